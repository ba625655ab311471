/**
 * The JavaScript a page has loaded once it is idle at the top and nobody has touched it, at the
 * phone width Lighthouse uses: the island loader, plus the islands that wake by themselves
 * (those in the first screen, the consent banner with Tag Manager). Gzipped sizes of the built
 * files, against tests/budgets.json.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSize, kib } from '../../scripts/measure-dist.mjs';
import budgets from '../budgets.json';
import { newContext, setupBrowser, waitForHydration } from './support/browser';
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

describe('JavaScript before any interaction (390 px, idle at the top)', () => {
  it.each(pages)('$name loads at most its budget', async ({ id, path: route }) => {
    const context = await newContext(browser(), { viewport: 'mobile' });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // Idle: islands that wake by themselves have had their chance.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.waitForLoadState('networkidle');
    await context.close();

    const files = [...scripts].map((url) => ({ url, gzip: gzipSize(path.join(dist, url)) }));
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const list = files.map((file) => `  ${kib(file.gzip).padStart(6)} KiB  ${file.url}`).join('\n');
    expect(total, `the island loader at least`).toBeGreaterThan(1024);
    expect(
      total,
      `${route} loaded ${kib(total)} KiB of JavaScript before any interaction, budget ${kib(budget(id))} KiB:\n${list}`,
    ).toBeLessThanOrEqual(budget(id));
  });
});
