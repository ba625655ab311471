import { useTranslation } from 'react-i18next';
import type { ArticleEntry } from '../../content/articles';
import { countArticleWords, type ArticleSectionCopy } from '../../content/article-text';

/** Reading speed for the byline's estimate (words a minute). */
export const WORDS_PER_MINUTE = 200;

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
