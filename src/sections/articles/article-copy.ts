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

/** An article's lead and sections from its own namespace. */
export function useArticleBody(article: ArticleEntry) {
  const { t } = useTranslation(article.namespace);
  const sections: readonly ArticleSectionCopy[] = t('sections', { returnObjects: true });
  return { lead: t('lead'), sections };
}
