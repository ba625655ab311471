/**
 * Key mode in the page (development only: the dev server adds this script, the build never
 * does). With `<html data-i18n-keys>` (the dev server sets it for `?i18n=keys` and remembers it in
 * a cookie), every value i18next returns carries its key in invisible markers
 * (./key-markers.ts); this script strips them and marks the element instead:
 * `data-i18n-key="namespace:key other:key"`, for text and for the attributes below. Hovering shows
 * the key's file, text in every locale, description and limit (from the dev server's
 * `/__i18n/key`); Alt+click opens the locale file at the key in the developer's editor.
 * Alt+Shift+K switches key mode on and off.
 *
 * In a preview of a language being translated (`<html data-i18n-preview>`, `npm run dev` only),
 * every string still shown in the source language is marked `data-i18n-untranslated` and
 * highlighted, key mode or not.
 */
import { islandDefinition } from '../app/islands';
import { islandAttr, islandSelector } from '../routing/page-markers';
import { tokens } from '../theme/tokens';
import { hasMarkers, installKeyMarkers, readMarkers } from './key-markers';

interface KeyInfo {
  reference: string;
  texts: Record<string, string | undefined>;
  places: Record<string, { file: string; line: number } | undefined>;
  description?: string;
  maxLength?: number;
  editorUrl?: string;
}

const markedAttributes = ['alt', 'aria-label', 'title', 'placeholder', 'content'];
const root = document.documentElement;
const keyMode = root.hasAttribute('data-i18n-keys');
const preview = root.hasAttribute('data-i18n-preview');
const keyAttribute = 'data-i18n-key';
const untranslatedAttribute = 'data-i18n-untranslated';

// Before any island creates its i18next instance: the client marks values as the server did.
installKeyMarkers(() => keyMode);

addEventListener('keydown', (event) => {
  if (!event.altKey || !event.shiftKey || event.code !== 'KeyK') return;
  const url = new URL(location.href);
  url.searchParams.set('i18n', keyMode ? 'off' : 'keys');
  location.assign(url);
});

/**
 * A React island's text before hydration must stay as the server rendered it (markers included)
 * or React would find a mismatch; it is marked once the island says it is ready. Islands that
 * only add behaviour to their HTML (`enhance`) never compare it, so they are marked at once.
 */
function waitsForHydration(element: Element) {
  const island = element.closest(`${islandSelector()}:not([${islandAttr.ready}])`);
  return !!island && !islandDefinition(island.getAttribute(islandAttr.name) ?? '')?.enhance;
}

function addKeys(element: Element, attribute: string, keys: string[]) {
  const current = element.getAttribute(attribute)?.split(' ').filter(Boolean) ?? [];
  const all = [...new Set([...current, ...keys])];
  if (all.length > current.length) element.setAttribute(attribute, all.join(' '));
}

/** Strips the markers of `text` and marks `element` with what they carried. */
function unwrap(element: Element, text: string) {
  const read = readMarkers(text);
  if (keyMode) addKeys(element, keyAttribute, read.keys);
  if (read.untranslated.length > 0) addKeys(element, untranslatedAttribute, read.untranslated);
  return read.text;
}

function markText(node: Text) {
  const parent = node.parentElement;
  if (!parent || !hasMarkers(node.data) || waitsForHydration(parent)) return;
  node.data = unwrap(parent, node.data);
}

function markAttributes(element: Element) {
  for (const name of markedAttributes) {
    const value = element.getAttribute(name);
    if (!value || !hasMarkers(value) || waitsForHydration(element)) continue;
    element.setAttribute(name, unwrap(element, value));
  }
}

function markTree(node: Node) {
  if (node instanceof Text) return markText(node);
  if (!(node instanceof Element)) return;
  markAttributes(node);
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let current = walker.nextNode(); current; current = walker.nextNode()) {
    if (current instanceof Text) markText(current);
    else if (current instanceof Element) markAttributes(current);
  }
}

