import { describe, expect, it } from 'vitest';
import { islandSelector } from '../../src/routing/page-markers';
import { expectedPaths } from '../support/expected-routes';
import { bundle, languages } from '../support/locales';
import { builtPage, builtText, textOf } from './support/built-pages';

/** The articles the site publishes today, newest first (the dates the spec gives them). */
const articleIds = ['articleCookies', 'articleConsent', 'articleConsentTypes'] as const;

const linksIn = (scope: ParentNode | null) =>
  [...(scope?.querySelectorAll('a[href]') ?? [])].map((link) => ({
    text: textOf(link),
    href: link.getAttribute('href') ?? '',
  }));

describe.each(languages as ('tr' | 'en')[])('%s blog index', (language) => {
  const indexPath = expectedPaths.blog[language];
  const blog = bundle(language, 'blog');

  it('lists every article, newest first, linked by its title, with its date, without scripts', () => {
    const { document } = builtPage(indexPath);
    expect(textOf(document.querySelector('h1'))).toBe(blog.hero.title);
    const cards = [...document.querySelectorAll('main li article')];
    expect(
      cards.map((card) => {
        const title = card.querySelector('h2 a');
        return { text: textOf(title), href: title?.getAttribute('href') };
      }),
    ).toEqual(
      articleIds.map((id) => ({
        text: blog.articles[id].title,
        href: expectedPaths[id][language],
      })),
    );
    expect(cards.map((card) => card.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2025-01-20',
      '2025-01-18',
      '2025-01-15',
    ]);
    expect(document.querySelectorAll(`main ${islandSelector()}`)).toHaveLength(0);
  });

  it('is linked from the home page and from every article', () => {
    for (const from of [
      expectedPaths.home[language],
      ...articleIds.map((id) => expectedPaths[id][language]),
    ]) {
      expect(linksIn(builtPage(from).document.querySelector('main')), from).toContainEqual({
        text: blog.allArticles,
        href: indexPath,
      });
    }
  });

  it('names its other-language versions in its head', () => {
    const { document } = builtPage(indexPath);
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname],
    );
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['tr', '/blog'],
        ['en', '/en/blog'],
      ]),
    );
  });
});

describe('blog index in the sitemap', () => {
  it('lists both language versions, each with its hreflang alternates', () => {
    const xml = builtText('/sitemap.xml');
    for (const path of ['/blog', '/en/blog']) {
      const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
        .map(([, body = '']) => body)
        .find((body) => new URL(/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? 'x:').pathname === path);
      expect(entry, `${path} is not in sitemap.xml`).toBeDefined();
      const alternates = [
        ...(entry ?? '').matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ].map(([, hreflang, href]) => [hreflang, new URL(href ?? '').pathname]);
      expect(alternates).toEqual(
        expect.arrayContaining([
          ['tr', '/blog'],
          ['en', '/en/blog'],
        ]),
      );
    }
  });
});
