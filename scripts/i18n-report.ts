// `npm run i18n:report`: a static page for translators, i18n-report/index.html (git-ignored), that
// opens offline. For every key of the source locale: its namespace and file, its text in every
// locale, its status, description and limit, and cropped screenshots of the places it shows on
// the site (up to `placesPerKey` per key) at desktop and 390 px width. It starts `npm run dev`
// and crawls every page it links to in key mode (src/dev/key-mode.ts), in Chromium, so it shows
// the current files with no build. Keys no page shows are listed as such.
//
// Status per locale: "missing" (absent or empty), "stale" when the source (Turkish) text changed
// after the locale's text was committed (scripts/i18n-stale.ts, as `npm run i18n:status` says),
// otherwise "translated".
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../server/system/chromium.ts';
import { startDevServer } from './dev-process';
import {
  keysWantingShot,
  keyStatuses,
  reportHtml,
  viewports,
  type Shot,
  type Viewport,
} from './i18n-report-page';
import { keyInfo } from './i18n-keys';
import { createGitHistory } from './i18n-stale';
import { stringLeaves } from './locale-meta.ts';
import { languageConfig, readLocale } from '../server/locales/locales.ts';
import { islandAttr, islandSelector } from '../src/routing/page-markers.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'i18n-report');
const shotsDir = path.join(outDir, 'shots');

/** Same-origin page paths linked from `page` (the site's menus and footers reach every page). */
const linksOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
      .map((link) => new URL(link.href).pathname)
      .filter((pathname) => !pathname.startsWith('/api/')),
  );

/**
 * Where each marked element sits on the layout, in document order: the tag names from the body
 * down to it (`header>div>nav>a`), so the same header link on every page is one place.
 */
const placesOf = (page: Page) =>
  // A string, not a function: tsx names functions with a helper the page does not have.
  page.evaluate(`[...document.querySelectorAll('body [data-i18n-key]')].map((element) => {
    const names = [];
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      names.unshift(node.tagName.toLowerCase());
    }
    return names.join('>');
  })`) as Promise<string[]>;

/** Scrolls through the page so every island near the viewport wakes and is marked. */
async function wakeIslands(page: Page) {
  await page.waitForFunction(
    (armed) => document.documentElement.getAttribute(armed) === 'armed',
    islandAttr.armed,
  );
  // A string, not a function: tsx names functions with a helper the page does not have.
  await page.evaluate(`(async () => {
    const frame = () => new Promise((resolve) => {
      requestAnimationFrame(resolve);
      setTimeout(resolve, 100);
    });
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    for (const form of document.querySelectorAll(${JSON.stringify(`${islandSelector()} form`)})) {
      form.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    scrollTo({ top: 0, behavior: 'instant' });
  })()`);
  await page.waitForLoadState('networkidle');
}

async function main() {
  const started = performance.now();
  const { defaultLanguage, languages } = languageConfig({ pseudo: false });
  const references = Object.entries(readLocale(defaultLanguage)).flatMap(([namespace, bundle]) =>
    [...stringLeaves(bundle).keys()].map((key) => `${namespace}:${key}`),
  );
  const history = createGitHistory(root);
  const infos = references.map((reference) => keyInfo(reference));

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(shotsDir, { recursive: true });
  const shots = new Map<string, Shot[]>();
  const server = await startDevServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let shotCount = 0;
  let pageCount = 0;
  try {
    for (const viewport of Object.keys(viewports) as Viewport[]) {
      const context = await browser.newContext({ viewport: viewports[viewport] });
      const page = await context.newPage();
      // The dev server compiles each module on its first request: a cold page can take minutes.
      page.setDefaultTimeout(300_000);
      const queue = languages.map((language) =>
        language === defaultLanguage ? '/' : `/${language}/`,
      );
      const seen = new Set(queue);
      while (queue.length > 0) {
        const pathname = queue.shift()!;
        const response = await page.goto(`${server.origin}${pathname}?i18n=keys`);
        if (!response?.ok()) continue;
        pageCount++;
        await wakeIslands(page);
        for (const link of await linksOf(page)) {
          if (!seen.has(link)) {
            seen.add(link);
            queue.push(link);
          }
        }
        const marked = await page.locator('body [data-i18n-key]').all();
        const places = await placesOf(page);
        for (const [index, element] of marked.entries()) {
          const keys = ((await element.getAttribute('data-i18n-key')) ?? '').split(' ');
          const place = places[index] ?? '';
          const wanted = keysWantingShot(keys, shots, viewport, place);
          if (wanted.length === 0 || !(await element.isVisible())) continue;
          const file = `shots/${viewport}-${++shotCount}.jpg`;
          try {
            await element.screenshot({
              path: path.join(outDir, file),
              type: 'jpeg',
              quality: 60,
              timeout: 5_000,
            });
          } catch {
            continue;
          }
          for (const key of wanted) {
            shots.set(key, [...(shots.get(key) ?? []), { viewport, page: pathname, place, file }]);
          }
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const rows = infos.map((info) => ({
    ...info,
    status: keyStatuses(info, defaultLanguage, history),
    shots: shots.get(info.reference) ?? [],
  }));
  writeFileSync(path.join(outDir, 'index.html'), reportHtml(rows, languages));
  const shown = rows.filter((row) => row.shots.length > 0).length;
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `i18n-report/index.html: ${rows.length} keys, ${shown} with a screenshot ` +
      `(${shotCount} screenshots from ${pageCount} page loads), ${rows.length - shown} shown on ` +
      `no page; ${seconds} s`,
  );
}

await main();
