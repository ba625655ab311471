import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { metaFolder } from '../../server/locales/locales.ts';
import { site } from '../../src/config/site';

const fontFile = 'src/assets/fonts/inter-tr-wght.woff2';
const localesDir = 'locales';

/** The Unicode code points the committed font maps to a glyph. */
async function fontCodePoints() {
  const sfnt = await convert(readFileSync(fontFile), 'sfnt');
  const face = new Face(new Blob(sfnt));
  return new Set(face.collectUnicodes());
}

/** Strings anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every visible string: the locale files' values and the names and contacts in site config. */
function visibleText(): { source: string; text: string }[] {
  const sources = readdirSync(localesDir, { withFileTypes: true })
    // locales/meta/ describes keys for translators: never shown on the site.
    .filter((entry) => entry.isDirectory() && entry.name !== metaFolder)
    .flatMap((language) =>
      readdirSync(path.join(localesDir, language.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => path.join(localesDir, language.name, file)),
    )
    .map((file) => ({
      source: file,
      text: strings(JSON.parse(readFileSync(file, 'utf8'))).join('\n'),
    }));
  return [...sources, { source: 'src/config/site.ts', text: strings(site).join('\n') }];
}

describe('self-hosted font subset', () => {
  it('covers every character the copy and the site config use', async () => {
    const covered = await fontCodePoints();
    const missing: string[] = [];
    for (const { source, text } of visibleText()) {
      for (const char of new Set(text)) {
        const code = char.codePointAt(0) ?? 0;
        if (code < 0x20 || covered.has(code)) continue;
        const hex = code.toString(16).toUpperCase().padStart(4, '0');
        missing.push(`"${char}" U+${hex} in ${source}`);
      }
    }
    expect(
      missing,
      `${fontFile} lacks these characters; run \`npx tsx tools/build/subset-font.ts\` and commit the font`,
    ).toEqual([]);
  });

  it('holds the Turkish letters outside Latin-1 and stays small', async () => {
    const covered = await fontCodePoints();
    for (const char of 'ĞğİıŞşÇçÖöÜü₺€“”’–—…')
      expect(covered.has(char.codePointAt(0) ?? 0)).toBe(true);
    expect(readFileSync(fontFile).length).toBeLessThan(40 * 1024);
  });
});
