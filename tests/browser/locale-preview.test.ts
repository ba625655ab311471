import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '../../tools/dev/dev-process';
import { copy } from '../support/locales';
import { copyProject } from '../support/project-copy';
import {
  collectProblems,
  readyIsland,
  setupBrowser,
  viewports,
  waitForFullHydration,
} from './support/browser';
import { HANG_LIMIT_MS } from '../support/waits';

/**
 * A marketer's preview of a language being translated: in a copy of the project,
 * `npm run locale:add -- de`, one string translated, then `npm run dev` serves `/de/` with the
 * translated string in German and every other string in Turkish, marked as untranslated.
 * (tests/built/locale-add.test.ts checks that the build publishes nothing of it.)
 */
const getBrowser = setupBrowser();
const translated = 'Cookie-Einwilligungen für die KVKK verwalten';
let copied: ReturnType<typeof copyProject> | undefined;
let server: Awaited<ReturnType<typeof startDevServer>> | undefined;

beforeAll(async () => {
  copied = copyProject('locale-preview-');
  const added = spawnSync('npm', ['run', '--silent', 'locale:add', '--', 'de'], {
    cwd: copied.project,
    encoding: 'utf8',
  });
  if (added.status !== 0) throw new Error(added.stderr);
  const home = path.join(copied.project, 'locales', 'de', 'home.json');
  const bundle = JSON.parse(readFileSync(home, 'utf8'));
  bundle.hero.title = translated;
  writeFileSync(home, JSON.stringify(bundle, null, 2));
  server = await startDevServer({}, copied.project);
});

afterAll(async () => {
  await server?.stop();
  copied?.remove();
});

/** `/de/` in the browser, every island hydrated. */
async function open(url: string) {
  const context = await getBrowser().newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  // The dev server compiles each module on its first request: a cold page can take minutes.
  page.setDefaultTimeout(HANG_LIMIT_MS);
  const problems = collectProblems(page);
  const response = await page.goto(`${server!.origin}${url}`);
  await waitForFullHydration(page);
  return { page, problems, status: response?.status(), close: () => context.close() };
}

describe('npm run dev previews a language being translated', () => {
  it('serves /de/ in German where translated, the rest in Turkish and marked', async () => {
    const { page, problems, status, close } = await open('/de/');
    try {
      expect(status).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
      expect(problems).toEqual([]);

      const heading = page.locator('main h1');
      expect(await heading.innerText()).toBe(translated);
      expect(await heading.getAttribute('data-i18n-untranslated')).toBeNull();

      const productLink = page.locator('header nav a', {
        hasText: String(copy('tr', 'common').header.nav.product),
      });
      expect(await productLink.first().getAttribute('data-i18n-untranslated')).toBe(
        'common:header.nav.product',
      );
      // Untranslated slugs are the source language's, under the new prefix.
      expect(await productLink.first().getAttribute('href')).toBe(
        `/de${String(copy('tr', 'routes').paths.product)}`,
      );
      // Visibly marked, in hydrated islands too, with no marker characters left in the text.
      expect(
        await productLink.first().evaluate((link) => getComputedStyle(link).outlineStyle),
      ).toBe('dashed');
      expect(await page.locator('main [data-i18n-untranslated]').count()).toBeGreaterThan(20);
      expect(
        await page.locator(`${readyIsland()} [data-i18n-untranslated]`).count(),
      ).toBeGreaterThan(0);
      expect(await page.title()).not.toMatch(/[\u2062\u2063\u2064]/);
    } finally {
      await close();
    }
  });

  it('leaves the published languages unmarked', async () => {
    const { page, close } = await open('/en/');
    try {
      expect(await page.locator('html').getAttribute('data-i18n-preview')).toBeNull();
      expect(await page.locator('[data-i18n-untranslated]').count()).toBe(0);
    } finally {
      await close();
    }
  });
});
