import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Key mode (src/dev/: markers, edit panel, live copy) is for `npm run dev` only: nothing of it may reach dist/ (`npm run build`
 * first). Each sign is taken from the source it belongs to, so renaming one there cannot leave this
 * check looking for a string that no longer exists.
 */
const dist = path.resolve('dist');
const source = (file: string) => readFileSync(path.resolve(file), 'utf8');
const signs = [
  { sign: 'data-i18n-key', in: 'src/dev/key-mode.ts' },
  { sign: '/__i18n/key', in: 'src/dev/key-mode.ts' },
  { sign: '__i18nKeyMarkers', in: 'src/i18n/create-i18n.ts' },
  { sign: 'i18nKeyMarkers', in: 'src/dev/key-markers.ts' },
  { sign: '\\u2063', in: 'src/dev/key-markers.ts' },
  { sign: '\u2063', in: null },
  { sign: 'key-mode', in: 'tools/dev/dev.ts' },
  // The edit panel, its words and live copy.
  { sign: 'data-i18n-key-editor', in: 'src/dev/editor-dom.ts' },
  { sign: '/__i18n/save', in: 'src/dev/editor-language-section.ts' },
  { sign: '/__i18n/check', in: 'src/dev/editor-language-section.ts' },
  { sign: 'i18n:copy-changed', in: 'src/dev/live-copy-event.ts' },
  { sign: 'Alt+Shift+E', in: 'locales/en/key-editor.json' },
  { sign: 'Alt+Shift+E', in: 'locales/tr/key-editor.json' },
  // The preview of a language being translated.
  { sign: 'data-i18n-untranslated', in: 'src/dev/key-mode.ts' },
  { sign: 'data-i18n-preview', in: 'tools/dev/dev.ts' },
];

const builtFiles = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(html|js|mjs|css|json|txt|xml)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));

describe('production build', () => {
  it('has pages and scripts to look at', () => {
    expect(builtFiles.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(10);
    expect(builtFiles.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
  });

  it.each(signs)('contains no "$sign" (key mode, language preview)', ({ sign, in: file }) => {
    if (file) expect(source(file)).toContain(sign);
    const found = builtFiles.filter((built) => readFileSync(built, 'utf8').includes(sign));
    expect(found.map((built) => path.relative(dist, built))).toEqual([]);
  });
});
