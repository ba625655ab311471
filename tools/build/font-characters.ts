// The characters the self-hosted Inter subset always holds (tools/build/subset-font.ts adds every
// character the locale files use on top): Basic Latin, Latin-1, the Turkish letters outside
// Latin-1, and the typographic punctuation Turkish copy uses.
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

export const fontCharacters = [
  ...range(0x20, 0x7e), // Basic Latin
  ...range(0xa0, 0xff), // Latin-1 Supplement: ç ö ü Ç Ö Ü, ©, «», nbsp
  ...'ĞğİıŞş',
  ...'‘’‚“”„–—…•‹›€₺™→←−',
  '\u2009', // thin space
  '\u2011', // non-breaking hyphen
];
