/**
 * The locale modules every loader reads (build, dev server, prerender, tests): the files of each
 * language folder, and in a pseudo build the pseudo-locales generated in memory, never written
 * into locales/.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeModules, specifier } from '../../tools/build/locale-modules.ts';

const root = path.resolve(import.meta.dirname, '../..');
const localeFolders = () => readdirSync(path.join(root, 'locales')).sort();

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('locale modules', () => {
  it('are the files of each language folder in a normal build, none generated', () => {
    vi.stubEnv('PSEUDO_LOCALE', '');
    const modules = localeModules();
    expect(modules.filter((module) => !('file' in module))).toEqual([]);
    expect(
      modules.map(({ language }) => language).filter((l, i, all) => all.indexOf(l) === i),
    ).toEqual(['en', 'tr']);
    const common = modules.find(({ language, ns }) => language === 'tr' && ns === 'common');
    expect(common && specifier(common)).toBe(path.join(root, 'locales/tr/common.json'));
  });

  it('add both pseudo-locales in a pseudo build, generated in memory from the Turkish copy', () => {
    vi.stubEnv('PSEUDO_LOCALE', '1');
    const before = localeFolders();
    const modules = localeModules();
    for (const language of ['qps', 'qps-plocm']) {
      const common = modules.find(
        (module) => module.language === language && module.ns === 'common',
      );
      expect(common && specifier(common)).toBe(`virtual:locale-file/${language}/common`);
      const bundle = common && 'generate' in common ? common.generate() : undefined;
      // locales/tr/common.json "skipToContent": "İçeriğe geç", accented, padded, in brackets.
      expect(bundle).toMatchObject({ skipToContent: '[İçéŕïğé ĝéç ~~~~]' });
    }
    expect(localeFolders()).toEqual(before);
    expect(before).not.toContain('qps');
  });
});
