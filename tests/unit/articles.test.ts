import { describe, expect, it } from 'vitest';
import { articleJsonLd } from '../../src/seo/article-json-ld';
import { site } from '../../src/config/site';
import { articles } from '../../src/content/articles';
import { allResources } from '../../src/i18n/all-resources';
import { createI18n } from '../../src/i18n/create-i18n';
import { builtLanguages, localizedPath } from '../../src/routing/paths';
import type { ArticleBlock, ArticleSectionCopy } from '../../src/content/article-text';
import { bundle } from '../support/bundles';

function body(language: string, namespace: string) {
  const bundle = allResources[language]?.[namespace] as
    { lead: string; sections: ArticleSectionCopy[] } | undefined;
  if (!bundle) throw new Error(`locales/${language}/${namespace}.json is missing`);
  return bundle;
}

function blockText(block: ArticleBlock): string[] {
  if ('p' in block) return [block.p];
  if ('terms' in block) return block.terms.flatMap(({ term, text }) => [term, text]);
  return 'steps' in block ? block.steps : block.list;
}

const countWords = (texts: string[]) => texts.join(' ').split(/\s+/).filter(Boolean).length;

/** Words of the section titles and bodies (the lead and the h1 are not counted). */
const sectionWords = (sections: ArticleSectionCopy[]) =>
  countWords(sections.flatMap((section) => [section.title, ...section.body.flatMap(blockText)]));

describe.each(
  builtLanguages().flatMap((language) =>
    articles.map((article) => [`${language} ${article.id}`, language, article] as const),
  ),
)('article %s', (_name, language, article) => {
  const { sections } = body(language, article.namespace);

  it('has at least 900 words in at least 5 titled sections', () => {
    expect(sections.length).toBeGreaterThanOrEqual(5);
    for (const section of sections) {
      expect(section.title.trim().length).toBeGreaterThan(3);
      expect(section.body.length).toBeGreaterThan(0);
    }
    expect(sectionWords(sections)).toBeGreaterThanOrEqual(900);
  });

  it('gives every section a unique, URL-safe anchor id', () => {
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a card (category, title, excerpt), a route and valid dates', () => {
    const card = bundle(language, 'blog').articles[article.id];
    expect(card.category.length).toBeGreaterThan(3);
    expect(card.title.length).toBeGreaterThan(10);
    expect(card.excerpt.length).toBeGreaterThan(50);
    expect(bundle(language, 'routes').paths[article.id]).toMatch(/^\/[a-z0-9-]+$/);
    for (const date of [article.published, article.modified]) {
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
    expect(article.modified >= article.published).toBe(true);
  });
});

describe.each(builtLanguages())('%s blog data', (language) => {
  const blog = bundle(language, 'blog');

  it('has a content entry for every card and lists articles newest first', () => {
    expect(articles.map((article) => article.id).sort()).toEqual(Object.keys(blog.articles).sort());
    const dates = articles.map((article) => article.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('describes each article as schema.org Article data', () => {
    const i18n = createI18n(language, allResources);
    for (const article of articles) {
      const data = articleJsonLd(i18n, article);
      expect(data).toMatchObject({
        '@type': 'Article',
        headline: blog.articles[article.id].title,
        datePublished: article.published,
        dateModified: article.modified,
        url: `${site.origin}${localizedPath(language, article.id)}`,
        author: { '@type': 'Organization', name: blog.authorTeam.replace('{{brand}}', site.brand) },
        publisher: { '@type': 'Organization', name: site.brand },
      });
      expect(data.image).toMatch(/^(https?:|data:image\/)/);
      // Google truncates headlines past 110 characters.
      expect(data.headline.length).toBeLessThanOrEqual(110);
    }
  });
});
