import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Call-to-action buttons. */
  actions?: ReactNode;
  /** Artwork beside the text on wide screens. */
  media?: ReactNode;
}

/** The top band of every page: the page's only h1. */
export function PageHero({ eyebrow, title, lead, actions, media }: PageHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={{
        py: { xs: 6, md: 10 },
        background: (theme) =>
          `linear-gradient(180deg, ${theme.palette.primary.light} 0%, ${theme.palette.background.default} 100%)`,
      }}
    >
      <Container
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 8 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: media ? '7fr 5fr' : 'minmax(0, 1fr)' },
          alignItems: 'center',
        }}
      >
        {/* minWidth 0: wide content in the actions (the scanner's report) never widens the
            column, and the actions may use the whole column rather than the text's width. */}
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ maxWidth: 780 }}>
            {eyebrow && (
              <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700 }}>
                {eyebrow}
              </Typography>
            )}
            <Typography variant="h1" id="page-title" sx={{ mb: 2 }}>
              {title}
            </Typography>
            {lead && (
              <Typography color="text.secondary" sx={{ typography: 'lead' }}>
                {lead}
              </Typography>
            )}
          </Box>
          {actions && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, minWidth: 0 }}>
              {actions}
            </Stack>
          )}
        </Box>
        {media && <Box sx={{ display: { xs: 'none', md: 'block' } }}>{media}</Box>}
      </Container>
    </Box>
  );
}
