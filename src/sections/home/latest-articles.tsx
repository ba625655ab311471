import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import { AllArticlesLink } from '../shared/all-articles-link';
import { ArticleCards } from '../shared/article-cards';

const CARD_COUNT = 3;

/** The home page's latest blog posts: the newest three articles, then a link to all of them. */
export function LatestArticles() {
  const { t } = useTranslation(['blog', 'common']);
  return (
    <Section
      id={t('common:anchors.blog')}
      eyebrow={t('latest.eyebrow')}
      title={t('latest.title')}
      lead={t('latest.lead')}
    >
      <ArticleCards limit={CARD_COUNT} />
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <AllArticlesLink />
      </Box>
    </Section>
  );
}
