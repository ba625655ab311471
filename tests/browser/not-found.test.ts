import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser, waitForHydration } from './support/browser';
import { copy, languages, pathOf, unknownPath } from '../support/locales';

const browser = setupBrowser();

// The status and the page the server answers with: tests/http/served.test.ts.
describe.each(languages)('unknown paths (%s)', (language) => {
  const missing = unknownPath(language);
  const common = copy(language, 'common');

  it(`${language} ${missing} answers 404 with a message and a link home`, async () => {
    const { page, problems, close } = await openPage(browser(), missing);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(common.notFound.title);
    expect(await page.getByText(common.notFound.code, { exact: true }).count()).toBe(1);
    expect(await page.getByText(common.notFound.message).count()).toBe(1);
    expect((await page.request.get(missing)).status()).toBe(404);
    expect(problems.filter((line) => !/status of 404/.test(line))).toEqual([]);
    await page.getByRole('link', { name: common.notFound.home }).click();
    await page.waitForURL((url) => url.pathname === pathOf(language, 'home'));
    await close();
  });
});
