import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { isPageBuilt } from '../../routing/paths';
import { usePaths } from '../../routing/use-paths';
import { BlogCard } from '../../components/ui/blog-card';
import { articles } from '../../content/articles';
import { accentCycle } from '../../theme/tokens';
import { ArticleByline } from './article-byline';

/**
 * The articles of src/content as cards, newest first, with their card copy from `blog.json`
 * (the copy the article pages show, without loading their bodies): the home page's latest ones
 * and the blog index's every one. Only the articles published in the page's language: one not
 * translated yet has no card there.
 */
export function ArticleCards({
  limit,
  headingLevel,
}: {
  /** Only the newest `limit` articles; all of them without it. */
  limit?: number;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation('blog');
  const paths = usePaths();
  const shown = articles
    .filter((article) => isPageBuilt(i18n.language, article.id))
    .sort((a, b) => b.published.localeCompare(a.published))
    .slice(0, limit);

  return (
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
      {shown.map((article, index) => (
        <li key={article.id}>
          <BlogCard
            to={paths[article.id]}
            accent={accentCycle[index % accentCycle.length] ?? accentCycle[0]}
            category={t(`articles.${article.id}.category`)}
            title={t(`articles.${article.id}.title`)}
            excerpt={t(`articles.${article.id}.excerpt`)}
            meta={<ArticleByline article={article} />}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </Box>
  );
}
