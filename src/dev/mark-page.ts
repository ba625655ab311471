/**
 * Turns key mode's invisible markers (./key-markers.ts) in a page into attributes: each text and
 * marked attribute loses its markers, and its element gets `data-i18n-key="namespace:key …"`
 * (key mode) and `data-i18n-untranslated` (a previewed language's strings still in the source
 * language). For the open page (./key-mode.ts) and for a fresh copy of it (./live-copy.ts).
 */
import { islandDefinition } from '../app/islands';
import { islandAttr, islandSelector } from '../routing/page-markers';
import { hasMarkers, readMarkers } from './key-markers';

export const markedAttributes = ['alt', 'aria-label', 'title', 'placeholder', 'content'];
export const keyAttribute = 'data-i18n-key';
export const untranslatedAttribute = 'data-i18n-untranslated';
/** On the elements key mode adds to the page (tooltip, edit panel): not the page's own. */
export const devUiAttribute = 'data-i18n-dev';

export interface MarkOptions {
  /** Whether values carry their keys (`<html data-i18n-keys>`). */
  keyMode: boolean;
  /** Leave islands that have not hydrated alone (the open page); a fetched copy has none. */
  live: boolean;
}

/**
 * A React island's text before hydration must stay as the server rendered it (markers included)
 * or React would find a mismatch; it is marked once the island says it is ready. Islands that
 * only add behaviour to their HTML (`enhance`) never compare it, so they are marked at once.
 */
export function waitsForHydration(element: Element) {
  const island = element.closest(`${islandSelector()}:not([${islandAttr.ready}])`);
  return !!island && !islandDefinition(island.getAttribute(islandAttr.name) ?? '')?.enhance;
}

function addKeys(element: Element, attribute: string, keys: string[]) {
  const current = element.getAttribute(attribute)?.split(' ').filter(Boolean) ?? [];
  const all = [...new Set([...current, ...keys])];
  if (all.length > current.length) element.setAttribute(attribute, all.join(' '));
}

/** Strips the markers of `text` and marks `element` with what they carried. */
function unwrap(element: Element, text: string, options: MarkOptions) {
  const read = readMarkers(text);
  if (options.keyMode) addKeys(element, keyAttribute, read.keys);
  if (read.untranslated.length > 0) addKeys(element, untranslatedAttribute, read.untranslated);
  return read.text;
}

function markText(node: Text, options: MarkOptions) {
  const parent = node.parentElement;
  if (!parent || !hasMarkers(node.data) || (options.live && waitsForHydration(parent))) return;
  node.data = unwrap(parent, node.data, options);
}

export function markAttributes(element: Element, options: MarkOptions) {
  for (const name of markedAttributes) {
    const value = element.getAttribute(name);
    if (!value || !hasMarkers(value) || (options.live && waitsForHydration(element))) continue;
    element.setAttribute(name, unwrap(element, value, options));
  }
}

export function markTree(node: Node, options: MarkOptions) {
  if (node.nodeType === Node.TEXT_NODE) return markText(node as Text, options);
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  markAttributes(node as Element, options);
  const document = node.ownerDocument ?? (node as Document);
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let current = walker.nextNode(); current; current = walker.nextNode()) {
    if (current.nodeType === Node.TEXT_NODE) markText(current as Text, options);
    else markAttributes(current as Element, options);
  }
}
