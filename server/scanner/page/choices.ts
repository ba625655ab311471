/**
 * Runs in a frame of the scanned page (bundled by page-script.ts): marks the first visible reject
 * and accept control near cookie wording with `data-scan-choice` and returns their labels as
 * written. Labels are compared after tr-TR and en lower-casing, spaces collapsed, end punctuation
 * dropped.
 */
export interface ChoiceLabels {
  reject: string[];
  accept: string[];
}

export interface MarkedChoices {
  reject: string | null;
  accept: string | null;
}

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

function search(root: Document | ShadowRoot, lists: ChoiceLabels, found: MarkedChoices): void {
  for (const element of Array.from(root.querySelectorAll(selector))) {
    const label = labelOf(element);
    if (label.length === 0 || label.length > 60) continue;
    const candidates = forms(label);
    for (const kind of ['reject', 'accept'] as const) {
      if (found[kind] !== null) continue;
      if (!candidates.some((form) => lists[kind].includes(form))) continue;
      if (!visible(element) || !nearCookieWording(element)) continue;
      element.setAttribute('data-scan-choice', kind);
      found[kind] = tidy(label);
    }
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (element.shadowRoot) search(element.shadowRoot, lists, found);
  }
}

export function markChoices(lists: ChoiceLabels): MarkedChoices {
  for (const element of Array.from(document.querySelectorAll('[data-scan-choice]'))) {
    element.removeAttribute('data-scan-choice');
  }
  const found: MarkedChoices = { reject: null, accept: null };
  search(document, lists, found);
  return found;
}
