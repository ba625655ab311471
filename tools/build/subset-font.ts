// Writes src/assets/fonts/inter-tr-wght.woff2: Inter (variable weight, OFL 1.1) cut down to what
// Turkish pages use, so one small file replaces Fontsource's latin + latin-ext pair
// (48 KB + 85 KB, both needed for Turkish). Run it again when copy needs a new character:
//   npx tsx tools/build/subset-font.ts
// tests/unit/font-coverage.test.ts fails when a locale file uses a character the font lacks.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { fontCharacters } from './font-characters.ts';
import { metaFolder } from '../../server/locales/locales.ts';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const require = createRequire(import.meta.url);
const interDir = path.dirname(require.resolve('inter-ui/package.json'));
const outDir = path.join(root, 'src/assets/fonts');

/** Every character of every locale file, so the committed font covers today's copy. */
async function localeCharacters() {
  const chars = new Set<string>();
  const localesDir = path.join(root, 'locales');
  for (const language of await readdir(localesDir, { withFileTypes: true })) {
    // locales/meta/ describes keys for translators: never shown on the site.
    if (!language.isDirectory() || language.name === metaFolder) continue;
    const dir = path.join(localesDir, language.name);
    for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json'))) {
      for (const char of await readFile(path.join(dir, file), 'utf8')) {
        if ((char.codePointAt(0) ?? 0) >= 0x20) chars.add(char);
      }
    }
  }
  return chars;
}

const text = [...new Set([...fontCharacters, ...(await localeCharacters())])].sort().join('');
const source = await readFile(path.join(interDir, 'variable/InterVariable.woff2'));
const subset = await subsetFont(source, text, {
  targetFormat: 'woff2',
  // Weight stays variable; optical size is pinned to text size, as Fontsource's `wght` files are.
  variationAxes: { opsz: 14 },
  // Only the features browsers turn on by default: Inter's stylistic sets and character variants
  // (which the site never enables) would pull in hundreds of alternate glyphs (+24 KB).
  keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk'],
});

await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, 'inter-tr-wght.woff2'), subset);
await copyFile(path.join(interDir, 'LICENSE.txt'), path.join(outDir, 'OFL.txt'));
console.log(
  `src/assets/fonts/inter-tr-wght.woff2: ${subset.length} bytes, ${[...text].length} characters`,
);
