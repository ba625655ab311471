/**
 * The code the scan runs inside the scanned page, one entry for page-script.ts to bundle: plain
 * browser code, no Node, no imports from the engine. Each function takes and returns plain JSON.
 */
export { canvasReads, installCanvasProbe, readTcf } from './behaviour.ts';
export { markChoices } from './choices.ts';
export { pageText, policyLinks } from './policy.ts';
export { readStorage } from './storage.ts';

/** Every link's resolved address, in document order. */
export function linkTargets(): string[] {
  return Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href);
}

/** When consent-mode's init script saw the first Consent Mode `default` (null: never). */
export function consentDefaultAt(): number | null {
  const at = (window as unknown as { __scanConsentDefaultAt?: unknown }).__scanConsentDefaultAt;
  return typeof at === 'number' ? at : null;
}

/** Hands a message to autoconsent's content script in this frame. */
export function sendToAutoconsent(message: unknown): void {
  (
    window as unknown as { autoconsentReceiveMessage: (m: unknown) => void }
  ).autoconsentReceiveMessage(message);
}
