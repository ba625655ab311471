import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HANG_LIMIT_MS } from '../support/waits';

/**
 * A marketer changes a Turkish plan feature after the English one was translated: English is
 * stale, in `staleKeys` and in `npm run i18n:status`, until the English is committed again; a
 * Turkish line that changed around an unchanged text does not count. A minimal locales tree in a
 * temporary git repository, each commit a day after the one before.
 */
const repository = mkdtempSync(path.join(tmpdir(), 'i18n-stale-'));
const locales = path.join(repository, 'locales');
beforeAll(() => {
  execFileSync('git', ['init', '-q'], { cwd: repository });
  for (const language of ['tr', 'en']) mkdirSync(path.join(locales, language), { recursive: true });
  writeFileSync(
    path.join(locales, 'languages.json'),
    '{ "defaultLanguage": "tr", "languages": ["tr", "en"], "translating": [] }\n',
  );
});
afterAll(() => rmSync(repository, { recursive: true, force: true }));

let day = 0;
function commit(message: string) {
  const date = `2026-01-${String(++day).padStart(2, '0')}T10:00:00Z`;
  const identity = ['-c', 'user.name=Test', '-c', 'user.email=test@example.test'];
  execFileSync('git', ['add', '-A'], { cwd: repository });
  execFileSync('git', [...identity, 'commit', '-q', '-m', message], {
    cwd: repository,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}

const plans = (name: string, features: string[]) =>
  `${JSON.stringify({ items: { starter: { name, pricing: { features } } } }, null, 2)}\n`;
const write = (language: string, text: string) =>
  writeFileSync(path.join(locales, language, 'plans.json'), text);
const edit = (language: string, from: string, to: string) =>
  write(
    language,
    readFileSync(path.join(locales, language, 'plans.json'), 'utf8').replace(from, to),
  );

async function staleKeys(language: string) {
  vi.stubEnv('LOCALES_DIR', locales);
  vi.resetModules();
  try {
    const stale = await import('../../tools/i18n/i18n-stale.ts');
    return stale.staleKeys(language);
  } finally {
    vi.unstubAllEnvs();
    vi.resetModules();
  }
}

describe('stale translations', { timeout: HANG_LIMIT_MS }, () => {
  it('marks English stale after a Turkish plan feature changes, until English is committed', async () => {
    write('tr', plans('Başlangıç', ['Çerez bannerı entegrasyonu', 'Temel onay kayıtları']));
    write('en', plans('Starter', ['Cookie banner integration', 'Basic consent records']));
    commit('Plans in Turkish and English');
    expect(await staleKeys('en')).toEqual({});

    edit('tr', 'Temel onay kayıtları', 'Gelişmiş onay kayıtları');
    expect(await staleKeys('en'), 'not committed yet').toEqual({});
    commit('A Turkish plan feature changes');
    expect(await staleKeys('en')).toEqual({ plans: ['items.starter.pricing.features.1'] });

    // The command a translator runs says the same, in words.
    const status = spawnSync('npx', ['tsx', 'tools/i18n/i18n-status.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, LOCALES_DIR: locales },
      encoding: 'utf8',
    });
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toContain(
      'en/plans: stale, tr changed after the translation: items.starter.pricing.features.1\n',
    );
    expect(status.stderr).toBe('');

    edit('en', 'Basic consent records', 'Advanced consent records');
    commit('English follows');
    expect(await staleKeys('en')).toEqual({});
  });

  it('marks only the item whose text changed in a list written on one line', async () => {
    const short = (name: string, features: string) =>
      `{\n  "items": {\n    "starter": {\n      "name": "${name}",\n      "pricing": { "features": [${features}] }\n    }\n  }\n}\n`;
    write('tr', short('Başlangıç', '"E-posta desteği", "A/B testi"'));
    write('en', short('Starter', '"Email support", "A/B testing"'));
    commit('Short lists');
    edit('tr', '"A/B testi"', '"Çoklu dil desteği"');
    commit('The second Turkish item changes');
    expect(await staleKeys('en')).toEqual({ plans: ['items.starter.pricing.features.1'] });
  });
});
