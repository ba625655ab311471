import { lazy, Suspense, useEffect, useState } from 'react';
import { env } from '../../config/env';
import { PREFERENCES_OPENER } from '../../lib/consent/preferences-opener';
import type { BannerLayer } from './consent-banner';

/**
 * The banner's code and copy come in their own chunk, only when the banner is shown: on a first
 * visit (with VITE_GTM_ID set) or when the visitor opens the preferences from the footer. A
 * returning visitor's page loads neither; without VITE_GTM_ID nothing but this file runs.
 */
const ConsentBannerHost = lazy(() => import('./consent-banner-host'));

interface Opened {
  layer: BannerLayer;
  opener: HTMLElement | null;
  /** Opening again (footer link while open) remounts the banner on the preferences. */
  count: number;
}

/**
 * The site's consent manager, an island. Rendered right after the skip link, so the banner is the
 * next stop for keyboard users. Nothing is prerendered: the choice lives in the visitor's browser.
 */
export function ConsentManager() {
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    // Every "Çerez Tercihleri" link and button of the page (plain HTML outside this island).
    const openPreferences = (event: MouseEvent) => {
      const opener = (event.target as Element | null)?.closest<HTMLElement>(PREFERENCES_OPENER);
      if (!opener) return;
      event.preventDefault();
      setOpened((current) => ({ layer: 'preferences', opener, count: (current?.count ?? 0) + 1 }));
    };
    document.addEventListener('click', openPreferences);
    if (env.consent.gtmId) {
      // Consent Mode defaults, the stored choice and GTM (when allowed): a small chunk, after
      // hydration, never before the page is usable.
      void import('../../lib/consent/runtime').then(({ startConsent }) => {
        if (!startConsent()) {
          setOpened((current) => current ?? { layer: 'first', opener: null, count: 0 });
        }
      });
    }
    return () => document.removeEventListener('click', openPreferences);
  }, []);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBannerHost
        key={opened.count}
        initialLayer={opened.layer}
        opener={opened.opener}
        onDone={() => setOpened(null)}
      />
    </Suspense>
  );
}
