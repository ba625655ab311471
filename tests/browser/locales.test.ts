import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { counterpartPath } from '../../src/routing/paths';
import { baseUrl, openPage, setupBrowser, waitForHydration } from './support/browser';
import {
  defaultLanguage,
  languages,
  pageTitle,
  routeName,
  routes,
  unknownPath,
} from './support/locales';

const browser = setupBrowser();

async function fetchText(path: string) {
  const response = await fetch(new URL(path, baseUrl()));
  return { status: response.status, text: await response.text() };
}

/** `hreflang` -> absolute href of a page's alternate links, as served. */
function hreflangLinks(html: string) {
  const links = new Map<string, string>();
  for (const match of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)) {
    links.set(match[1] ?? '', match[2] ?? '');
  }
  return links;
}

const absolute = (path: string) => new URL(path, `${site.origin}/`).toString();

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
    async (route) => {
      const { status, text } = await fetchText(route.path);
      expect(status).toBe(200);
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
        const back = hreflangLinks((await fetchText(other.path)).text);
        expect(back.get(route.language)).toBe(absolute(route.path));
      }
      const ogLocale = /property="og:locale" content="([^"]+)"/.exec(text)?.[1];
      expect(ogLocale?.startsWith(`${route.language}_`)).toBe(true);
    },
  );

  it('lists every page of every locale in the sitemap, with its alternates', async () => {
    const { text } = await fetchText('/sitemap.xml');
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

  it.for(languages)(
    '%s: an unknown path under the locale gets its 404 page with status 404',
    async (language) => {
      const { status, text } = await fetchText(unknownPath(language));
      expect(status).toBe(404);
      expect(text).toContain(`<html lang="${language}"`);
      expect(text).toContain(`<title>${pageTitle(language, 'notFound', site.brand)}</title>`);
    },
  );

  it.for(routes.filter((route) => route.language === defaultLanguage))(
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
        const there = counterpartPath(target, route.id);
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

  it.for(routeNameList())('%s: the English page has no Turkish copy in <main>', async (name) => {
    const route = routes.find((candidate) => routeName(candidate) === name);
    if (!route) throw new Error(name);
    const { page, close } = await openPage(browser(), route.path, {
      context: { javaScriptEnabled: false },
    });
    const text = await page.evaluate(() => {
      const main = document.querySelector('main');
      if (!main) return '';
      const clone = main.cloneNode(true) as HTMLElement;
      // Words marked as Turkish (quoted legal terms) are allowed.
      clone.querySelectorAll('[lang="tr"]').forEach((element) => element.remove());
      return clone.textContent ?? '';
    });
    await close();
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
