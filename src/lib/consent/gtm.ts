import type { Choice } from './categories';
import type { DataLayerWindow } from './consent-mode';

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** The container script URL for a GTM id. */
export function gtmScriptUrl(id: string) {
  return `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

/** GTM is loaded only once the visitor allows a category that has tags in the container. */
export function choiceNeedsGtm(choice: Choice) {
  return choice.analytics || choice.marketing;
}

/**
 * Adds the container script once per page (GTM's own snippet, without its inline part). Callers
 * push the Consent Mode defaults and the visitor's update first.
 */
export function loadGtm(doc: Document, target: DataLayerWindow, id: string): boolean {
  const src = gtmScriptUrl(id);
  if (doc.querySelector(`script[src="${src}"]`)) return false;
  (target.dataLayer = target.dataLayer ?? []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
  return true;
}
