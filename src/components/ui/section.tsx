import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionProps {
  /** Anchor id; also ties the heading to the region for screen readers. */
  id: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  /** Muted sections alternate with plain ones to separate long pages. */
  tone?: 'plain' | 'muted';
  align?: 'start' | 'center';
  /** Compact bands (logo strips) take half the vertical padding and a quieter, smaller title. */
  density?: 'regular' | 'compact';
  children?: ReactNode;
}

/** The one layout for a page band: content column, optional eyebrow, h2 title and lead. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  align = 'start',
  density = 'regular',
  children,
}: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      sx={{
        py: density === 'compact' ? { xs: 4, md: 5 } : { xs: 6, md: 10 },
        bgcolor: tone === 'muted' ? 'background.subtle' : 'background.default',
      }}
    >
      <Container>
        {(eyebrow || title || lead) && (
          <Box
            sx={{
              mb: children ? (density === 'compact' ? 3 : { xs: 4, md: 6 }) : 0,
              textAlign: align,
              maxWidth: align === 'center' ? 760 : 'none',
              mx: align === 'center' ? 'auto' : 0,
            }}
          >
            {eyebrow && (
              <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700 }}>
                {eyebrow}
              </Typography>
            )}
            {title && (
              <Typography
                variant="h2"
                id={headingId}
                sx={[
                  { mb: lead ? 2 : 0 },
                  density === 'compact' && {
                    typography: 'lead',
                    fontWeight: 650,
                    color: 'text.secondary',
                  },
                ]}
              >
                {title}
              </Typography>
            )}
            {lead && (
              <Typography variant="body1" color="text.secondary" sx={{ typography: 'textXl' }}>
                {lead}
              </Typography>
            )}
          </Box>
        )}
        {children}
      </Container>
    </Box>
  );
}
