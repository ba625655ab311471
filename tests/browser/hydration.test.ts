import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser, waitForFullHydration } from './support/browser';
import { copy, languages, pathOf, routeName, routes } from './support/locales';

const browser = setupBrowser();
const named = routes.map((route) => ({ ...route, name: routeName(route) }));

describe('islands hydrate', () => {
  it.each(named)(
    '$name: every island hydrates with no console errors or warnings',
    async (route) => {
      const { page, problems, close } = await openPage(browser(), route.path);
      await waitForFullHydration(page);
      expect(problems).toEqual([]);
      await close();
    },
  );
});

describe.each(languages)('navigation between documents (%s)', (language) => {
  it(`${language}: a header link loads the next page as a document, in the same language`, async () => {
    const common = copy(language, 'common');
    const { page, problems, close } = await openPage(browser(), pathOf(language, 'home'));
    await page.evaluate(
      () => ((window as unknown as { marker: string }).marker = 'first-document'),
    );

    await page
      .getByRole('navigation', { name: common.header.navLabel })
      .getByRole('link', { name: common.header.nav.pricing })
      .click();
    await page.waitForURL(`**${pathOf(language, 'pricing')}`);
    await expect.poll(() => page.locator('h1').textContent()).not.toBe('');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(
      await page.evaluate(() => (window as unknown as { marker?: string }).marker),
      'a new document, not a client-side route change',
    ).toBeUndefined();
    expect(problems).toEqual([]);
    await close();
  });
});
