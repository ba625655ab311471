import { useTranslation } from 'react-i18next';
import { ArticleMeta } from '../../components/ui/article-meta';
import { site } from '../../config/site';
import type { ArticleEntry } from '../../content/articles';
import { formatDate } from '../../lib/format-date';

/** An article's author team and date (and reading time, on the article itself). */
export function ArticleByline({
  article,
  readingMinutes,
}: {
  article: ArticleEntry;
  /** Shown on the article itself, where its text (and so its length) is loaded. */
  readingMinutes?: number;
}) {
  const { t, i18n } = useTranslation('blog');
  return (
    <ArticleMeta
      author={t('authorTeam', { brand: site.brand })}
      authorLabel={t('byline.author')}
      dateLabel={t('byline.published')}
      date={formatDate(article.published, i18n.language)}
      dateTime={article.published}
      readingTime={
        readingMinutes !== undefined && t('byline.readingTime', { minutes: readingMinutes })
      }
    />
  );
}
