import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { expectedPath } from '../support/expected-routes';
import { defaultLanguage, languages, routeName, routes } from '../support/locales';
import { builtPage, builtText } from './support/built-pages';

/** `hreflang` -> absolute href of a page's alternate links, as built. */
function hreflangLinks(html: string) {
  const links = new Map<string, string>();
  for (const match of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)) {
    links.set(match[1] ?? '', match[2] ?? '');
  }
  return links;
}

const absolute = (path: string) => new URL(path, `${site.origin}/`).toString();

// The header's language switcher followed with clicks: tests/browser/locales.test.ts; unknown
// paths: tests/http.
describe('locales', () => {
  it('builds more than one locale, the default one at the root', () => {
    expect(languages.length).toBeGreaterThan(1);
    expect(languages).toContain(defaultLanguage);
    expect(
      routes.find((route) => route.id === 'home' && route.language === defaultLanguage)?.path,
    ).toBe('/');
  });

  it.for(routes)(
    '$language $path: <html lang>, canonical to itself, reciprocal hreflang',
    (route) => {
      const text = builtPage(route.path).html;
      expect(text).toContain(`<html lang="${route.language}" dir="ltr">`);
      expect(text).toContain(`<link rel="canonical" href="${absolute(route.path)}">`);
      const links = hreflangLinks(text);
      expect(links.get(route.language)).toBe(absolute(route.path));
      const counterparts = routes.filter((other) => other.id === route.id);
      expect([...links.keys()].sort()).toEqual(
        [...counterparts.map((other) => other.language), 'x-default'].sort(),
      );
      const fallback = counterparts.find((other) => other.language === defaultLanguage);
      expect(links.get('x-default')).toBe(absolute(fallback?.path ?? ''));
      // Each alternate lists this page back.
      for (const other of counterparts.filter((other) => other.language !== route.language)) {
        const back = hreflangLinks(builtPage(other.path).html);
        expect(back.get(route.language)).toBe(absolute(route.path));
      }
      const ogLocale = /property="og:locale" content="([^"]+)"/.exec(text)?.[1];
      expect(ogLocale?.startsWith(`${route.language}_`)).toBe(true);
    },
  );

  it.for(routes)(
    "$language $path: the header's language switcher leads to this page in every other language, named in it",
    (route) => {
      const { document } = builtPage(route.path);
      for (const target of languages.filter((language) => language !== route.language)) {
        const links = [...document.querySelectorAll(`header a[hreflang="${target}"]`)];
        expect(links.length, target).toBeGreaterThan(0);
        const name = new Intl.DisplayNames([target], { type: 'language' }).of(target) ?? target;
        for (const link of links) {
          expect(link.getAttribute('href')).toBe(expectedPath(target, route.id));
          expect(link.getAttribute('lang')).toBe(target);
          expect(link.textContent?.trim().toLocaleLowerCase(target)).toBe(
            name.toLocaleLowerCase(target),
          );
        }
      }
    },
  );

  it('lists every page of every locale in the sitemap, with its alternates', () => {
    const text = builtText('/sitemap.xml');
    const entries = [...text.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
    expect(locs.sort()).toEqual(routes.map((route) => absolute(route.path)).sort());
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '';
      const route = routes.find((candidate) => absolute(candidate.path) === loc);
      const counterparts = routes.filter((other) => other.id === route?.id);
      if (counterparts.length < 2) continue;
      for (const other of counterparts) {
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="${other.language}" href="${absolute(other.path)}"/>`,
        );
      }
    }
  });

  it.for(routeNameList())('%s: the English page has no Turkish copy in <main>', (name) => {
    const route = routes.find((candidate) => routeName(candidate) === name);
    if (!route) throw new Error(name);
    const main = builtPage(route.path).document.querySelector('main');
    expect(main, `${route.path} has no <main>`).not.toBeNull();
    const clone = main!.cloneNode(true) as HTMLElement;
    // Words marked as Turkish (quoted legal terms) are allowed.
    clone.querySelectorAll('[lang="tr"]').forEach((element) => element.remove());
    const text = clone.textContent ?? '';
    const allowed = [
      site.brand,
      site.parentCompany,
      ...Object.values(site.contact.address),
      site.contact.phoneDisplay,
    ];
    let rest = text;
    for (const value of allowed) rest = rest.split(value).join(' ');
    // Quoted terms (“açık rıza”, "aydınlatma metni") are the law's own words, cited.
    rest = rest.replace(/[“"‘'«]([^”"’'»]{1,60})[”"’'»]/g, ' ');
    const turkish = rest.match(/\S*[çğıöşüÇĞİÖŞÜ]\S*/g) ?? [];
    expect(turkish, `Turkish words on ${route.path}`).toEqual([]);
  });
});

function routeNameList() {
  return routes.filter((route) => route.language === 'en').map(routeName);
}
