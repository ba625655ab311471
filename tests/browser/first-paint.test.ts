/**
 * Nothing the first paint does not need competes with it, checked in an unthrottled Chromium:
 * before the first contentful paint no island code is requested (at most the small island
 * loader), only the document, the font, images and that loader load at High priority, and no
 * island repaints anything big enough to become a new, later largest-contentful-paint candidate.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser, viewports } from './support/browser';
import { routeName, routes } from '../support/locales';

const browser = setupBrowser();

interface Observed {
  lcp: number[];
  fcp?: number;
  hydratedAt?: number;
}

/** Records paints, LCP candidates and when the last island woke (if any did). */
function observe() {
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
    attributeFilter: ['data-island-ready'],
  });
}

describe('first paint at 390 px', () => {
  it.each(routes.map((route) => [routeName(route), route.path] as const))(
    '%s: no island code before the first paint, no LCP candidate after an island wakes',
    async (_name, path) => {
      const context = await browser().newContext({
        viewport: viewports.mobile,
        baseURL: baseUrl(),
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const requests: { url: string; type?: string; priority: string }[] = [];
      cdp.on('Network.requestWillBeSent', (event) =>
        requests.push({
          url: event.request.url,
          type: event.type,
          priority: event.request.initialPriority,
        }),
      );
      await page.addInitScript(observe);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.dataset.islands === 'armed');
      // One more frame, so a repaint that hydration caused has been reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
      );
      const observed = await page.evaluate(() => {
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
      await context.close();

      expect(observed.fcp).toBeGreaterThan(0);
      const early = observed.scripts.filter(
        (script) =>
          script.startTime < observed.fcp && !/\/assets\/index-[^/]+\.js$/.test(script.url),
      );
      expect(early, `island code requested before the first paint at ${observed.fcp} ms`).toEqual(
        [],
      );

      // At High or above: only the document, the font, images and the loader. Not the page's: the browser's own favicon request.
      const highOrAbove = requests.filter(
        (request) =>
          ['VeryHigh', 'High'].includes(request.priority) &&
          !/favicon/.test(new URL(request.url).pathname),
      );
      expect(
        highOrAbove.filter(
          (request) => !['Document', 'Font', 'Image', 'Script'].includes(request.type ?? ''),
        ),
      ).toEqual([]);
      expect(highOrAbove.filter((request) => request.type === 'Font')).toHaveLength(1);

      expect(observed.lcp.length).toBeGreaterThan(0);
      expect(
        observed.lcp.filter((time) => time > observed.hydratedAt),
        `LCP candidates ${observed.lcp}, hydrated at ${observed.hydratedAt}`,
      ).toEqual([]);
    },
  );
});
