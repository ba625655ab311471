import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { accentPairStyle, accentVar } from '../../theme/accent';
import { AppLink } from './app-link';

interface BlogCardProps {
  category: ReactNode;
  title: ReactNode;
  excerpt: ReactNode;
  /** Author and date line (an `ArticleMeta`). */
  meta: ReactNode;
  /** The article's path; the title links there and the whole card is its click target. */
  to: string;
  /** Accent colour of the top edge and the category (theme colours, see `accentCycle`). */
  accent: { main: string; light: string };
  /** The title's heading level: h3 under a section's h2, h2 where the cards follow the h1. */
  headingLevel?: 'h2' | 'h3';
}

/** A blog post teaser: category, linked title, excerpt and byline. */
export function BlogCard({
  category,
  title,
  excerpt,
  meta,
  to,
  accent,
  headingLevel = 'h3',
}: BlogCardProps) {
  return (
    <Box
      component="article"
      style={accentPairStyle(accent)}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderTop: `4px solid ${accentVar.main}`,
        borderRadius: 2,
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
        '&:focus-within': { boxShadow: 4 },
      }}
    >
      <Typography
        component="p"
        variant="overline"
        sx={{
          alignSelf: 'start',
          px: 1.25,
          borderRadius: 1,
          fontWeight: 700,
          lineHeight: 2,
          color: accentVar.main,
          bgcolor: accentVar.light,
        }}
      >
        {category}
      </Typography>
      <Typography variant="h3" component={headingLevel}>
        <AppLink
          to={to}
          color="inherit"
          underline="hover"
          sx={{
            // The link covers the whole card, so the card is one large target.
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
          }}
        >
          {title}
        </AppLink>
      </Typography>
      <Typography color="text.secondary" sx={{ flex: 1 }}>
        {excerpt}
      </Typography>
      {meta}
    </Box>
  );
}
