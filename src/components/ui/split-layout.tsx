import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface SplitLayoutProps {
  /** Column widths from `md` up, as a grid template (for example `'5fr 7fr'`). */
  columns?: string;
  /** Vertical alignment of the two columns. */
  align?: 'start' | 'center';
  children: ReactNode;
}

/** Two columns side by side on wide screens, stacked on small ones. */
export function SplitLayout({ columns = '1fr 1fr', align = 'start', children }: SplitLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 5, md: 8 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns },
        alignItems: align,
        '& > *': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
