import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { usePaths } from '../../routing/use-paths';
import { LinkButton } from '../../components/ui/action-button';
import { NamespaceHero } from '../shared/namespace-hero';
import type { CookieScannerProps } from './scanner/cookie-scanner';

/**
 * The scanner's form is prerendered (it reads, and leads to the contact form, without
 * JavaScript); its code stays off the page's first load: React keeps the server HTML of the
 * suspended boundary and hydrates it once the chunk arrives, which is requested when the visitor
 * reaches for the form (pointer over it, focus in it), or at once for a shared `?scan=` address.
 * A build without a scanner never loads it.
 */
const loadScanner = async (): Promise<ComponentType<CookieScannerProps>> =>
  (await import('./scanner/cookie-scanner')).CookieScanner;
let prerendered: ComponentType<CookieScannerProps> | undefined;
if (import.meta.env.SSR && env.scannerUrl) prerendered = await loadScanner();

const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Resolves on the first interaction with the prerendered form (at once when there is none).
 * Listened for on the document in the capture phase: React stops the propagation of events aimed
 * at a boundary it has not hydrated yet (to replay them after), so the form never sees them.
 */
function interaction() {
  return new Promise<void>((resolve) => {
    const element = document.querySelector('[data-cookie-scanner]');
    if (!element || new URLSearchParams(window.location.search).has('scan')) return resolve();
    const seen = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      for (const type of INTERACTIONS) document.removeEventListener(type, seen, true);
      resolve();
    };
    for (const type of INTERACTIONS) {
      document.addEventListener(type, seen, { capture: true, passive: true });
    }
  });
}

const Scanner =
  prerendered ??
  lazy(async () => {
    await interaction();
    return { default: await loadScanner() };
  });

/**
 * The scan page's hero: the scanner's address field when the build names a scanner
 * (VITE_SCANNER_URL), else the request link to the contact form, as a static build has it.
 */
export function CookieScanHero() {
  const { t } = useTranslation('cookie-scan');
  const paths = usePaths();
  return (
    <NamespaceHero
      ns="cookie-scan"
      actions={
        env.scannerUrl ? (
          <Suspense fallback={null}>
            <Scanner scannerUrl={env.scannerUrl} contactHref={paths.contact} />
          </Suspense>
        ) : (
          <LinkButton to={paths.contact} variant="contained" size="large">
            {t('hero.cta')}
          </LinkButton>
        )
      }
    />
  );
}
