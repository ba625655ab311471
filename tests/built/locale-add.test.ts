import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy';
import { HANG_LIMIT_MS } from '../support/waits';
import { articleNamespace, slug, writeArticle, writtenArticle } from '../support/written-article';

/**
 * A marketer's new language, end to end, in a copy of the project (node_modules linked), so the
 * repository's own locales/ is never touched: `npm run locale:add -- de`, then the status, the
 * check and a production build, then `npm run locale:remove -- de`.
 */
let copied: ReturnType<typeof copyProject> | undefined;
const project = () => copied?.project ?? '';
const root = path.resolve(import.meta.dirname, '../..');

const npm = (...args: string[]) =>
  spawnSync('npm', ['run', '--silent', ...args], { cwd: project(), encoding: 'utf8' });
const locales = () => path.join(project(), 'locales');

beforeAll(() => {
  copied = copyProject('locale-add-');
});

afterAll(() => copied?.remove());

// Each step starts npm and tsx, a build takes minutes on a loaded machine: no step is timed.
describe('npm run locale:add', { timeout: 2 * HANG_LIMIT_MS }, () => {
  it('refuses a code that is not ISO 639-1 and changes nothing', () => {
    const before = readFileSync(path.join(locales(), 'languages.json'), 'utf8');
    for (const code of ['xx', 'deu', 'DE']) {
      const result = npm('locale:add', '--', code);
      expect(result.status, code).toBe(1);
      expect(result.stderr).toContain('ISO 639-1');
    }
    expect(readFileSync(path.join(locales(), 'languages.json'), 'utf8')).toBe(before);
    expect(existsSync(path.join(locales(), 'xx'))).toBe(false);
  });

  it('creates every namespace with the source’s shape and empty strings, and registers the code', () => {
    const result = npm('locale:add', '--', 'de');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Next steps');
    const source = readdirSync(path.join(locales(), 'tr')).sort();
    expect(readdirSync(path.join(locales(), 'de')).sort()).toEqual(source);
    const shape = (value: unknown): unknown =>
      typeof value === 'string'
        ? ''
        : Array.isArray(value)
          ? value.map(shape)
          : value && typeof value === 'object'
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
            : value;
    for (const file of source) {
      const read = (lng: string) =>
        JSON.parse(readFileSync(path.join(locales(), lng, file), 'utf8')) as unknown;
      expect(read('de'), file).toEqual(shape(read('tr')));
    }
    const config = JSON.parse(readFileSync(path.join(locales(), 'languages.json'), 'utf8'));
    expect(config.languages).toEqual(['tr', 'en', 'de']);
    expect(config.translating).toEqual(['de']);
  });

  it('shows the new language at 0% and keeps the i18n check and the formatting green', () => {
    const status = npm('i18n:status');
    expect(status.status, status.stderr).toBe(0);
    const total = status.stdout.split('\n').find((line) => line.startsWith('total'));
    expect(total?.split('|').map((cell) => cell.trim())).toEqual(['total', '100%', '100%', '0%']);
    const check = npm('i18n:check');
    expect(check.status, check.stderr).toBe(0);
    const format = spawnSync('npx', ['prettier', '--check', 'locales'], {
      cwd: project(),
      encoding: 'utf8',
    });
    expect(format.status, format.stdout).toBe(0);
  });
});

describe('a new article written in Turkish only', { timeout: 2 * HANG_LIMIT_MS }, () => {
  it('passes the i18n check; the status names what its English page still needs', () => {
    const added = npm('article:add', '--', slug);
    expect(added.status, added.stderr).toBe(0);
    writeArticle(project(), 'tr');
    const check = npm('i18n:check');
    expect(check.status, check.stderr).toBe(0);
    const status = npm('i18n:status');
    expect(status.status, status.stderr).toBe(0);
    const pageLines = (language: string) =>
      status.stdout.split(`\n${language}: `)[1]?.split('\n\n')[0]?.split('\n') ?? [];
    // English: every page as before, but the article, which waits for its own file only: its
    // lead and sections, with its card (3), address (1) and meta (2) counted there: 8 keys.
    const english = pageLines('en').filter((line) => line.startsWith('  /en'));
    expect(english.filter((line) => !line.endsWith(': published'))).toEqual([
      `  /en${writtenArticle.tr.path}: needs ${articleNamespace}.json (8 keys)`,
    ]);
  });
});

