import CheckRounded from '@mui/icons-material/CheckRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface CheckListProps {
  items: readonly ReactNode[];
  /** Marker drawn before each item; a check mark unless told otherwise. */
  icon?: SvgIconComponent;
  /** Theme colour of the marker. */
  color?: 'primary' | 'secondary' | 'error';
}

/** A list whose items start with an icon instead of a bullet. */
export function CheckList({
  items,
  icon: Icon = CheckRounded,
  color = 'secondary',
}: CheckListProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item, index) => (
        <Box
          component="li"
          // A static list: its order is its identity.
          key={index}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
        >
          <Icon
            aria-hidden="true"
            fontSize="small"
            sx={{ mt: '3px', color: `${color}.main`, flexShrink: 0 }}
          />
          <Box component="span">{item}</Box>
        </Box>
      ))}
    </Box>
  );
}
