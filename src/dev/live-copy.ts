/**
 * Live copy (`npm run dev` only): when a locale file is saved, the dev server tells the page
 * (tools/dev/vite-live-copy.ts); the page fetches itself again and copies the new text, attributes
 * and links into the open document, node by node, so what the visitor had open (an edit panel, a
 * menu, a half-filled form) stays. When the two documents differ in more than text (a list grew,
 * an island's state changed its markup), it reloads instead.
 */
import { copyChangedEvent } from './live-copy-event';
import {
  devUiAttribute,
  keyAttribute,
  markTree,
  markedAttributes,
  untranslatedAttribute,
  waitsForHydration,
  type MarkOptions,
} from './mark-page';

/** Attributes a change of copy can change: marked text, keys, and links (a changed slug). */
const copiedAttributes = [...markedAttributes, keyAttribute, untranslatedAttribute, 'href'];

type Update = () => void;

/** The page's own nodes: elements and text, without comments and key mode's own elements. */
function contentOf(node: Node): Node[] {
  return [...node.childNodes].filter(
    (child) =>
      child.nodeType === Node.TEXT_NODE ||
      (child.nodeType === Node.ELEMENT_NODE && !(child as Element).hasAttribute(devUiAttribute)),
  );
}

/**
 * Pairs `current` with the same node of the fresh page (`marked`: markers turned into
 * attributes; `raw`: as served, for an island that has not hydrated and must keep its markers),
 * collecting the updates; false when their shapes differ.
 */
function pair(current: Node, marked: Node, raw: Node, updates: Update[]): boolean {
  if (current.nodeType !== marked.nodeType) return false;
  if (current.nodeType === Node.TEXT_NODE) {
    const text = current as Text;
    const parent = text.parentElement;
    const wanted = parent && waitsForHydration(parent) ? (raw as Text).data : (marked as Text).data;
    if (text.data !== wanted) updates.push(() => (text.data = wanted));
    return true;
  }
  const element = current as Element;
  const next = marked as Element;
  if (element.tagName !== next.tagName) return false;
  const source = waitsForHydration(element) ? (raw as Element) : next;
  for (const name of copiedAttributes) {
    const value = source.getAttribute(name);
    if (element.getAttribute(name) === value) continue;
    updates.push(() =>
      value === null ? element.removeAttribute(name) : element.setAttribute(name, value),
    );
  }
  const children = contentOf(element);
  const markedChildren = contentOf(next);
  const rawChildren = contentOf(raw);
  if (children.length !== markedChildren.length) return false;
  return children.every((child, index) =>
    pair(child, markedChildren[index] as Node, rawChildren[index] as Node, updates),
  );
}

/** The head's copy: the title and the content of each named meta tag. */
function headUpdates(next: Document, updates: Update[]) {
  if (document.title !== next.title) updates.push(() => (document.title = next.title));
  for (const meta of next.head.querySelectorAll('meta[name], meta[property]')) {
    const selector = meta.hasAttribute('name')
      ? `meta[name="${meta.getAttribute('name')}"]`
      : `meta[property="${meta.getAttribute('property')}"]`;
    const own = document.head.querySelector(selector);
    const content = meta.getAttribute('content');
    if (own && content !== null && own.getAttribute('content') !== content) {
      updates.push(() => own.setAttribute('content', content));
    }
  }
}

/**
 * The page as the dev server renders it now, copied into the open one. Returns whether it could;
 * the body's extra trailing elements (menus and toasts React put there) are left alone.
 */
export async function refreshCopy(options: Omit<MarkOptions, 'live'>): Promise<boolean> {
  const response = await fetch(location.href, { headers: { Accept: 'text/html' } });
  if (!response.ok) return false;
  const html = await response.text();
  const marked = new DOMParser().parseFromString(html, 'text/html');
  const raw = new DOMParser().parseFromString(html, 'text/html');
  markTree(marked.documentElement, { ...options, live: false });
  const updates: Update[] = [];
  headUpdates(marked, updates);
  const children = contentOf(document.body);
  const markedChildren = contentOf(marked.body);
  const rawChildren = contentOf(raw.body);
  if (children.length < markedChildren.length) return false;
  const same = markedChildren.every((child, index) =>
    pair(children[index] as Node, child, rawChildren[index] as Node, updates),
  );
  if (!same) return false;
  for (const update of updates) update();
  return true;
}

/** Keeps the page's copy live: on each saved locale file, refresh (or reload when it cannot). */
export function followCopyChanges(
  options: Omit<MarkOptions, 'live'>,
  onChange: (file: string) => void,
) {
  let queued: Promise<void> = Promise.resolve();
  import.meta.hot?.on(copyChangedEvent, ({ file }: { file: string }) => {
    queued = queued.then(async () => {
      onChange(file);
      const refreshed = await refreshCopy(options).catch(() => false);
      if (!refreshed) location.reload();
      else document.dispatchEvent(new CustomEvent(copyChangedEvent, { detail: { file } }));
    });
  });
}
