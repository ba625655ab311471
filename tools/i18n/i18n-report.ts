// `npm run i18n:report`: a static page for translators, i18n-report/index.html (git-ignored), that
// opens offline. For every key of the source locale: its namespace and file, its text in every
// locale, its status, description and limit, and screenshots of the places it shows on the site
// (up to `placesPerKey` per key) at desktop and 390 px width, each the element outlined in its
// surroundings. It starts `npm run dev` and crawls every page it links to in key mode
// (src/dev/key-mode.ts), in Chromium, both widths at once, so it shows the current files with no
// build. Each page is taken as one image, which the report crops per key: one screenshot per page
// instead of one per element keeps the run within minutes. Keys no page shows are listed as such.
//
// Status per locale: "missing" (absent or empty), "stale" when the source (Turkish) text changed
// after the locale's text was committed (tools/i18n/i18n-stale.ts, as `npm run i18n:status` says),
// with the source text then and now, otherwise "translated".
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../server/system/chromium.ts';
import { startDevServer } from '../dev/dev-process';
import {
  cropAround,
  keysWantingShot,
  keyStatuses,
  pageTiles,
  reportHtml,
  sourceWhenTranslated,
  tileOf,
  viewports,
  type Box,
  type ReportRow,
  type Shot,
  type Viewport,
} from './i18n-report-page';
import { keyInfo } from './i18n-keys';
import { createGitHistory } from './i18n-stale';
import { stringLeaves } from './locale-meta.ts';
import { languageConfig, readLocale } from '../../server/locales/locales.ts';
import { islandAttr, islandSelector } from '../../src/routing/page-markers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'i18n-report');
const shotsDir = path.join(outDir, 'shots');

/** Same-origin page paths linked from `page` (the site's menus and footers reach every page). */
const linksOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
      .map((link) => new URL(link.href).pathname)
      .filter((pathname) => !pathname.startsWith('/api/')),
  );

/** A marked element as the crawl sees it once the page is still, at the top of the page. */
interface Mark {
  keys: string[];
  /**
   * Where it sits on the layout: the tag names from the body down to it (`header>div>nav>a`), so
   * the same header link on every page is one place.
   */
  place: string;
  /** Its box in page pixels; null when it is not shown (no box, hidden). */
  box: Box | null;
}

/** Every marked element of the page, in document order, and the page's size. */
const marksOf = (page: Page) =>
  // A string, not a function: tsx names functions with a helper the page does not have.
  page.evaluate(`(() => {
    const marks = [...document.querySelectorAll('body [data-i18n-key]')].map((element) => {
      const names = [];
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        names.unshift(node.tagName.toLowerCase());
      }
      const rect = element.getBoundingClientRect();
      const shown = rect.width > 0 && rect.height > 0 &&
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      return {
        keys: (element.getAttribute('data-i18n-key') ?? '').split(' '),
        place: names.join('>'),
        box: shown
          ? { x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height }
          : null,
      };
    });
    const root = document.documentElement;
    return { marks, width: root.scrollWidth, height: root.scrollHeight };
  })()`) as Promise<{ marks: Mark[]; width: number; height: number }>;

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

/** What a crawl at one width found: shots per key, page loads, page images. */
interface Crawl {
  pages: number;
  images: number;
}

/**
 * What a visitor opens to read more, opened in turn after the page as it loads: every FAQ answer
 * (native `<details>`), then the first popover a visible button opens (the phone menu's drawer).
 * Each answers whether it opened anything.
 */
const reveals = [
  `(() => {
    const closed = [...document.querySelectorAll('main details:not([open])')];
    for (const details of closed) {
      // A named group opens one at a time: ungrouped, every answer stays open.
      details.removeAttribute('name');
      details.open = true;
    }
    return closed.length > 0;
  })()`,
  `(() => {
    const toggle = [...document.querySelectorAll('button[popovertarget]')].find(
      (button) => button.checkVisibility() && button.getAttribute('popovertargetaction') !== 'hide',
    );
    const popover = toggle && document.getElementById(toggle.getAttribute('popovertarget'));
    if (!popover || popover.matches(':popover-open')) return false;
    popover.showPopover();
    return true;
  })()`,
];

/**
 * Adds to `shots` the places of the page's marked elements whose keys still want one, each a crop
 * of a page image taken once (a few tall tiles for a long page) and only when a key wants it.
 */
