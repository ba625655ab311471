// The default build (no VITE_GTM_ID): the footer link still opens preferences that say only
// necessary storage is used, and our own scanner finds no banner on it. That no page shows a
// banner, sends a request off the site's origin or stores anything: page-load.test.ts; that the
// cookie policy says so: tests/built. The build with a banner, scanned: consent-gtm.test.ts.
import { describe, expect, it } from 'vitest';
import { createRunScan } from '../../server/scanner/engine/scan';
import { baseUrl, setupBrowser, viewports, waitForHydration } from './support/browser';
import { copy, defaultLanguage, languages, pathOf } from '../support/locales';

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

describe('our own cookie scanner, pointed at the default build', () => {
  it('finds no banner: the configurator’s preview on the home page is page content, and nothing needs consent', async () => {
    const home = `${baseUrl()}${pathOf(defaultLanguage, 'home')}`;
    // The preview is there, with the banner's reject and accept words, for the scan to mistake.
    const context = await getBrowser().newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto(home, { waitUntil: 'load' });
    const consent = copy(defaultLanguage, 'consent');
    expect(await page.getByText(consent.banner.reject, { exact: true }).count()).toBeGreaterThan(0);
    await context.close();

    const run = createRunScan({
      allowHosts: new Set([new URL(baseUrl()).host]),
      lookup: async (host) => {
        throw new Error(`tests resolve no names (${host})`);
      },
      maxExtraPages: 1,
    });
    const report = await run(home, {
      id: 'own-default-build',
      onProgress: () => {},
      signal: new AbortController().signal,
    });
    expect(report.notRun).toEqual([]);
    expect(report.banner).toMatchObject({ found: false, rejectLabel: null, acceptLabel: null });
    expect(report.afterReject).toBeNull();
    expect(report.afterAccept).toBeNull();
    expect(report.firstVisit.hosts.filter((host) => host.thirdParty)).toEqual([]);
    // No banner is no fault where nothing needs consent.
    expect(report.findings.map((finding) => finding.id)).not.toContain('banner-not-found');
    expect(report.findings.filter((finding) => finding.severity !== 'low')).toEqual([]);
  });
});
