import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { absoluteUrl } from '../../seo/page-meta';
import { ExternalLink } from '../../components/ui/external-link';
import type { ArticleEntry } from '../../content/articles';
import { shareNetworks, shareUrl, type ShareNetwork } from '../../lib/share-urls';

const icons: Record<ShareNetwork, typeof X> = { linkedin: LinkedIn, x: X, facebook: Facebook };

/** Links that share the article's canonical URL (and, where the network takes one, its title). */
export function ArticleShare({ article }: { article: ArticleEntry }) {
  const { t } = useTranslation('blog');
  const { t: tCommon } = useTranslation();
  const paths = usePaths();
  const page = { url: absoluteUrl(paths[article.id]), title: t(`articles.${article.id}.title`) };

  return (
    <Box
      component="section"
      aria-labelledby="article-share-title"
      sx={{ mt: 6, pt: 4, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography
        variant="h2"
        id="article-share-title"
        sx={{ typography: 'textXl', fontWeight: 700, mb: 2 }}
      >
        {t('share.title')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {shareNetworks.map((network) => {
          const Icon = icons[network];
          const label = t(`share.networks.${network}.label`);
          return (
            <li key={network}>
              <ExternalLink
                href={shareUrl(network, page)}
                underline="none"
                aria-label={`${label} ${tCommon('footer.newTab')}`}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  minHeight: 44,
                  px: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 999,
                  color: 'text.primary',
                  fontWeight: 600,
                  '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
                }}
              >
                <Icon aria-hidden fontSize="small" />
                {t(`share.networks.${network}.name`)}
              </ExternalLink>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
