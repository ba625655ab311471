import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import { Children, type ReactNode } from 'react';

interface CardGridProps {
  /** Columns from each breakpoint up; one column below the first. */
  columns: Partial<Record<Breakpoint, number>>;
  children: ReactNode;
}

/** Cards in a responsive grid, as a list so assistive technology announces how many there are. */
export function CardGrid({ columns, children }: CardGridProps) {
  const gridTemplateColumns: Partial<Record<Breakpoint, string>> = { xs: '1fr' };
  for (const [breakpoint, count] of Object.entries(columns)) {
    gridTemplateColumns[breakpoint as Breakpoint] = `repeat(${count}, minmax(0, 1fr))`;
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns,
      }}
    >
      {Children.map(children, (child) => (
        <Box component="li" sx={{ minWidth: 0 }}>
          {child}
        </Box>
      ))}
    </Box>
  );
}
