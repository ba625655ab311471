/**
 * The blog's expected copy and data per locale, from that locale's files and src/content (never
 * retyped).
 */
import { articles as articleEntries } from '../../src/content/articles';
import type { ArticleSectionCopy } from '../../src/content/article-text';
import { bundle, copy, languages, pathOf } from './locales';

/**
 * Every article of a locale with its path, card copy and body, newest first (the content order):
 * only articles built in that locale (all of them, when the locale is complete).
 */
export function articlesIn(language: string) {
  return articleEntries.map((entry) => {
    const body = copy(language, entry.namespace) as {
      lead: string;
      sections: ArticleSectionCopy[];
    };
    return {
      ...entry,
      language,
      path: pathOf(language, entry.id),
      card: bundle(language, 'blog').articles[entry.id],
      ...body,
    };
  });
}
export type TestArticle = ReturnType<typeof articlesIn>[number];

/** Every article of every built locale. */
export const allArticles: TestArticle[] = languages.flatMap(articlesIn);

/** A locale's newest article: the one the interaction tests read. */
export function firstArticleIn(language: string): TestArticle {
  const [first] = articlesIn(language);
  if (!first) throw new Error('No articles in src/content/articles.ts');
  return first;
}

/** Every piece of text a block of an article section shows. */
export function blockTexts(block: ArticleSectionCopy['body'][number]): string[] {
  if ('p' in block) return [block.p];
  if ('terms' in block) return block.terms.flatMap(({ term, text }) => [term, text]);
  return 'steps' in block ? block.steps : block.list;
}
