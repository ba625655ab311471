/**
 * Key mode's invisible markers (development only; the production bundle never imports this).
 * Each translated value is wrapped as OPEN + key in zero-width digits + SEPARATOR + value + CLOSE,
 * so the key travels with the text through interpolation, `<Trans>` and nesting, and a script in
 * the page (src/dev/key-mode.ts) can strip it and mark the element instead. Format characters
 * take no room, so a page with markers lays out as without them.
 *
 * A value shown in another language than the page's (a previewed language's untranslated
 * string, shown in the source language) is always marked, key mode or not, with UNTRANSLATED
 * before its key, so the page can show the marketer what is left to translate.
 */
import type { PostProcessorModule, TOptions } from 'i18next';

const OPEN = '\u2063';
const SEPARATOR = '\u2062';
const CLOSE = '\u2064';
/** Before a key: its value is not translated into the page's language. */
const UNTRANSLATED = '!';
/** Base-4 digits of each UTF-8 byte of the key. */
const DIGITS = ['\u200B', '\u200C', '\u200D', '\u2060'] as const;
// An alternation, not a character class: one of the digits is the zero-width joiner.
const MARKER_CHARACTERS = new RegExp([OPEN, SEPARATOR, CLOSE, ...DIGITS].join('|'));

/**
 * Keys whose values are not copy but identifiers (URL slugs): marked, they would break links and
 * routing, and nobody reads them on the page.
 */
const unmarked = (reference: string) => reference.startsWith('routes:paths.');

function encodeKey(reference: string) {
  let digits = '';
  for (const byte of new TextEncoder().encode(reference)) {
    for (let shift = 6; shift >= 0; shift -= 2) digits += DIGITS[(byte >> shift) & 3];
  }
  return digits;
}

function decodeKey(digits: string) {
  const bytes: number[] = [];
  for (let index = 0; index + 4 <= digits.length; index += 4) {
    let byte = 0;
    for (let offset = 0; offset < 4; offset++) {
      byte = (byte << 2) | DIGITS.indexOf(digits[index + offset] as (typeof DIGITS)[number]);
    }
    bytes.push(byte);
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** `value` carrying `reference` ("namespace:key.path") and whether it is untranslated. */
export function markValue(value: string, reference: string, untranslated = false) {
  const key = untranslated ? `${UNTRANSLATED}${reference}` : reference;
  return `${OPEN}${encodeKey(key)}${SEPARATOR}${value}${CLOSE}`;
}

export const hasMarkers = (text: string) => MARKER_CHARACTERS.test(text);

/**
 * The text without markers, the keys it carried (outer first, each once) and those of them whose
 * value is untranslated.
 */
export function readMarkers(text: string): {
  text: string;
  keys: string[];
  untranslated: string[];
} {
  const keys: string[] = [];
  const untranslated: string[] = [];
  let plain = '';
  let index = 0;
  while (index < text.length) {
    const character = text[index] ?? '';
    if (character === OPEN) {
      const end = text.indexOf(SEPARATOR, index + 1);
      if (end === -1) break;
      const decoded = decodeKey(text.slice(index + 1, end));
      const key = decoded.startsWith(UNTRANSLATED) ? decoded.slice(1) : decoded;
      if (!keys.includes(key)) keys.push(key);
      if (key !== decoded && !untranslated.includes(key)) untranslated.push(key);
      index = end + 1;
      continue;
    }
    if (!MARKER_CHARACTERS.test(character)) plain += character;
    index++;
  }
  return { text: plain, keys, untranslated };
}

interface Resolved {
  usedNS?: string;
  usedKey?: string;
  usedLng?: string;
}

/**
 * The i18next post-processor that wraps every value while `enabled()` says so (per request on the
 * dev server, per page in the browser), and every untranslated value always.
 */
export function keyMarkersPostProcessor(enabled: () => boolean): PostProcessorModule {
  return {
    type: 'postProcessor',
    name: 'i18nKeyMarkers',
    process(value: string, _keys: string | string[], options: TOptions, translator: unknown) {
      if (typeof value !== 'string') return value;
      const resolved = (options as { i18nResolved?: Resolved }).i18nResolved;
      if (!resolved?.usedNS || !resolved.usedKey) return value;
      const reference = `${resolved.usedNS}:${resolved.usedKey}`;
      if (unmarked(reference)) return value;
      const language = options.lng ?? (translator as { language?: string }).language;
      const untranslated = !!resolved.usedLng && resolved.usedLng !== language;
      return enabled() || untranslated ? markValue(value, reference, untranslated) : value;
    },
  };
}

/**
 * Makes every i18next instance created from now on (src/i18n/create-i18n.ts) mark its values
 * while `enabled()` says so.
 */
export function installKeyMarkers(enabled: () => boolean) {
  (globalThis as { __i18nKeyMarkers?: PostProcessorModule }).__i18nKeyMarkers =
    keyMarkersPostProcessor(enabled);
}
