import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser, waitForHydration } from './support/browser';
import { copy, languages, pathOf } from '../support/locales';
import { linkTarget } from './support/page-content';

const browser = setupBrowser();
const planIds = ['starter', 'standard', 'enterprise'] as const;

// The plans and features in the prerendered page: tests/built/pricing.test.ts. Here, one visit per
// locale at 390 px: the plans as assistive technology reads them, and where their links lead.
describe.each(languages)('%s pricing page', (language) => {
  const pricing = copy(language, 'pricing');
  const plansCopy = copy(language, 'plans');
  it('describes the three plans with their features, Standart marked popular in words, shows no prices, and its links lead to the cookie-scan and contact pages', async () => {
    const { page, problems, close } = await openPage(browser(), pathOf(language, 'pricing'), {
      viewport: 'mobile',
    });
    await waitForHydration(page);
    const plans = page.getByRole('region', { name: pricing.plans.title }).getByRole('article');
    expect(await plans.count()).toBe(3);
    for (const [index, id] of planIds.entries()) {
      const card = plans.nth(index);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(
        plansCopy.items[id].name,
      );
      expect(await card.getByRole('listitem').allTextContents()).toEqual(
        plansCopy.items[id].pricing.features,
      );
      expect(await card.getByText(plansCopy.popular).count()).toBe(id === 'standard' ? 1 : 0);
      // Every plan's call to action, with the spec's label, leads to the contact page (naming
      // the plan in its query).
      const cta = card.getByRole('link', { name: plansCopy.items[id].pricing.cta, exact: true });
      expect(await linkTarget(cta)).toBe(pathOf(language, 'contact'));
    }

    const main = (await page.getByRole('main').textContent()) ?? '';
    for (const price of ['$29', '$79', '$199']) {
      expect(main).not.toContain(price);
    }
    expect(main).not.toContain(plansCopy.price.period.month);
    const scanLink = page.getByRole('link', { name: pricing.scan.link });
    expect(await linkTarget(scanLink)).toBe(pathOf(language, 'cookieScan'));

    // The chosen plan goes with the visitor, for the contact form to show and send.
    await page.getByRole('link', { name: plansCopy.items.standard.pricing.cta }).click();
    await page.waitForURL(
      (url) => url.pathname === pathOf(language, 'contact') && url.search === '?plan=standard',
    );
    // The form wakes at once for a chosen plan and names it in the page's language.
    const context = page.locator('[data-request-context]');
    await context.waitFor();
    expect(await context.textContent()).toContain(plansCopy.items.standard.name);
    expect(problems).toEqual([]);
    await close();
  });
});
