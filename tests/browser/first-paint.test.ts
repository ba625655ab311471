/**
 * Nothing the first paint does not need competes with it (issue 14), checked in an unthrottled
 * Chromium: no script is requested before the first contentful paint (the boot script of
 * scripts/preload-tags.mjs starts them after it), only the document, the font and images load at
 * High priority before it, and hydration repaints nothing big enough to become a new, later
 * largest-contentful-paint candidate.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser, viewports } from './support/browser';
import { routeName, routes } from './support/locales';

const browser = setupBrowser();

interface Observed {
  lcp: number[];
  fcp?: number;
  hydratedAt?: number;
}

/** Records paints, LCP candidates and the moment the last element of #root carries a fiber. */
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
  const check = () => {
    const last = [...document.querySelectorAll('#root *')].at(-1);
    if (last && Object.keys(last).some((key) => key.startsWith('__reactFiber$'))) {
      state.hydratedAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

describe('first paint at 390 px', () => {
  it.each(routes.map((route) => [routeName(route), route.path] as const))(
    '%s: scripts start after the first paint, no LCP candidate after hydration',
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
      await page.waitForFunction(() => (window as unknown as Observed).hydratedAt);
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
        return { lcp: state.lcp, fcp: state.fcp ?? 0, hydratedAt: state.hydratedAt!, scripts };
      });
      await context.close();

      expect(observed.fcp).toBeGreaterThan(0);
      expect(observed.scripts.length).toBeGreaterThan(5);
      const early = observed.scripts.filter((script) => script.startTime < observed.fcp);
      expect(early, `scripts requested before the first paint at ${observed.fcp} ms`).toEqual([]);

      // At High or above, besides scripts (which start after the paint): only the document, the
      // font and images. Not the page's: the browser's own favicon request.
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
