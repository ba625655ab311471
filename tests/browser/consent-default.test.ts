// The default build (no VITE_GTM_ID): no banner, no request off the site's origin, nothing
// stored; the footer link still opens preferences that say only necessary storage is used.
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser, viewports, waitForHydration } from './support/browser';
import { copy, languages, pathOf, routeName, routes } from '../support/locales';

const getBrowser = setupBrowser();

describe('consent without VITE_GTM_ID', () => {
  it.each(routes.map((route) => [routeName(route), route.path] as const))(
    '%s: no banner, no request leaves the origin, nothing stored',
    async (_name, path) => {
      const context = await getBrowser().newContext({
        viewport: viewports.desktop,
        baseURL: baseUrl(),
      });
      const outside: string[] = [];
      await context.route(
        (url) => url.origin !== baseUrl(),
        (request) => {
          outside.push(request.request().url());
          return request.abort();
        },
      );
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // Scroll through the page so lazily loaded parts (configurator, carousels) load too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-consent-banner="page"]').count()).toBe(0);
      expect(outside).toEqual([]);
      expect(await page.evaluate(() => [localStorage.length, document.cookie])).toEqual([0, '']);
      expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
      await context.close();
    },
  );

  it.each(languages)(
    '%s: the footer link opens preferences that say only necessary storage is used',
    async (language) => {
      const common = copy(language, 'common');
      const consent = copy(language, 'consent');
      const context = await getBrowser().newContext({
        viewport: viewports.mobile,
        baseURL: baseUrl(),
      });
      const page = await context.newPage();
      await page.goto(pathOf(language, 'pricing'), { waitUntil: 'networkidle' });
      await waitForHydration(page);
      const link = page.getByRole('link', { name: common.footer.cookiePreferences });
      expect(await link.getAttribute('href')).toBe(pathOf(language, 'cookiePolicy'));
      await link.click();
      const region = page.getByRole('region', { name: consent.preferences.title });
      await region.waitFor();
      await region.getByText(consent.preferences.necessaryOnly).waitFor();
      expect(await region.getByRole('switch').count()).toBe(1);
      expect(
        await region.getByRole('switch', { name: consent.categories.necessary.name }).isChecked(),
      ).toBe(true);
      expect(
        await region.getByRole('button', { name: consent.banner.accept, exact: true }).count(),
      ).toBe(0);
      // Focus is in the preferences; closing returns it to the link, and nothing was stored.
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('[data-consent-banner]')),
      ).toBe(true);
      await region.getByRole('button', { name: consent.banner.close }).first().click();
      await region.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        common.footer.cookiePreferences,
      );
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      await context.close();
    },
  );

  it.each(languages)(
    '%s: the cookie policy page says no consent record is made and only necessary storage is used',
    async (language) => {
      const policy = copy(language, 'consent-policy');
      const html = await (await fetch(`${baseUrl()}${pathOf(language, 'cookiePolicy')}`)).text();
      // Without a banner no record is made: the policy says so and shows no record table.
      expect(html).not.toContain('data-storage-key="consent"');
      expect(html).toContain(policy.record.notUsed);
      expect(html).toContain(policy.categories.onlyNecessary);
      expect(html).not.toContain('_ga');
    },
  );
});
