/** The blog's expected copy and data, from the locale files and src/content (never retyped). */
import articleConsentTypes from '../../../locales/tr/article-consent-types.json';
import articleConsent from '../../../locales/tr/article-consent.json';
import articleCookies from '../../../locales/tr/article-cookies.json';
import blog from '../../../locales/tr/blog.json';
import { articles as articleEntries } from '../../../src/content/articles';
import type { ArticleSectionCopy } from '../../../src/sections/articles/article-copy';
import type { Browser } from 'playwright-core';
import { openPage, waitForHydration, type ViewportName } from './browser';
import { paths } from './content';

const bodies: Record<string, { lead: string; sections: ArticleSectionCopy[] }> = {
  'article-cookies': articleCookies,
  'article-consent': articleConsent,
  'article-consent-types': articleConsentTypes,
};

export { blog };

/** Every article with its path, card copy and body, newest first (the content order). */
export const articles = articleEntries.map((entry) => {
  const body = bodies[entry.namespace];
  if (!body) throw new Error(`tests/browser/support/articles.ts: add ${entry.namespace}`);
  return { ...entry, path: paths[entry.id], card: blog.articles[entry.id], ...body };
});
export type TestArticle = (typeof articles)[number];

/** The newest article: the one the interaction tests read. */
export const firstArticle: TestArticle =
  articles[0] ??
  (() => {
    throw new Error('No articles in src/content/articles.ts');
  })();

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
  return opened;
}