async function shootPage(
  page: Page,
  pathname: string,
  viewport: Viewport,
  shots: Map<string, Shot[]>,
  crawl: Crawl,
) {
  const { marks, width, height } = await marksOf(page);
  const tiles = pageTiles(height);
  const files = new Map<number, string>();
  let taken = 0;
  for (const { keys, place, box } of marks) {
    if (!box) continue;
    const wanted = keysWantingShot(keys, shots, viewport, place);
    if (wanted.length === 0) continue;
    const index = tileOf(box, tiles);
    const tile = tiles[index]!;
    if (!files.has(index)) {
      const file = `shots/${viewport}-${++crawl.images}.jpg`;
      await page.screenshot({
        path: path.join(outDir, file),
        fullPage: true,
        clip: { x: 0, y: tile.y, width, height: tile.height },
        type: 'jpeg',
        quality: 60,
      });
      files.set(index, file);
    }
    const image = { width, height: tile.height };
    const mark = { ...box, y: box.y - tile.y };
    const shot: Shot = {
      viewport,
      page: pathname,
      place,
      file: files.get(index)!,
      image,
      crop: cropAround(mark, image),
      mark,
    };
    for (const key of wanted) shots.set(key, [...(shots.get(key) ?? []), shot]);
    taken++;
  }
  return taken;
}

/**
 * Walks every page of the source language reachable from its home at `viewport`'s width, its
 * "page not found" and the other languages' homes, and adds to `shots` the places each key shows.
 * Other languages' pages show the same keys in the same places, so past their home (where the
 * language switcher offers the source language) they add none; every language's text is in the
 * report all the same.
 */
async function crawl(
  browser: Browser,
  origin: string,
  viewport: Viewport,
  otherLanguages: string[],
  shots: Map<string, Shot[]>,
): Promise<Crawl> {
  // Reduced motion: no element caught mid-entrance, half transparent.
  const context = await browser.newContext({
    viewport: viewports[viewport],
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // The dev server compiles each module on its first request: a cold page can take minutes.
  page.setDefaultTimeout(300_000);
  const notFound = '/i18n-report-no-such-page';
  const queue = ['/', notFound, ...otherLanguages.map((language) => `/${language}/`)];
  const seen = new Set(queue);
  const ofOtherLanguage = (pathname: string) =>
    otherLanguages.some((language) => pathname.startsWith(`/${language}/`));
  const result: Crawl = { pages: 0, images: 0 };
  try {
    while (queue.length > 0) {
      const pathname = queue.shift()!;
      const started = performance.now();
      const response = await page.goto(`${origin}${pathname}?i18n=keys`);
      if (!response || (!response.ok() && !(pathname === notFound && response.status() === 404))) {
        console.log(`${viewport}: ${pathname} answered ${response?.status() ?? 'nothing'}`);
        continue;
      }
      result.pages++;
      await wakeIslands(page);
      for (const link of await linksOf(page)) {
        if (!seen.has(link) && !ofOtherLanguage(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
      let taken = await shootPage(page, pathname, viewport, shots, result);
      for (const reveal of reveals) {
        if (await page.evaluate(reveal)) {
          taken += await shootPage(page, pathname, viewport, shots, result);
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `${viewport} ${result.pages} (${queue.length} to go): ${pathname}, ${taken} places, ${seconds} s`,
      );
    }
  } finally {
    await context.close();
  }
  return result;
}

async function main() {
  const started = performance.now();
  const { defaultLanguage, languages: configured } = languageConfig({ pseudo: false });
  const languages = [defaultLanguage, ...configured.filter((code) => code !== defaultLanguage)];
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
  let crawls: Crawl[];
  try {
    // Both widths at once: each mostly waits on the dev server and the browser.
    crawls = await Promise.all(
      (Object.keys(viewports) as Viewport[]).map((viewport) =>
        crawl(browser, server.origin, viewport, languages.slice(1), shots),
      ),
    );
  } finally {
    await browser.close();
    await server.stop();
  }

  const rows = infos.map((info): ReportRow => {
    const sourceThen: Record<string, string> = {};
    for (const language of languages) {
      if (language === defaultLanguage || !info.texts[language]?.trim()) continue;
      const then = sourceWhenTranslated(info, defaultLanguage, language, history);
      if (then !== undefined) sourceThen[language] = then;
    }
    return {
      ...info,
      status: keyStatuses(info, defaultLanguage, history),
      sourceThen,
      shots: shots.get(info.reference) ?? [],
    };
  });
  writeFileSync(path.join(outDir, 'index.html'), reportHtml(rows, languages));
  const shown = rows.filter((row) => row.shots.length > 0).length;
  const places = rows.reduce((sum, row) => sum + row.shots.length, 0);
  const pages = crawls.reduce((sum, crawl) => sum + crawl.pages, 0);
  const images = crawls.reduce((sum, crawl) => sum + crawl.images, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `i18n-report/index.html: ${rows.length} keys, ${shown} with a screenshot ` +
      `(${places} places in ${images} page images from ${pages} page loads), ` +
      `${rows.length - shown} shown on no page; ${seconds} s`,
  );
}

await main();
