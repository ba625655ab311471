// The pseudo-locales: every string of the default locale accented, about 35% longer and wrapped in
// brackets ("[Ürüñļéŕ ~~~]"), so layout breakage and text that bypasses i18next stand out; `qps`
// left to right, `qps-plocm` the same text in a right-to-left page, so a layout that does not
// mirror stands out too. Built with PSEUDO_LOCALE=1 (`npm run build:pseudo`), generated in memory
// by the locales plugin (tools/build/locale-modules.ts), never written to locales/, never deployed.
import { isBundle } from '../../server/locales/locales.ts';

// No letter of the Turkish alphabet (ç ğ ı ö ş ü), so copy typed into TSX in Turkish stands out
// from pseudo-translated text as clearly as English does.
// prettier-ignore
const accents: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ċ', d: 'ď', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'ï', j: 'ĵ', k: 'ķ', l: 'ļ',
  m: 'ḿ', n: 'ñ', o: 'ø', p: 'ṕ', r: 'ŕ', s: 'ŝ', t: 'ţ', u: 'ů', v: 'ṽ', w: 'ŵ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ċ', D: 'Ď', E: 'É', G: 'Ĝ', H: 'Ĥ', I: 'Ï', K: 'Ķ', L: 'Ļ', N: 'Ñ', O: 'Ø',
  R: 'Ŕ', S: 'Ŝ', T: 'Ţ', U: 'Ů', Y: 'Ý', Z: 'Ž',
};
/** Every character the pseudo-locale writes that no real copy of this site uses. */
export const pseudoMarks = `[]~${Object.values(accents).join('')}`;

/** Placeholders `{{x}}` and tags `<x>`, `</x>`, `<x/>` stay as they are. */
const protectedPart = /(\{\{[^}]+\}\}|<\/?[a-zA-Z0-9]+\s*\/?>)/;

export function pseudoString(text: string): string {
  const parts = text.split(protectedPart);
  const letters = text.replace(protectedPart, '').length;
  const body = parts
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter),
    )
    .join('');
  // Padding in short words, so it wraps like text instead of forcing one unbreakable line.
  const padding = ('~~~~~ '.repeat(Math.ceil((letters * 0.35) / 6)) || '~')
    .slice(0, Math.max(1, Math.round(letters * 0.35)))
    .trim();
  return `[${body} ${padding}]`;
}

/** Values that are identifiers, not text: slugs (`paths`) and anchor ids. */
const isIdentifier = (key: string, parents: readonly string[]) =>
  key === 'id' || parents.includes('paths');

function transform(value: unknown, key = '', parents: readonly string[] = []): unknown {
  if (typeof value === 'string') return isIdentifier(key, parents) ? value : pseudoString(value);
  if (Array.isArray(value)) return value.map((item) => transform(item, key, parents));
  if (isBundle(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, transform(v, k, [...parents, k])]),
    );
  }
  return value;
}

/** A namespace of the default locale as the pseudo-locales show it. */
export function pseudoBundle(bundle: unknown): unknown {
  return transform(bundle);
}
