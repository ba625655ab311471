// The free cookie scan is reachable from every prerendered page of every language, before any
// script runs: the header's navigation, the mobile menu and the footer link to it, and so does the
// home page's hero. Targets come from the hand-written route oracle, labels from the locale files.
import { describe, expect, it } from 'vitest';
import { copy, languages, localePrefix, pathOf, routeName, routes } from '../support/locales';
import { builtPage, textOf } from './support/built-pages';

/** Every built page of every language, and each language's 404 page. */
const pages = [
  ...routes.map((route) => ({ ...route, name: routeName(route) })),
  ...languages.map((language) => {
    const path = `${localePrefix(language)}/404.html`;
    return { language, path, name: routeName({ language, path }) };
  }),
];

/** The links inside an element, as their text and the href the HTML carries. */
function linksIn(scope: ParentNode | null | undefined) {
  return [...(scope?.querySelectorAll('a') ?? [])].map((link) => ({
    text: textOf(link),
    href: link.getAttribute('href'),
  }));
}

describe('the free cookie scan is linked from every page', () => {
  it('covers every built page and 404 page of every language', () => {
    expect(languages).toEqual(['tr', 'en']);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/cerez-taramasi', '/en/cookie-scan']),
    );
  });

  it.each(pages)('$name: from the header, the mobile menu and the footer', (page) => {
    const common = copy(page.language, 'common');
    const { document } = builtPage(page.path);
    const scan = { href: pathOf(page.language, 'cookieScan') };
    const navLabel = String(common.header.navLabel);

    // The header's own navigation (wide screens), outside the menu drawer.
    const headerNav = [...document.querySelectorAll(`header nav[aria-label="${navLabel}"]`)].find(
      (nav) => !nav.closest('[popover]'),
    );
    expect(headerNav, 'the header has its navigation').toBeDefined();
    expect(linksIn(headerNav)).toContainEqual({ ...scan, text: common.header.nav.cookieScan });

    const menu = document.querySelector(`header [popover] nav[aria-label="${navLabel}"]`);
    expect(linksIn(menu)).toContainEqual({ ...scan, text: common.header.nav.cookieScan });

    const footer = document.querySelector('footer nav[aria-labelledby="footer-product"]');
    expect(linksIn(footer)).toContainEqual({
      ...scan,
      text: common.footer.columns.product.links.cookieScan,
    });
  });

  it.each(languages)('%s home page: from the hero, beside its first call to action', (language) => {
    const home = copy(language, 'home');
    const { document } = builtPage(pathOf(language, 'home'));
    const hero = document.querySelector('main section[aria-labelledby="page-title"]');
    expect(hero?.querySelector('h1')?.textContent).toBe(home.hero.title);
    expect(linksIn(hero)).toEqual([
      { text: expect.any(String), href: pathOf(language, 'contact') },
      { text: home.hero.secondaryCta, href: pathOf(language, 'cookieScan') },
    ]);
  });
});
