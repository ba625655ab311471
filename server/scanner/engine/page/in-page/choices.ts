/**
 * Runs in a frame of the scanned page (bundled by page-script.ts): marks the visible reject and
 * accept control near cookie wording that sits where banners sit with `data-scan-choice` and
 * returns their labels as written. Labels are compared after tr-TR and en lower-casing, spaces
 * collapsed, end punctuation dropped.
 */
import type { ChoiceLabels, MarkedChoices } from '../page-api.ts';

export type { ChoiceLabels, MarkedChoices };

const wording = /çerez|cookie|kvkk|kişisel veri|gizlilik|privacy|consent|rıza|açık onay/i;
const selector = 'button, a, [role="button"], input[type="button"], input[type="submit"]';

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!…:]+$/u, '');
}

function forms(text: string): string[] {
  return [tidy(text).toLocaleLowerCase('tr-TR'), tidy(text).toLocaleLowerCase('en-US')];
}

function visible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width < 1 || box.height < 1) return false;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) < 0.05)
    return false;
  const check = (element as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility;
  return check ? check.call(element, { opacityProperty: true, visibilityProperty: true }) : true;
}

function nearCookieWording(element: Element): boolean {
  let node: Element | null = element;
  for (let level = 0; node && level < 8; level += 1) {
    const text = node.textContent ?? '';
    if (text.length < 6000 && wording.test(text)) return true;
    node =
      node.parentElement ??
      ((node.getRootNode() as ShadowRoot).host as Element | undefined) ??
      null;
  }
  // A frame that holds only the banner (a CMP's own iframe).
  return window !== window.top && wording.test(document.body?.textContent?.slice(0, 6000) ?? '');
}

function labelOf(element: Element): string {
  return element instanceof HTMLInputElement
    ? element.value
    : (element as HTMLElement).innerText || element.getAttribute('aria-label') || '';
}

/**
 * Whether a control sits where a banner sits: in a dialog, or in a layer fixed or sticky to the
 * viewport, over the page (shadow roots crossed). A control in the page's content is not a
 * banner's, however banner-like: a demo, a preview, a mock-up in an article.
 */
function inBannerLayer(element: Element): boolean {
  for (let node: Element | null = element; node;) {
    const role = node.getAttribute('role');
    if (role === 'dialog' || role === 'alertdialog' || node.tagName === 'DIALOG') return true;
    if (node.getAttribute('aria-modal') === 'true') return true;
    const position = getComputedStyle(node).position;
    if (position === 'fixed' || position === 'sticky') return true;
    node =
      node.parentElement ??
      ((node.getRootNode() as ShadowRoot).host as Element | undefined) ??
      null;
  }
  return false;
}

/** On the first screen first: of two banner controls, the one a visitor sees wins. */
function onFirstScreen(element: Element): number {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight ? 1 : 0;
}

interface Candidate {
  element: Element;
  label: string;
  score: number;
}

type Choice = 'reject' | 'accept';

function search(
  root: Document | ShadowRoot,
  lists: ChoiceLabels,
  best: Record<Choice, Candidate | null>,
  bannerFrame: boolean,
): void {
  for (const element of Array.from(root.querySelectorAll(selector))) {
    const label = labelOf(element);
    if (label.length === 0 || label.length > 60) continue;
    const candidates = forms(label);
    for (const kind of ['reject', 'accept'] as const) {
      if (!candidates.some((form) => lists[kind].includes(form))) continue;
      if (!visible(element) || !nearCookieWording(element)) continue;
      // A frame that holds only the banner (a CMP's own iframe) is its layer.
      if (!bannerFrame && !inBannerLayer(element)) continue;
      const score = onFirstScreen(element);
      // Document order breaks ties: the first of equally banner-like controls wins.
      if (best[kind] === null || score > (best[kind]?.score ?? -1)) {
        best[kind] = { element, label: tidy(label), score };
      }
    }
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (element.shadowRoot) search(element.shadowRoot, lists, best, bannerFrame);
  }
}

export function markChoices(lists: ChoiceLabels): MarkedChoices {
  for (const element of Array.from(document.querySelectorAll('[data-scan-choice]'))) {
    element.removeAttribute('data-scan-choice');
  }
  const best: Record<Choice, Candidate | null> = { reject: null, accept: null };
  search(document, lists, best, window !== window.top);
  const found: MarkedChoices = { reject: null, accept: null };
  for (const kind of ['reject', 'accept'] as const) {
    const choice = best[kind];
    if (!choice) continue;
    choice.element.setAttribute('data-scan-choice', kind);
    found[kind] = choice.label;
  }
  return found;
}
