import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../components/ui/action-button';
import { scrollToSection } from '../../lib/scroll-to-section';
import { useActiveSection } from '../../lib/use-active-section';
import { tokens } from '../../theme/tokens';

/** A section counts as current once its top is above this line (px from the viewport top). */
export const SCROLL_SPY_OFFSET = 100;
const LIST_ID = 'article-toc-list';

interface TocItem {
  id: string;
  title: string;
}

/** A plain click; modified clicks (new tab, new window) keep the browser's behaviour. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The article's table of contents: a sticky sidebar from `md` up; above the text on small screens,
 * collapsed behind a toggle that closes again once a section is chosen. The current section is
 * marked with `aria-current`. Without JavaScript the entries are ordinary anchor links.
 */
export function ArticleToc({ items }: { items: readonly TocItem[] }) {
  const { t } = useTranslation('blog');
  const [open, setOpen] = useState(false);
  const activeId = useActiveSection(
    items.map((item) => item.id),
    SCROLL_SPY_OFFSET,
  );

  const choose = (event: MouseEvent, id: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // Collapse first, so the scroll target is measured in the final layout.
    flushSync(() => setOpen(false));
    scrollToSection(id);
  };

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
      <ActionButton
        type="button"
        variant="outlined"
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpen((value) => !value)}
        sx={{
          display: { xs: 'flex', md: 'none' },
          width: '100%',
          justifyContent: 'space-between',
          minHeight: 48,
        }}
      >
        {t('toc.title')}
        <ExpandMore
          sx={{
            ml: 1,
            mr: '-4px',
            typography: 'text2xl',
            transition: 'transform 150ms',
            transform: open ? 'rotate(180deg)' : 'none',
          }}
        />
      </ActionButton>
      <Box
        component="ol"
        id={LIST_ID}
        sx={{
          display: { xs: open ? 'block' : 'none', md: 'block' },
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
              aria-current={activeId === item.id ? 'true' : undefined}
              onClick={(event) => choose(event, item.id)}
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
  );
}
