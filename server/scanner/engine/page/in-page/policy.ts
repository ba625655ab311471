/**
 * Runs in the scanned page (bundled by page-script.ts): the links that may lead to the site's
 * cookie policy, and the text of a page once it is open. Links in the banner come first (the
 * banner's container is the dialog or fixed layer around a choice that `markChoices` marked);
 * then links anywhere named like a cookie policy. Names are compared after tr-TR and en
 * lower-casing.
 */
import type { PolicyLinks } from '../page-api.ts';

export type { PolicyLinks };

const POLICY_NAME =
  /çerez\s+(politika|aydınlatma|bilgilendirme|beyan)|cookies?\s+(policy|notice|statement|declaration)/;
/** A banner's own link: to its policy or notice, or "more information" about them. */
const BANNER_LINK =
  /çerez|cookie|aydınlatma|politika|policy|notice|kvkk|gizlilik|privacy|bilgi|ayrıntı|detay|more|learn|details/;
const MAX_LINKS = 5;
/** Enough for any policy's text; a page that is larger is not read past this. */
const MAX_TEXT = 300_000;

function forms(text: string): string[] {
  const tidy = text.replace(/\s+/g, ' ').trim();
  return [tidy.toLocaleLowerCase('tr-TR'), tidy.toLocaleLowerCase('en-US')];
}

const parentOf = (node: Element): Element | null =>
  node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;

/** The banner around a marked choice: its nearest dialog or fixed/sticky ancestor. */
function bannerOf(choice: Element): Element | null {
  for (let node: Element | null = choice; node; node = parentOf(node)) {
    const role = node.getAttribute('role');
    const position = getComputedStyle(node).position;
    if (
      role === 'dialog' ||
      role === 'alertdialog' ||
      node.tagName === 'DIALOG' ||
      position === 'fixed' ||
      position === 'sticky'
    )
      return node;
  }
  return null;
}

/** Every element matching `selector` in `root` and its open shadow roots. */
function deepQuery(root: Document | ShadowRoot | Element, selector: string): Element[] {
  const found = Array.from(root.querySelectorAll(selector));
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (element.shadowRoot) found.push(...deepQuery(element.shadowRoot, selector));
  }
  return found;
}

const hrefOf = (link: Element) => (link as HTMLAnchorElement).href;
const labelOf = (link: Element) =>
  `${(link as HTMLElement).innerText || link.textContent || ''} ${link.getAttribute('aria-label') ?? ''}`;

export function policyLinks(): PolicyLinks {
  const banner: string[] = [];
  const named: string[] = [];
  const add = (list: string[], href: string) => {
    if (/^https?:/.test(href) && !list.includes(href) && list.length < MAX_LINKS) list.push(href);
  };
  for (const choice of deepQuery(document, '[data-scan-choice]')) {
    const container = bannerOf(choice);
    if (!container) continue;
    for (const link of deepQuery(container, 'a[href]')) {
      if (forms(labelOf(link)).some((form) => BANNER_LINK.test(form))) add(banner, hrefOf(link));
    }
  }
  for (const link of deepQuery(document, 'a[href]')) {
    if (forms(labelOf(link)).some((form) => POLICY_NAME.test(form))) add(named, hrefOf(link));
  }
  return { banner, named };
}

/** The text of the open page as a reader sees it (tables included). */
export function pageText(): string {
  return (document.body?.innerText ?? '').slice(0, MAX_TEXT);
}
