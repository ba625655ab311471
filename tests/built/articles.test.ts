import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allArticles, articlesIn, blockTexts, type TestArticle } from '../support/articles';
import { bundle, languages, pathOf, routeName } from '../support/locales';
import { builtFilePath, builtPage, textOf } from './support/built-pages';
import { readSitemap } from './support/sitemap';

describe.each(languages)('%s articles', (language) => {
  const blog = bundle(language, 'blog');
  const articles = articlesIn(language);
  const contactPath = pathOf(language, 'contact');

  describe('without JavaScript', () => {
    it.each(articles.map((article) => [article.path, article] as const))(
      '%s: the prerendered page holds every section, the byline and the call to action',
      (_id, article: TestArticle) => {
        const { document } = builtPage(article.path);
        expect(textOf(document.querySelector('h1'))).toBe(article.card.title);
        expect(article.sections.length).toBeGreaterThanOrEqual(5);
        for (const section of article.sections) {
          const regions = [...document.querySelectorAll('section[aria-labelledby]')].filter(
            (region) =>
              textOf(document.getElementById(region.getAttribute('aria-labelledby') ?? '')) ===
              section.title,
          );
          expect(regions.map((region) => region.id)).toEqual([section.id]);
          const text = regions[0]?.textContent ?? '';
          for (const block of section.body) {
            for (const expected of blockTexts(block)) expect(text).toContain(expected);
          }
        }
        expect(document.querySelector('time')?.getAttribute('datetime')).toBe(article.published);
        const cta = [...document.querySelectorAll('a[href]')].filter(
          (link) => textOf(link) === blog.cta.button,
        );
        expect(cta.map((link) => link.getAttribute('href'))).toEqual([contactPath]);
      },
    );
  });
});

describe('article data', () => {
  it.each(allArticles.map((article) => [routeName(article), article] as const))(
    '%s: the HTML carries og:type article and Article structured data',
    (_id, article: TestArticle) => {
      const { html } = builtPage(article.path);
      expect(html).toContain('<meta property="og:type" content="article">');
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g),
      ].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
      const data = blocks.find((block) => block['@type'] === 'Article');
      expect(data).toMatchObject({
        headline: article.card.title,
        datePublished: article.published,
        dateModified: article.modified,
        author: { '@type': 'Organization' },
        publisher: { '@type': 'Organization' },
      });
      // The hero artwork where the article has one (served with the site), else the site's image.
      const image = new URL(String(data?.image));
      if (article.image) {
        const heroSrc = /<img[^>]* src="([^"]+)"/.exec(html)?.[1];
        expect(image.pathname).toBe(heroSrc);
        expect(existsSync(builtFilePath(image.pathname)), `${image.pathname} is not built`).toBe(
          true,
        );
      } else {
        expect(html).toContain(`<meta property="og:image" content="${image.href}">`);
      }
    },
  );

  it('lists the articles of every locale in the sitemap with their dates', () => {
    const entries = readSitemap();
    for (const article of allArticles) {
      const entry = entries.find((e) => new URL(e.loc).pathname === article.path);
      expect(entry, `${article.path} is not in the sitemap`).toBeDefined();
      expect(entry?.lastmod).toBe(article.modified);
    }
  });
});
