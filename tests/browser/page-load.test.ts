/**
 * What every page does as it loads, untouched, at the phone width Lighthouse uses. One visit per
 * page watches three things, in the order a visitor meets them:
 * - First paint (unthrottled Chromium): before the first contentful paint no island code is
 *   requested (at most the small island loader and the trigger modules the page declares with
 *   it); only the document, the font, images and those scripts load at High priority; no island repaints anything big enough to become a new, later
 *   largest-contentful-paint candidate.
 * - JavaScript before any interaction: once idle at the top, the gzipped size of the scripts
 *   loaded (the loader, plus islands that wake by themselves: those in the first screen) is within
 *   tests/budgets.json.
 * - Every island, and the Content-Security-Policy (Trusted Types enforced) that `npm start` sends:
 *   after scrolling through the page with every island awake there is no CSP violation and no
 *   console error or warning (React reports a hydration mismatch there). Violations are watched
 *   as `securitypolicyviolation` events, from before any page script, and on the console, where
 *   Chromium also reports Permissions-Policy and Trusted Types problems.
 * - Consent in the default build (no VITE_GTM_ID): then there is no banner, no request has left
 *   the origin and nothing is stored.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstLoadScripts, gzipSize, htmlFileFor, kib } from '../../tools/build/measure-dist.ts';
import { islandAttr } from '../../src/routing/page-markers';
import budgets from '../budgets.json';
import {
  baseUrl,
  collectProblems,
  newContext,
  setupBrowser,
  waitForFullHydration,
  waitForHydration,
} from './support/browser';
import { cspViolations, watchCspViolations } from './support/csp';
import { languages, localePrefix, routeName, routes } from '../support/locales';

const browser = setupBrowser();
const dist = path.resolve('dist');

const pages = [
  ...routes.map((route) => ({ id: route.id as string, path: route.path, name: routeName(route) })),
  ...languages.map((language) => ({
    id: 'notFound',
    path: `${localePrefix(language)}/404.html`,
    name: `${language} 404`,
  })),
];

const budget = (id: string) =>
  (id === 'home'
    ? budgets.jsBeforeInteractionGzipKiB.home
    : budgets.jsBeforeInteractionGzipKiB.otherRoutes) * 1024;

interface Observed {
  lcp: number[];
  fcp?: number;
  hydratedAt?: number;
}

/** Records paints, LCP candidates and when the last island woke (if any did). */
function observe(readyAttribute: string) {
  const state = window as unknown as Observed;
  state.lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => (state.hydratedAt = performance.now())).observe(document, {
    subtree: true,
    attributeFilter: [readyAttribute],
  });
}

interface Request {
  url: string;
  type?: string;
  priority: string;
}

/** The scripts a built page declares: the island loader and the trigger modules it preloads. */
const declaredScripts = (route: string) =>
  new Set(firstLoadScripts(readFileSync(htmlFileFor(dist, route), 'utf8')));

function expectFirstPaintClean(
  route: string,
  observed: Awaited<ReturnType<typeof firstPaint>>,
  requests: Request[],
) {
  expect.soft(observed.fcp, 'a first contentful paint').toBeGreaterThan(0);
  const declared = declaredScripts(route);
  const early = observed.scripts.filter(
    (script) => script.startTime < observed.fcp && !declared.has(new URL(script.url).pathname),
  );
  expect
    .soft(early, `island code requested before the first paint at ${observed.fcp} ms`)
    .toEqual([]);

  // At High or above: only the document, the font, images and the loader. Not the page's: the
  // browser's own favicon request.
  const highOrAbove = requests.filter(
    (request) =>
      ['VeryHigh', 'High'].includes(request.priority) &&
      !/favicon/.test(new URL(request.url).pathname),
  );
  expect
    .soft(
      highOrAbove.filter(
        (request) => !['Document', 'Font', 'Image', 'Script'].includes(request.type ?? ''),
      ),
      'requests at High priority that are not the document, the font, an image or the loader',
    )
    .toEqual([]);
  expect
    .soft(
      highOrAbove.filter((request) => request.type === 'Font'),
      'one font at High priority',
    )
    .toHaveLength(1);

  expect.soft(observed.lcp.length, 'a largest-contentful-paint candidate').toBeGreaterThan(0);
  expect
    .soft(
      observed.lcp.filter((time) => time > observed.hydratedAt),
      `LCP candidates ${observed.lcp}, hydrated at ${observed.hydratedAt}`,
    )
    .toEqual([]);
}

