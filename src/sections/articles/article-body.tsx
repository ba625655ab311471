import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Island } from '../../components/island/island';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import type { ArticleEntry } from '../../content/articles';
import { AllArticlesLink } from '../shared/all-articles-link';
import { ArticleByline } from '../shared/article-byline';
import { useArticleBody } from './article-copy';
import { ArticleSection } from './article-section';
import { ArticleShare } from './article-share';
import articleToc from './article-toc.island';

/** The article's text band: table of contents beside (or above) byline, sections and sharing. */
export function ArticleBody({ article }: { article: ArticleEntry }) {
  const { t } = useTranslation('blog');
  const { sections, readingMinutes } = useArticleBody(article);

  return (
    <Section id="article-body">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          columnGap: { md: 6, lg: 8 },
          rowGap: 4,
          alignItems: 'start',
        }}
      >
        <Island of={articleToc} props={{ items: sections }} />
        <Box sx={{ maxWidth: 760, minWidth: 0 }}>
          <Box sx={{ mb: { xs: 4, md: 5 }, pb: 3, borderBottom: 1, borderColor: 'divider' }}>
            <ArticleByline article={article} readingMinutes={readingMinutes} />
          </Box>
          {sections.map((section) => (
            <ArticleSection key={section.id} section={section} />
          ))}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 6, p: 2, bgcolor: 'background.subtle', borderRadius: 1 }}
          >
            {t('disclaimer')}
          </Typography>
          <ArticleShare article={article} />
          <Box sx={{ mt: 4 }}>
            <AllArticlesLink />
          </Box>
        </Box>
      </Box>
    </Section>
  );
}