describe('a production build of them', { timeout: 2 * HANG_LIMIT_MS }, () => {
  it('publishes nothing in the untranslated language, and the new article in Turkish only', () => {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'tools/build/build.ts', '--out-dir', 'dist-de'],
      {
        cwd: project(),
        stdio: 'pipe',
      },
    );
    const dist = path.join(project(), 'dist-de');
    expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
    expect(existsSync(path.join(dist, 'en', 'index.html'))).toBe(true);
    expect(existsSync(path.join(dist, 'de'))).toBe(false);
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(html).not.toMatch(/hreflang="de"|href="\/de\//);
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/de/');

    // The article: its Turkish page; no English one, and no English card or link for it.
    expect(existsSync(path.join(dist, slug, 'index.html'))).toBe(true);
    expect(sitemap).toContain(`${writtenArticle.tr.path}</loc>`);
    const englishPages = readdirSync(path.join(dist, 'en'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => readFileSync(path.join(dist, 'en', file), 'utf8'));
    expect(englishPages.length).toBeGreaterThan(10);
    expect(
      englishPages.filter((page) => page.includes(`href="${writtenArticle.tr.path}"`)),
    ).toEqual([]);
    expect(existsSync(path.join(dist, 'en', slug))).toBe(false);
  });
});

describe('a language published page by page', { timeout: 2 * HANG_LIMIT_MS }, () => {
  it('publishes its one translated page, and every link there leads to a built page', () => {
    // The pricing page (its own copy and the plans') and what every page reads, translated (English
    // stands in for German).
    const translated = ['common', 'routes', 'consent', 'pricing', 'plans'];
    for (const ns of translated) {
      cpSync(path.join(locales(), 'en', `${ns}.json`), path.join(locales(), 'de', `${ns}.json`));
    }
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'tools/build/build.ts', '--out-dir', 'dist-de-pricing'],
      { cwd: project(), stdio: 'pipe' },
    );
    const dist = path.join(project(), 'dist-de-pricing');
    const slug = String(
      JSON.parse(readFileSync(path.join(locales(), 'de', 'routes.json'), 'utf8')).paths.pricing,
    );
    const page = path.join(dist, 'de', slug, 'index.html');
    expect(existsSync(page)).toBe(true);
    // Not built in German: the home page and every other page.
    expect(existsSync(path.join(dist, 'de', 'index.html'))).toBe(false);

    // Every link of every page (the German one, and the language switchers leading to it).
    const pagesBuilt = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(dist, file));
    const linksOf = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)/g)].map(
        (match) => match[1] ?? '',
      );
    const links = pagesBuilt.flatMap(linksOf);
    expect(linksOf(page).length).toBeGreaterThan(10);
    expect(links).toContain(`/de${slug}`);
    const missing = links.filter((link) => {
      const file = link.endsWith('/') ? `${link}index.html` : `${link}/index.html`;
      return !existsSync(path.join(dist, file)) && !existsSync(path.join(dist, link));
    });
    expect([...new Set(missing)]).toEqual([]);
    // Its home link leads to the source language's home page.
    expect(linksOf(page)).toContain('/');
    // A link into the source language says so (hreflang="tr"); one to a German page says nothing.
    const anchors = [
      ...readFileSync(page, 'utf8').matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)"[^>]*>/g),
    ].map(([tag, href]) => ({ href, hreflang: /\bhreflang="([^"]*)"/i.exec(tag)?.[1] }));
    const german = anchors.filter((anchor) => anchor.href?.startsWith('/de/'));
    const turkish = anchors.filter(
      (anchor) => !anchor.href?.startsWith('/de/') && !anchor.href?.startsWith('/en/'),
    );
    expect(german.length).toBeGreaterThan(0);
    expect(turkish.length).toBeGreaterThan(5);
    expect(german.filter((anchor) => anchor.hreflang !== undefined)).toEqual([]);
    expect(turkish.filter((anchor) => anchor.hreflang !== 'tr')).toEqual([]);
    rmSync(dist, { recursive: true, force: true });
  });
});

describe('npm run locale:remove', { timeout: 2 * HANG_LIMIT_MS }, () => {
  it('refuses the source language', () => {
    const result = npm('locale:remove', '--', 'tr');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('source language');
    expect(existsSync(path.join(locales(), 'tr'))).toBe(true);
  });

  it('undoes locale:add byte for byte', () => {
    const result = npm('locale:remove', '--', 'de');
    expect(result.status, result.stderr).toBe(0);
    expect(existsSync(path.join(locales(), 'de'))).toBe(false);
    expect(readFileSync(path.join(locales(), 'languages.json'), 'utf8')).toBe(
      readFileSync(path.join(root, 'locales', 'languages.json'), 'utf8'),
    );
  });
});
