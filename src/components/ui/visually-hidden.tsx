import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only (MUI's visuallyHidden style). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
