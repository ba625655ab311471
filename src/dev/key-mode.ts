/**
 * Key mode in the page (development only: the dev server adds this script, the build never
 * does). With `<html data-i18n-keys>` (the dev server sets it for `?i18n=keys` and remembers it in
 * a cookie), every value i18next returns carries its key in invisible markers
 * (./key-markers.ts); this script strips them and marks the element instead:
 * `data-i18n-key="namespace:key other:key"`, for text and for the attributes (./mark-page.ts).
 * Hovering shows the key's file, text in every locale, description and limit (from the dev
 * server's `/__i18n/key`); a click (or Alt+Shift+E on the focused element) opens the edit panel
 * (./key-editor.ts); Alt+click opens the locale file at the key in the developer's editor when
 * the dev server has one (LAUNCH_EDITOR). Alt+Shift+K switches key mode on and off. In every
 * dev page, key mode or not, a saved locale file shows at once (./live-copy.ts).
 *
 * In a preview of a language being translated (`<html data-i18n-preview>`, `npm run dev` only),
 * every string still shown in the source language is marked `data-i18n-untranslated` and
 * highlighted, key mode or not.
 */
import { islandAttr } from '../routing/page-markers';
import { tokens } from '../theme/tokens';
import type { KeyInfo } from './editor-requests';
import { openKeyEditor } from './key-editor';
import { installKeyMarkers, readMarkers } from './key-markers';
import { followCopyChanges } from './live-copy';
import {
  devUiAttribute,
  keyAttribute,
  markAttributes,
  markTree,
  markedAttributes,
  untranslatedAttribute,
} from './mark-page';

const root = document.documentElement;
const keyMode = root.hasAttribute('data-i18n-keys');
const preview = root.hasAttribute('data-i18n-preview');
const marking = { keyMode, live: true };

// Before any island creates its i18next instance: the client marks values as the server did.
installKeyMarkers(() => keyMode);

addEventListener('keydown', (event) => {
  if (!event.altKey || !event.shiftKey || event.code !== 'KeyK') return;
  const url = new URL(location.href);
  url.searchParams.set('i18n', keyMode ? 'off' : 'keys');
  location.assign(url);
});

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
    info = fetch(`/__i18n/key?${query}`).then((response) => {
      if (!response.ok) throw new Error(`/__i18n/key answered ${response.status}`);
      return response.json() as Promise<KeyInfo>;
    });
    // A failed answer is not kept: the next hover or click asks again.
    info.catch(() => infos.delete(reference));
    infos.set(reference, info);
  }
  return info;
}

const tooltip = document.createElement('div');
tooltip.dataset.i18nKeyTooltip = '';
tooltip.setAttribute(devUiAttribute, '');
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

// A saved locale file shows at once: the page copies in its new text (./live-copy.ts).
followCopyChanges({ keyMode }, () => infos.clear());

if (keyMode || preview) {
  markTree(root, marking);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') markTree(record.target, marking);
      else if (record.type === 'childList')
        record.addedNodes.forEach((node) => markTree(node, marking));
      else if (record.attributeName === islandAttr.ready) markTree(record.target, marking);
      else if (record.target instanceof Element) markAttributes(record.target, marking);
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
  // A click opens the edit panel (Ctrl or ⌘ + click uses the page as usual); Alt+click opens the
  // file in the developer's editor when the dev server has one (LAUNCH_EDITOR), else the panel.
  document.addEventListener(
    'click',
    (event) => {
      if (event.ctrlKey || event.metaKey || !(event.target instanceof Element)) return;
      if (event.target.closest(`[${devUiAttribute}]`)) return;
      const references = keysOf(event.target);
      if (references.length === 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hovered = null;
      tooltip.style.display = 'none';
      const target = event.target.closest(`[${keyAttribute}]`) ?? event.target;
      if (!event.altKey) return void openKeyEditor(references, keyInfo, target);
      keyInfo(references[0] ?? '').then(
        (info) => {
          if (info.editorUrl) void fetch(info.editorUrl);
          else void openKeyEditor(references, keyInfo, target);
        },
        (error: unknown) => console.error('Key mode: no facts for this string:', error),
      );
    },
    { capture: true },
  );
  // Alt+Shift+E: the panel for the focused element's string, from the keyboard.
  addEventListener('keydown', (event) => {
    if (!event.altKey || !event.shiftKey || event.code !== 'KeyE') return;
    const focused = document.activeElement;
    if (!focused || focused.closest(`[${devUiAttribute}]`)) return;
    const references = keysOf(focused);
    if (references.length === 0) return;
    event.preventDefault();
    void openKeyEditor(references, keyInfo, focused);
  });
}
