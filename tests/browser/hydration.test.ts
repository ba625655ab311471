import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './support/browser';
import { copy, languages, pathOf } from '../support/locales';

const browser = setupBrowser();
// That every island of every page hydrates with no console error or warning: page-load.test.ts
// (each page under the CSP, fully hydrated).
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
