import { describe, expect, it } from 'vitest';
import {
  openPage,
  setupBrowser,
  viewportNames,
  waitForFullHydration,
  waitForHydration,
} from './support/browser';
import { common, paths, routeIds } from './support/content';

const browser = setupBrowser();

describe.each(viewportNames)('hydration at %s width', (viewport) => {
  it.each(routeIds)('%s hydrates with no console errors or warnings', async (id) => {
    const { page, problems, close } = await openPage(browser(), paths[id], { viewport });
    await waitForFullHydration(page);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('client-side navigation after hydration', () => {
  it('follows header links without a full page load', async () => {
    const { page, problems, close } = await openPage(browser(), paths.home);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));

    await page
      .getByRole('navigation', { name: common.header.navLabel })
      .getByRole('link', { name: common.header.nav.pricing })
      .click();
    await page.waitForURL(`**${paths.pricing}`);
    await expect.poll(() => page.locator('h1').textContent()).not.toBe('');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same-document',
    );
    expect(problems).toEqual([]);
    await close();
  });
});
