/**
 * Nothing the first paint does not need competes with it (issue 14), checked in an unthrottled
 * Chromium: every script the page loads before hydrating is requested at Low priority (only the
 * HTML and the font at High or above), and hydration repaints nothing big enough to become a
 * new, later largest-contentful-paint candidate.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser, viewports } from './support/browser';
import { paths, routeIds } from './support/content';

const browser = setupBrowser();

/** Records LCP candidates and the moment the footer (rendered last) carries a React fiber. */
function observe() {
  const state = window as unknown as { lcp: number[]; hydratedAt?: number };
  state.lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    const last = document.querySelector('footer p:last-of-type');
    if (last && Object.keys(last).some((key) => key.startsWith('__reactFiber$'))) {
      state.hydratedAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

describe('first paint at 390 px', () => {
  it.each(routeIds)('%s: scripts at Low priority, no LCP candidate after hydration', async (id) => {
    const context = await browser().newContext({ viewport: viewports.mobile, baseURL: baseUrl() });
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
    await page.goto(paths[id], { waitUntil: 'networkidle' });
    await page.waitForFunction(() => (window as unknown as { hydratedAt?: number }).hydratedAt);
    // One more frame, so a repaint that hydration caused has been reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
    const { lcp, hydratedAt } = await page.evaluate(() => {
      const state = window as unknown as { lcp: number[]; hydratedAt: number };
      return { lcp: state.lcp, hydratedAt: state.hydratedAt };
    });
    await context.close();

    // Not the page's: the browser's own favicon request; loaded on use: forms' and carousels' code.
    const early = requests.filter(
      (request) => !/favicon|send-request|toast|swiper/.test(new URL(request.url).pathname),
    );
    const scripts = early.filter((request) => request.type === 'Script');
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((request) => request.priority !== 'Low').map((r) => r.url)).toEqual([]);
    // At High or above: only the document, the font and an image the first paint shows.
    const highOrAbove = early.filter((request) => ['VeryHigh', 'High'].includes(request.priority));
    expect(
      highOrAbove.filter((request) => !['Document', 'Font', 'Image'].includes(request.type ?? '')),
    ).toEqual([]);
    expect(highOrAbove.filter((request) => request.type === 'Font')).toHaveLength(1);

    expect(lcp.length).toBeGreaterThan(0);
    expect(
      lcp.filter((time) => time > hydratedAt),
      `LCP candidates ${lcp}, hydrated at ${hydratedAt}`,
    ).toEqual([]);
  });
});
