import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { articles } from '../../src/content/articles';
import { expectedPath } from '../support/expected-routes';
import { openPage, setupBrowser, waitForHydration } from './support/browser';
import { defaultLanguage, languages, pageTitle, routes } from '../support/locales';

const browser = setupBrowser();

// What each locale's pages are built with (lang, hreflang, sitemap, copy, and where every page's
// language switcher leads): tests/built/locales.test.ts. Following it is the same code on every
// page: the home page and an article (the page type with the most of its own copy) stand for all.
const walked = new Set(['home', articles[0]?.id]);

describe('locales', () => {
  it.for(routes.filter((route) => route.language === defaultLanguage && walked.has(route.id)))(
    'switches $path to every other language and back with the header switcher',
    async (route) => {
      for (const target of languages.filter((language) => language !== defaultLanguage)) {
        const { page, problems, close } = await openPage(browser(), route.path);
        await waitForHydration(page);
        const name = new Intl.DisplayNames([target], { type: 'language' }).of(target) ?? target;
        const link = page.locator(`header a[hreflang="${target}"][lang="${target}"]:visible`);
        expect((await link.textContent())?.toLocaleLowerCase(target)).toBe(
          name.toLocaleLowerCase(target),
        );
        await link.click();
        const there = expectedPath(target, route.id);
        await page.waitForURL((url) => url.pathname === there);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(target);
        await expect.poll(() => page.title()).toBe(pageTitle(target, route.id, site.brand));
        const back = page.locator(`header a[hreflang="${defaultLanguage}"]:visible`);
        await back.click();
        await page.waitForURL((url) => url.pathname === route.path);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.lang))
          .toBe(defaultLanguage);
        expect(problems).toEqual([]);
        await close();
      }
    },
  );
});
