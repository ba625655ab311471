/**
 * The code the scan runs inside the scanned page, one entry for page-script.ts to bundle: plain
 * browser code, no Node, no imports from the engine but the types of ../page-api.ts, which says
 * what each function takes and returns (plain JSON).
 */
export { canvasReads, installCanvasProbe, readTcf } from './behaviour.ts';
export { markChoices } from './choices.ts';
export { findProbeFields, focusProbeField, guardProbePage, hasProbeFields } from './input-probe.ts';
export { pageText, policyLinks } from './policy.ts';
export { readStorage } from './storage.ts';

/**
 * The first `maxLinks` links' resolved addresses, in document order, each at most `maxLength`
 * long (a longer one is dropped: cut, it would be another address).
 */
export function linkTargets(maxLinks: number, maxLength: number): string[] {
  const found: string[] = [];
  for (const a of Array.from(document.querySelectorAll('a[href]'))) {
    if (found.length >= maxLinks) break;
    const href = String((a as HTMLAnchorElement).href);
    if (href.length <= maxLength) found.push(href);
  }
  return found;
}

/** When consent-mode's init script saw the first Consent Mode `default` (null: never). */
export function consentDefaultAt(): number | null {
  const at = (window as unknown as { __scanConsentDefaultAt?: unknown }).__scanConsentDefaultAt;
  return typeof at === 'number' ? at : null;
}

/**
 * Whether the document has (or, negated, has not) an element for each selector: a CMP rule's
 * detection checked by the scan itself. An invalid selector is no match.
 */
export function selectorsMatch(checks: { selector: string; negated: boolean }[]): boolean {
  return checks.every(({ selector, negated }) => {
    try {
      return (document.querySelector(selector) !== null) !== negated;
    } catch {
      return false;
    }
  });
}

/** Hands a message to autoconsent's content script in this frame. */
export function sendToAutoconsent(message: unknown): void {
  (
    window as unknown as { autoconsentReceiveMessage: (m: unknown) => void }
  ).autoconsentReceiveMessage(message);
}
