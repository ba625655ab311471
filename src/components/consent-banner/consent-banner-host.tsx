import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { env } from '../../config/env';
import { loadNamespaces } from '../../i18n/load-namespaces';
import { offeredCategories } from '../../content/cookies';
import type { Choice } from '../../lib/consent/categories';
import { acceptChoice, deniedByGpc, startChoice } from '../../lib/consent/gpc';
import { currentRecord, decide, globalPrivacyControl } from '../../lib/consent/runtime';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import { ConsentBanner, type BannerLayer } from './consent-banner';
import { dateLocale } from '../../../packages/scanner-contract/date-locale';
import { useBannerClearance } from './use-banner-clearance';

interface HostProps {
  initialLayer: BannerLayer;
  /** The footer link that opened the preferences; focus returns there on close. */
  opener: HTMLElement | null;
  onDone: () => void;
}

/** The site's banner: the shared component wired to the consent runtime. */
export default function ConsentBannerHost({ initialLayer, opener, onDone }: HostProps) {
  const { i18n } = useTranslation();
  const paths = usePaths();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, 'consent'));
  const [layer, setLayer] = useState(initialLayer);
  // Without a GTM container there is nothing optional to offer: the preferences say so. With
  // one, only the categories that have a declared cookie (src/content/cookies.ts).
  const offered = env.consent.gtmId ? offeredCategories : [];
  const record = env.consent.gtmId ? currentRecord() : null;
  const gpc = offered.length > 0 && globalPrivacyControl();
  const [choice, setChoice] = useState<Choice>(() => record?.categories ?? startChoice());
  const heading = useRef<HTMLHeadingElement>(null);
  const frame = useRef<HTMLElement | null>(null);
  const focusOnOpen = useRef(opener !== null);

  useEffect(() => {
    if (!ready) void loadNamespaces(i18n, ['consent']).then(() => setReady(true));
  }, [i18n, ready]);

  useEffect(() => {
    frame.current = heading.current?.closest('[data-consent-banner]') ?? null;
    // Opened on purpose (footer link, "Tercihleri Yönet"): focus moves in. Shown on arrival: it
    // waits after the skip link, and focus stays where the visitor is.
    if (ready && focusOnOpen.current) heading.current?.focus();
  }, [ready, layer]);

  useBannerClearance(frame, ready);

  if (!ready) return null;
  const t = i18n.getFixedT(i18n.language, 'consent');

  function close() {
    const hadFocus = frame.current?.contains(document.activeElement);
    onDone();
    if (!hadFocus) return;
    const target = opener?.isConnected ? opener : document.getElementById(MAIN_CONTENT_ID);
    target?.focus();
  }

  function choose(next: Choice) {
    decide(next, i18n.language);
    close();
  }

  const notes = record ? (
    <p data-consent-proof="">
      <small>
        {t('preferences.proof', { id: record.id, date: formatTime(record.time, i18n.language) })}
      </small>
    </p>
  ) : offered.length > 0 ? (
    <p>
      <small>{t('preferences.noDecision')}</small>
    </p>
  ) : null;

  return (
    <ConsentBanner
      t={t}
      placement="page"
      layer={layer}
      onLayerChange={(next) => {
        focusOnOpen.current = true;
        setLayer(next);
      }}
      offered={offered}
      choice={choice}
      onChoiceChange={setChoice}
      onAccept={() => {
        const accepted = acceptChoice(offered, gpc);
        choose(layer === 'preferences' ? mergeOn(accepted, choice) : accepted);
      }}
      onReject={() => choose(startChoice())}
      onSave={() => choose(choice)}
      onClose={close}
      policyHref={paths.cookiePolicy}
      gpcDenied={deniedByGpc(gpc)}
      notes={notes}
      headingRef={heading}
    />
  );
}

/** In the preferences, "Kabul Et" keeps what the visitor switched on as well. */
function mergeOn(a: Choice, b: Choice): Choice {
  return {
    functional: a.functional || b.functional,
    analytics: a.analytics || b.analytics,
    marketing: a.marketing || b.marketing,
  };
}

/** Date and time of the decision, in the visitor's time zone (it is their proof). */
function formatTime(iso: string, language: string) {
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));
}