/** The keys an element shows: its mark, or (an island not hydrated yet) its own markers. */
function keysOf(element: Element): string[] {
  const marked = element.closest(`[${keyAttribute}]`)?.getAttribute(keyAttribute);
  if (marked) return marked.split(' ');
  const own = [...element.childNodes]
    .filter((node): node is Text => node instanceof Text)
    .map((node) => node.data)
    .concat(markedAttributes.map((name) => element.getAttribute(name) ?? ''))
    .join('');
  return readMarkers(own).keys;
}

const infos = new Map<string, Promise<KeyInfo>>();
function keyInfo(reference: string) {
  let info = infos.get(reference);
  if (!info) {
    const query = new URLSearchParams({ ref: reference, lng: root.lang });
    info = fetch(`/__i18n/key?${query}`).then((response) => response.json() as Promise<KeyInfo>);
    infos.set(reference, info);
  }
  return info;
}

const tooltip = document.createElement('div');
tooltip.dataset.i18nKeyTooltip = '';
tooltip.setAttribute('role', 'tooltip');
Object.assign(tooltip.style, {
  position: 'fixed',
  zIndex: '2147483647',
  maxWidth: '28rem',
  padding: '8px 10px',
  background: tokens.color.ink,
  color: tokens.color.surface,
  font: '12px/1.4 system-ui, sans-serif',
  borderRadius: '6px',
  pointerEvents: 'none',
  whiteSpace: 'pre-wrap',
  display: 'none',
});

function describe(info: KeyInfo) {
  const lines = [info.reference];
  const place = info.places[root.lang] ?? Object.values(info.places)[0];
  if (place) lines.push(`${place.file}:${place.line}`);
  for (const [language, text] of Object.entries(info.texts)) {
    lines.push(`${language}: ${text === undefined || text === '' ? '(not translated)' : text}`);
  }
  lines.push(info.description ?? 'no description');
  if (info.maxLength !== undefined) lines.push(`max ${info.maxLength} characters`);
  return lines.join('\n');
}

let hovered: Element | null = null;
async function showTooltip(element: Element, x: number, y: number) {
  const keys = keysOf(element);
  if (keys.length === 0) return void (tooltip.style.display = 'none');
  hovered = element;
  const infos = await Promise.all(keys.map(keyInfo));
  if (hovered !== element) return;
  tooltip.textContent = infos.map(describe).join('\n\n');
  tooltip.style.display = 'block';
  tooltip.style.left = `${Math.min(x + 12, innerWidth - tooltip.offsetWidth - 8)}px`;
  tooltip.style.top = `${Math.min(y + 16, innerHeight - tooltip.offsetHeight - 8)}px`;
}

if (keyMode || preview) {
  markTree(root);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') markTree(record.target);
      else if (record.type === 'childList') record.addedNodes.forEach(markTree);
      else if (record.attributeName === islandAttr.ready) markTree(record.target);
      else if (record.target instanceof Element) markAttributes(record.target);
    }
  }).observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...markedAttributes, islandAttr.ready],
  });
}

if (preview) {
  const style = document.createElement('style');
  style.textContent =
    `[${untranslatedAttribute}] { outline: 2px dashed ${tokens.color.error}; outline-offset: 1px;` +
    ` text-decoration: underline wavy ${tokens.color.error}; }`;
  document.head.append(style);
}

if (keyMode) {
  const style = document.createElement('style');
  style.textContent =
    `[data-i18n-key]:hover { outline: 2px solid ${tokens.color.violet}; outline-offset: 1px; }` +
    ' body [data-i18n-key] { cursor: help; }';
  document.head.append(style);
  document.body.append(tooltip);
  document.addEventListener('mouseover', (event) => {
    if (event.target instanceof Element)
      void showTooltip(event.target, event.clientX, event.clientY);
  });
  document.addEventListener('mouseleave', () => {
    hovered = null;
    tooltip.style.display = 'none';
  });
  document.addEventListener(
    'click',
    (event) => {
      if (!event.altKey || !(event.target instanceof Element)) return;
      const [reference] = keysOf(event.target);
      if (!reference) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void keyInfo(reference).then((info) => {
        if (info.editorUrl) void fetch(info.editorUrl);
      });
    },
    { capture: true },
  );
}
