import { describe, expect, it } from 'vitest';
import {
  openPage,
  setupBrowser,
  viewportNames,
  waitForFullHydration,
  waitForHydration,
} from './support/browser';
import { copy, languages, pathOf, routeName, routes } from './support/locales';

const browser = setupBrowser();
const named = routes.map((route) => ({ ...route, name: routeName(route) }));

describe.each(viewportNames)('hydration at %s width', (viewport) => {
  it.each(named)('$name hydrates with no console errors or warnings', async (route) => {
    const { page, problems, close } = await openPage(browser(), route.path, { viewport });
    await waitForFullHydration(page);
    expect(problems).toEqual([]);
    await close();
  });
});

describe.each(languages)('client-side navigation after hydration (%s)', (language) => {
  it(`${language}: follows header links without a full page load`, async () => {
    const common = copy(language, 'common');
    const { page, problems, close } = await openPage(browser(), pathOf(language, 'home'));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));

    await page
      .getByRole('navigation', { name: common.header.navLabel })
      .getByRole('link', { name: common.header.nav.pricing })
      .click();
    await page.waitForURL(`**${pathOf(language, 'pricing')}`);
    await expect.poll(() => page.locator('h1').textContent()).not.toBe('');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same-document',
    );
    expect(problems).toEqual([]);
    await close();
  });
});
