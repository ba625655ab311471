import type { Page } from 'playwright-core';
import { expandedState } from './support/accessibility-tree';
import { describe, expect, it } from 'vitest';
import { expectedCopyrightYears } from '../support/copyright-years';
import { site } from '../../src/config/site';
import { openPage, setupBrowser, waitForHydration } from './support/browser';
import { checksSharedBehaviour, copy, languages, pathOf, type RouteId } from '../support/locales';

const browser = setupBrowser();

const hrefPath = (href: string | null) => (href ? new URL(href, 'http://x').pathname : null);

/** The frame's copy and route table of one locale. */
function frameOf(language: string) {
  const common = copy(language, 'common');
  const path = (id: RouteId) => pathOf(language, id);
  const paths = {
    home: path('home'),
    product: path('product'),
    compliance: path('compliance'),
    pricing: path('pricing'),
    contact: path('contact'),
    cookieScan: path('cookieScan'),
    articleCookies: path('articleCookies'),
  };
  const mainNav = (page: Page) => page.getByRole('navigation', { name: common.header.navLabel });
  return { common, nav: common.header.nav, paths, mainNav };
}

describe.each(languages)('%s header at 1280 px', (language) => {
  const { common, nav, paths, mainNav } = frameOf(language);
  it('links the logo home, the three sections and the free scan, marking the active route', async () => {
    const { page, close } = await openPage(browser(), paths.product);
    await waitForHydration(page);
    const links = mainNav(page).getByRole('link');
    expect(await links.allTextContents()).toEqual([
      nav.product,
      nav.compliance,
      nav.pricing,
      nav.cookieScan,
    ]);
    expect(
      await Promise.all(
        (await links.all()).map(async (l) => hrefPath(await l.getAttribute('href'))),
      ),
    ).toEqual([paths.product, paths.compliance, paths.pricing, paths.cookieScan]);
    expect(
      await mainNav(page).getByRole('link', { name: nav.product }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      await mainNav(page).getByRole('link', { name: nav.pricing }).getAttribute('aria-current'),
    ).toBeNull();

    await mainNav(page).getByRole('link', { name: nav.pricing }).click();
    await page.waitForURL(`**${paths.pricing}`);
    await expect
      .poll(() =>
        mainNav(page).getByRole('link', { name: nav.pricing }).getAttribute('aria-current'),
      )
      .toBe('page');

    const logo = page.getByRole('banner').getByRole('link').first();
    expect(hrefPath(await logo.getAttribute('href'))).toBe(paths.home);
    expect(await page.getByRole('button', { name: common.header.openMenu }).isVisible()).toBe(
      false,
    );
    await close();
  });

  it('sends the header call to action to the contact page', async () => {
    const { page, close } = await openPage(browser(), paths.home);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: common.header.cta }).click();
    await page.waitForURL(`**${paths.contact}`);
    await close();
  });
});

describe.each(languages.filter(checksSharedBehaviour))('%s header at 390 px', (language) => {
  const { common, nav, paths, mainNav } = frameOf(language);
  it('replaces the navigation with a menu that opens, navigates and closes', async () => {
    const { page, problems, close } = await openPage(browser(), paths.home, { viewport: 'mobile' });
    await waitForHydration(page);
    expect(await mainNav(page).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: common.header.cta }).isVisible()).toBe(false);

    const toggle = page.getByRole('button', { name: common.header.openMenu });
    expect(await expandedState(page, common.header.openMenu)).toBe(false);
    await toggle.click();
    const menu = page.getByRole('dialog', { name: common.header.mobileMenuTitle });
    const drawer = menu.getByRole('navigation', { name: common.header.navLabel });
    await drawer.waitFor();
    expect(await drawer.getByRole('link').allTextContents()).toEqual([
      nav.product,
      nav.compliance,
      nav.pricing,
      nav.cookieScan,
    ]);
    expect(await menu.getByRole('link', { name: common.header.mobileCta }).isVisible()).toBe(true);

    await drawer.getByRole('link', { name: nav.compliance }).click();
    await page.waitForURL(`**${paths.compliance}`);
    await drawer.waitFor({ state: 'hidden' });
    expect(await expandedState(page, common.header.openMenu)).toBe(false);

    await toggle.click();
    await menu.getByRole('link', { name: common.header.mobileCta }).click();
    await page.waitForURL(`**${paths.contact}`);
    await menu.waitFor({ state: 'hidden' });

    // Escape closes the menu and returns focus to the toggle.
    await toggle.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

describe.each(languages.filter(checksSharedBehaviour))('%s route changes', (language) => {
  const { common, paths } = frameOf(language);
  it('scroll the new page to the top', async () => {
    const { page, close } = await openPage(browser(), paths.home, { viewport: 'mobile' });
    await waitForHydration(page);
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: common.footer.columns.product.links.pricing });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await footerLink.click();
    await page.waitForURL(`**${paths.pricing}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });
});

describe.each(languages)('%s footer', (language) => {
  const { common, paths } = frameOf(language);
  it('has the product, company and services columns with the right targets', async () => {
    const { page, close } = await openPage(browser(), paths.home);
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const column = (key: 'product' | 'company' | 'services') =>
      footer.getByRole('navigation', { name: common.footer.columns[key].title });

    const product = column('product');
    const productLinks = common.footer.columns.product.links;
    expect(
      hrefPath(
        await product.getByRole('link', { name: productLinks.product }).getAttribute('href'),
      ),
    ).toBe(paths.product);
    expect(
      hrefPath(
        await product.getByRole('link', { name: productLinks.pricing }).getAttribute('href'),
      ),
    ).toBe(paths.pricing);
    expect(
      hrefPath(
        await product.getByRole('link', { name: productLinks.contact }).getAttribute('href'),
      ),
    ).toBe(paths.contact);
    expect(
      hrefPath(await product.getByRole('link', { name: productLinks.blog }).getAttribute('href')),
    ).toBe(paths.articleCookies);

    expect(await column('company').getByRole('link').count()).toBe(4);
    const services = column('services').getByRole('link');
    expect(await services.count()).toBe(4);
    const external = await footer.locator('a[href^="http"]').all();
    // 3 company/external + 4 services + 3 social
    expect(external.length).toBe(10);
    for (const link of external) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const social = footer.getByRole('list', { name: common.footer.social.label }).getByRole('link');
    expect(await social.count()).toBe(3);
    // The copyright line: the years worked out from when dist/ was built, the parent company.
    const copyright = common.footer.copyright
      .replace('{{years}}', expectedCopyrightYears())
      .replace('{{parentCompany}}', site.parentCompany);
    expect(await footer.textContent()).toContain(copyright);
    await close();
  });
});
