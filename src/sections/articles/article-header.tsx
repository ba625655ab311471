import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';
import type { ArticleEntry } from '../../content/articles';
import { useArticleBody } from './article-copy';

/** The article's top band: category, title (the page's h1), lead and, if it has one, its artwork. */
export function ArticleHeader({ article }: { article: ArticleEntry }) {
  const { t } = useTranslation('blog');
  const { lead } = useArticleBody(article);
  const { image } = article;
  return (
    <PageHero
      eyebrow={t(`articles.${article.id}.category`)}
      title={t(`articles.${article.id}.title`)}
      lead={lead}
      media={
        image && (
          <Box
            component="img"
            src={image.src}
            width={image.width}
            height={image.height}
            alt=""
            decoding="async"
            sx={{ display: 'block', width: '100%', height: 'auto' }}
          />
        )
      }
    />
  );
}
