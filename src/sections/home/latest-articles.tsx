import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { BlogCard } from '../../components/ui/blog-card';
import { Section } from '../../components/ui/section';
import { articles } from '../../content/articles';
import { accentCycle } from '../../theme/tokens';
import { ArticleByline } from '../shared/article-byline';

const CARD_COUNT = 3;

/**
 * The home page's latest blog posts: the newest three articles in src/content, with their card
 * copy from `blog.json` (the same copy the article pages show, without loading their bodies).
 */
export function LatestArticles() {
  const { t } = useTranslation(['blog', 'common']);
  const paths = usePaths();
  const latest = [...articles]
    .sort((a, b) => b.published.localeCompare(a.published))
    .slice(0, CARD_COUNT);

  return (
    <Section
      id={t('common:anchors.blog')}
      eyebrow={t('latest.eyebrow')}
      title={t('latest.title')}
      lead={t('latest.lead')}
    >
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 3,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {latest.map((article, index) => (
          <li key={article.id}>
            <BlogCard
              to={paths[article.id]}
              accent={accentCycle[index % accentCycle.length] ?? accentCycle[0]}
              category={t(`articles.${article.id}.category`)}
              title={t(`articles.${article.id}.title`)}
              excerpt={t(`articles.${article.id}.excerpt`)}
              meta={<ArticleByline article={article} />}
            />
          </li>
        ))}
      </Box>
    </Section>
  );
}
