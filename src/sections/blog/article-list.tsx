import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import { ArticleCards } from '../shared/article-cards';

/** The blog index's body: every article's card, newest first; the titles follow the page's h1. */
export function ArticleList() {
  const { t } = useTranslation('common');
  return (
    <Section id={t('anchors.blog')}>
      <ArticleCards headingLevel="h2" />
    </Section>
  );
}
