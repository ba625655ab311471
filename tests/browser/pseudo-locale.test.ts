import { describe, expect, it } from 'vitest';
import { pseudoLanguage } from '../../server/locales/locales.ts';
import { pseudoMarks } from '../../tools/i18n/pseudo-locale.ts';
import { site } from '../../src/config/site';
import { setupBrowser, sharedTab } from './support/browser';
import { servePseudoBuild } from './support/pseudo-build';
import { defaultLanguage, routes } from '../support/locales';

/**
 * Builds the site with the pseudo-locale (every string accented, ~35% longer, in brackets) and
 * proves that adding a locale is a JSON-only change: every page exists under /qps/, nothing
 * overflows at 390 px, and every visible text comes from the locale files (or site config).
 */
const browser = setupBrowser();
const origin = servePseudoBuild();
const visit = sharedTab(browser, { viewport: 'mobile' });

/** Values from site config and the platform that legitimately appear untranslated. */
const untranslated = [
  site.brand,
  site.parentCompany,
  site.contact.email,
  site.contact.phoneDisplay,
  ...Object.values(site.contact.address),
] as string[];

const pseudoRoutes = routes
  .filter((route) => route.language === defaultLanguage)
  .map((route) => ({
    ...route,
    path: `/${pseudoLanguage}${route.path === '/' ? '/' : route.path}`,
  }));

describe('pseudo-locale', () => {
  it.for(pseudoRoutes)(
    '$path: fits 390 px and shows only text from the locale files',
    async (route) => {
      const { page, problems } = await visit(`${origin()}${route.path}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(pseudoLanguage);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${route.path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);

      const texts = await page.evaluate(() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          const parent = node.parentElement;
          // Code (storage keys, the embed snippet), form values and Intl-formatted dates and durations
          // are not copy.
          if (
            !text ||
            !parent ||
            parent.closest('script, style, noscript, time, code, pre, textarea')
          )
            continue;
          const box = parent.getBoundingClientRect();
          const style = getComputedStyle(parent);
          const hidden = style.visibility === 'hidden' || style.display === 'none';
          if (hidden || box.width === 0 || box.height === 0) continue;
          found.push(text);
        }
        return found;
      });
      const marks = new Set(pseudoMarks);
      const outside = texts.filter((text) => {
        let rest = text;
        for (const value of untranslated) rest = rest.split(value).join('');
        // Numbers, prices and punctuation are formatted by Intl, not translated.
        rest = rest.replace(/[\d\s.,:;%+\-–—/()#@*&'’"“”!?·|$€₺×]/g, '');
        return rest.length > 0 && ![...rest].some((char) => marks.has(char));
      });
      expect(outside, `text on ${route.path} that did not come through i18next`).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});
