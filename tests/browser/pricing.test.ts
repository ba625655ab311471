import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { formatPrice } from '../../src/lib/format-price';
import { openPage, setupBrowser, viewportNames, waitForHydration } from './support/browser';
import { copy, languages, pathOf } from '../support/locales';
import { linkTarget } from './support/page-content';

const browser = setupBrowser();
const planIds = ['starter', 'standard', 'enterprise'] as const;

const cases = languages.flatMap((language) =>
  viewportNames.map((viewport) => ({ language, viewport })),
);

describe.each(cases)('$language pricing page at $viewport width', ({ language, viewport }) => {
  const common = copy(language, 'common');
  const pricing = copy(language, 'pricing');
  it('describes the three plans with their features, Standart marked popular in words', async () => {
    const { page, problems, close } = await openPage(browser(), pathOf(language, 'pricing'), {
      viewport,
    });
    await waitForHydration(page);
    const plans = page.getByRole('region', { name: pricing.plans.title }).getByRole('article');
    expect(await plans.count()).toBe(3);
    for (const [index, id] of planIds.entries()) {
      const card = plans.nth(index);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(
        common.plans.names[id],
      );
      expect(await card.getByRole('listitem').allTextContents()).toEqual(
        pricing.plans.items[id].features,
      );
      expect(await card.getByText(common.plans.popular).count()).toBe(id === 'standard' ? 1 : 0);
      // Every plan's call to action, with the spec's label, leads to the contact page.
      const cta = card.getByRole('link', { name: pricing.plans.items[id].cta, exact: true });
      expect(await linkTarget(cta)).toBe(pathOf(language, 'contact'));
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('shows no prices and links to the cookie-scan page', async () => {
    const { page, close } = await openPage(browser(), pathOf(language, 'pricing'), { viewport });
    await waitForHydration(page);
    const main = (await page.getByRole('main').textContent()) ?? '';
    for (const price of [29, 79, 199]) {
      expect(main).not.toContain(formatPrice(price, site.pricing.currency, language));
    }
    expect(main).not.toContain(common.price.period[site.pricing.period]);

    const scanLink = page.getByRole('link', { name: pricing.scan.link });
    expect(await linkTarget(scanLink)).toBe(pathOf(language, 'cookieScan'));
    await scanLink.click();
    await page.waitForURL(`**${pathOf(language, 'cookieScan')}`);
    await close();
  });

  it('sends each plan\u2019s call to action to the contact page', async () => {
    const { page, close } = await openPage(browser(), pathOf(language, 'pricing'), { viewport });
    await waitForHydration(page);
    await page.getByRole('link', { name: pricing.plans.items.standard.cta }).click();
    await page.waitForURL(`**${pathOf(language, 'contact')}`);
    await close();
  });
});

// The plans and features in the prerendered pricing page: tests/built/pricing.test.ts.
