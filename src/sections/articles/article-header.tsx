import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';

export type ArticleNamespace = 'article-cookies' | 'article-consent' | 'article-consent-types';

/** Title and lead of an article, from its namespace. */
export function ArticleHeader({ ns }: { ns: ArticleNamespace }) {
  const { t } = useTranslation(ns);
  return <PageHero title={t('title')} lead={t('lead')} />;
}
