import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link';
import { usePaths } from '../../routing/use-paths';

/**
 * The link to the blog index (every article), under the home page's latest ones and under each
 * article; styled like the home pricing teaser's closing link, so the page's CSS stays the same.
 */
export function AllArticlesLink() {
  const { t } = useTranslation('blog');
  const paths = usePaths();
  return (
    <AppLink
      to={paths.blog}
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 }}
    >
      {t('allArticles')}
    </AppLink>
  );
}
