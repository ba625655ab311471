import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { tokens } from '../../theme/tokens';

const LIST_ID = 'article-toc-list';

interface TocItem {
  id: string;
  title: string;
}

/**
 * The article's table of contents: a sticky sidebar from `md` up; above the text on small screens,
 * folded into a native `<details>`. Rendered at build time only: without JavaScript it is a list
 * of anchor links that folds and unfolds; article-toc-behaviour.ts (an island without React) adds
 * the scroll-spy (`aria-current` on the section being read) and the smooth, focusing jump that
 * folds the list again.
 */
export function ArticleToc({ items }: { items: readonly TocItem[] }) {
  const { t } = useTranslation('blog');
  return (
    <Box
      component="nav"
      aria-label={t('toc.title')}
      sx={{
        position: { md: 'sticky' },
        top: { md: tokens.headerHeight.desktop + 24 },
        maxHeight: { md: `calc(100vh - ${tokens.headerHeight.desktop + 48}px)` },
        overflowY: { md: 'auto' },
      }}
    >
      <Typography
        component="p"
        variant="overline"
        sx={{ display: { xs: 'none', md: 'block' }, fontWeight: 700, mb: 1 }}
      >
        {t('toc.title')}
      </Typography>
      <Box
        component="details"
        sx={(theme) => ({
          '& > summary': {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            minHeight: 48,
            px: 2,
            border: `1px solid ${theme.palette.primary.main}`,
            borderRadius: 1,
            color: 'primary.main',
            fontWeight: 600,
            listStyle: 'none',
            cursor: 'pointer',
            '&::-webkit-details-marker': { display: 'none' },
            '& svg': { ml: 1, mr: '-4px', typography: 'text2xl', transition: 'transform 150ms' },
          },
          '&[open] > summary svg': { transform: 'rotate(180deg)' },
          // Wide screens: always unfolded, no toggle (where the browser can unfold a closed
          // details; elsewhere the toggle stays).
          '@supports selector(::details-content)': {
            [theme.breakpoints.up('md')]: {
              '& > summary': { display: 'none' },
              '&::details-content': { contentVisibility: 'visible' },
            },
          },
        })}
      >
        <summary>
          {t('toc.title')}
          <ExpandMore />
        </summary>
        <Box
          component="ol"
          id={LIST_ID}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: { xs: 1, md: 0 },
            p: 0,
            borderLeft: 2,
            borderColor: 'divider',
          }}
        >
          {items.map((item) => (
            <li key={item.id}>
              <Link
                href={`#${item.id}`}
                underline="none"
                color="text.secondary"
                sx={{
                  display: 'block',
                  ml: '-2px',
                  py: 1.5,
                  px: 2,
                  borderLeft: 2,
                  borderColor: 'transparent',
                  typography: 'textMd',
                  lineHeight: 1.4,
                  '&:hover': { color: 'text.primary' },
                  '&[aria-current="true"]': {
                    color: 'primary.main',
                    borderColor: 'primary.main',
                    fontWeight: 700,
                  },
                }}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
