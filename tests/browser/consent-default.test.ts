// The default build (no VITE_GTM_ID): the footer link still opens preferences that say only
// necessary storage is used. That no page shows a banner, sends a request off the site's origin
// or stores anything: page-load.test.ts; that the cookie policy says so: tests/built.
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser, viewports, waitForHydration } from './support/browser';
import { copy, languages, pathOf } from '../support/locales';

const getBrowser = setupBrowser();

describe('consent without VITE_GTM_ID', () => {
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
      await page.goto(pathOf(language, 'pricing'), { waitUntil: 'load' });
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
});
