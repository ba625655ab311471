import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pseudoLanguages } from '../../server/locales/locales.ts';
import { pseudoString } from '../../tools/i18n/pseudo-locale.ts';

/**
 * The pseudo-locales (`qps`, and `qps-plocm` right to left) exist only in a PSEUDO_LOCALE=1 build:
 * a build without the flag (`npm run build`, what is deployed) has no folder, page, link or text
 * of them.
 */
const dist = path.resolve('dist');
const entries = readdirSync(dist, { recursive: true, withFileTypes: true });
const builtFiles = entries
  .filter((entry) => entry.isFile() && /\.(html|js|mjs|json|txt|xml)$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
// The header's call to action as the pseudo-locales write it: on every page of a pseudo build.
const source = JSON.parse(readFileSync(path.resolve('locales/tr/common.json'), 'utf8')) as {
  header: { cta: string };
};
const pseudoSample = pseudoString(source.header.cta);

describe('production build', () => {
  it('has pages to look at', () => {
    expect(builtFiles.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(10);
  });

  it.each(pseudoLanguages)('has no folder, link or page of the pseudo-locale %s', (language) => {
    expect(entries.filter((entry) => entry.name === language)).toEqual([]);
    const linking = builtFiles.filter((file) =>
      new RegExp(`["/']${language}[/"']`).test(readFileSync(file, 'utf8')),
    );
    expect(linking.map((file) => path.relative(dist, file))).toEqual([]);
  });

  it('has no pseudo-translated text', () => {
    const found = builtFiles.filter((file) => readFileSync(file, 'utf8').includes(pseudoSample));
    expect(found.map((file) => path.relative(dist, file))).toEqual([]);
  });
});