/** The paints and scripts so far, once the loader has armed and one more frame has passed. */
async function firstPaint(page: Page) {
  await waitForHydration(page);
  // The observers hear of paints asynchronously, later on a busy machine: wait until the first
  // paint and an LCP candidate have been reported (a page that never paints fails here).
  await page.waitForFunction(
    () => {
      const state = window as unknown as Observed;
      return state.fcp !== undefined && state.lcp.length > 0;
    },
    null,
    { polling: 100 },
  );
  // One more frame, so a repaint that hydration caused has been reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
  return page.evaluate(() => {
    const state = window as unknown as Observed;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
    return {
      lcp: state.lcp,
      fcp: state.fcp ?? 0,
      hydratedAt: state.hydratedAt ?? Infinity,
      scripts,
    };
  });
}

function expectScriptsWithinBudget(id: string, route: string, requests: Request[]) {
  const scripts = new Set(
    requests.map((request) => new URL(request.url).pathname).filter((url) => url.endsWith('.js')),
  );
  const files = [...scripts].map((url) => ({ url, gzip: gzipSize(path.join(dist, url)) }));
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const list = files.map((file) => `  ${kib(file.gzip).padStart(6)} KiB  ${file.url}`).join('\n');
  expect.soft(total, `the island loader at least`).toBeGreaterThan(1024);
  expect
    .soft(
      total,
      `${route} loaded ${kib(total)} KiB of JavaScript before any interaction, budget ${kib(budget(id))} KiB:\n${list}`,
    )
    .toBeLessThanOrEqual(budget(id));
}

describe('a page loading untouched at 390 px', () => {
  it.each(pages)(
    '$name: no island code before the first paint, no LCP candidate after an island wakes, JavaScript within budget when idle; every island hydrates, no consent banner, no request off the origin, nothing stored, no CSP violation or console error',
    async ({ id, path: route }) => {
      const context = await newContext(browser(), { viewport: 'mobile' });
      const outside: string[] = [];
      await context.route(
        (url) => url.origin !== baseUrl(),
        (request) => {
          outside.push(request.request().url());
          return request.abort();
        },
      );
      await watchCspViolations(context);
      const page = await context.newPage();
      const console = collectProblems(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const requests: Request[] = [];
      cdp.on('Network.requestWillBeSent', (event) =>
        requests.push({
          url: event.request.url,
          type: event.type,
          priority: event.request.initialPriority,
        }),
      );
      await page.addInitScript(observe, islandAttr.ready);
      const response = await page.goto(route, { waitUntil: 'load' });
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

      expectFirstPaintClean(route, await firstPaint(page), requests);

      // Idle at the top: islands that wake by themselves have had their chance, and what they
      // asked for has arrived.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForLoadState('networkidle');
      expectScriptsWithinBudget(id, route, [...requests]);

      // Scrolled through with every island awake, so lazily loaded parts (configurator,
      // carousels, forms) have loaded and run too.
      await waitForFullHydration(page);
      expect.soft(await page.locator('[data-consent-banner="page"]').count(), 'a banner').toBe(0);
      expect.soft(outside, 'requests off the origin').toEqual([]);
      expect
        .soft(await page.evaluate(() => [localStorage.length, document.cookie]), 'stored')
        .toEqual([0, '']);
      expect.soft(await page.evaluate(() => 'dataLayer' in window), 'a dataLayer').toBe(false);
      await page.waitForLoadState('networkidle');
      expect
        .soft([...(await cspViolations(page)), ...console], 'CSP violations, console errors')
        .toEqual([]);
      await context.close();
    },
  );
});
