import { useTranslation } from 'react-i18next';
import type { ArticleEntry } from '../../content/articles';

/** One block of an article section's body, as written in `locales/<lng>/article-*.json`. */
export type ArticleBlock =
  | { p: string }
  | { list: string[] }
  | { steps: string[] }
  | { terms: { term: string; text: string }[] };

export interface ArticleSectionCopy {
  /** Anchor id (lower-case ASCII with hyphens), used by the table of contents and deep links. */
  id: string;
  title: string;
  body: ArticleBlock[];
}

/** Reading speed for the byline's estimate (words a minute). */
export const WORDS_PER_MINUTE = 200;

function blockText(block: ArticleBlock): string[] {
  if ('p' in block) return [block.p];
  if ('terms' in block) return block.terms.flatMap(({ term, text }) => [term, text]);
  return 'steps' in block ? block.steps : block.list;
}

/** Words of an article's lead, section titles and bodies, in whatever language it is written. */
export function countArticleWords(lead: string, sections: readonly ArticleSectionCopy[]) {
  const texts = [
    lead,
    ...sections.flatMap((section) => [section.title, ...section.body.flatMap(blockText)]),
  ];
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}

/**
 * An article's lead and sections from its own namespace, and the minutes it takes to read them:
 * counted from the text of the page's language, so every translation states its own time.
 */
export function useArticleBody(article: ArticleEntry) {
  const { t } = useTranslation(article.namespace);
  const sections: readonly ArticleSectionCopy[] = t('sections', { returnObjects: true });
  const lead = t('lead');
  const readingMinutes = Math.ceil(countArticleWords(lead, sections) / WORDS_PER_MINUTE);
  return { lead, sections, readingMinutes };
}
