import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Page-given names, hosts and addresses can be one long word: they wrap anywhere. */
export const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** The report's section headings: the site's heading weight at a section's size. */
export const sectionHeading = { typography: 'h5', fontWeight: 700 } as const;

export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4, minWidth: 0 }}>
      <Typography variant="h3" component="h3" sx={{ ...sectionHeading, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A long part of the report, folded under its heading (details/summary: no script needed). */
export function Folded({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="details"
      sx={{
        mt: 2,
        minWidth: 0,
        borderTop: 1,
        borderColor: 'divider',
        pt: 2,
        '& > summary': { cursor: 'pointer', listStylePosition: 'outside', ml: 2.5 },
        '@media print': { '& > summary ~ *': { display: 'block' } },
      }}
    >
      <summary>
        <Typography variant="h3" component="h3" sx={{ ...sectionHeading, display: 'inline' }}>
          {title}
        </Typography>
      </summary>
      <Box sx={{ mt: 1.5 }}>{children}</Box>
    </Box>
  );
}

/**
 * Three columns side by side from `md` up, one below. minmax(0, …): a long word (a cookie name)
 * wraps inside its column instead of widening it.
 */
export const threeColumns = {
  display: 'grid',
  gap: 2,
  mt: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
} as const;
