/**
 * The blog's expected copy and data per locale, from that locale's files and src/content (never
 * retyped).
 */
import type { Browser } from 'playwright-core';
import { articles as articleEntries } from '../../../src/content/articles';
import type { ArticleSectionCopy } from '../../../src/sections/articles/article-copy';
import { openPage, waitForHydration, type ViewportName } from './browser';
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

/** Opens a page at a viewport, with or without reduced motion, and waits for hydration. */
export async function openHydrated(
  browser: Browser,
  path: string,
  viewport: ViewportName,
  reducedMotion = false,
) {
  const opened = await openPage(browser, path, {
    viewport,
    context: { reducedMotion: reducedMotion ? 'reduce' : 'no-preference' },
  });
  await waitForHydration(opened.page);
  // The contents' island (scroll-spy, folding after a choice) wakes on the reader's first scroll
  // (at once for a link to a section): as if the reader had started, without moving the page.
  const contents = opened.page.locator('[data-island="article-toc"]');
  if ((await contents.count()) > 0) {
    await opened.page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await opened.page.locator('[data-island="article-toc"][data-island-ready]').waitFor();
  }
  return opened;
}
