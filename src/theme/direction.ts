import type { Theme } from '@mui/material/styles';

/**
 * `sx` of an icon that points along the reading direction (back, forward): right to left it is
 * turned round, which the style cache's mirroring cannot do for a drawing. Media controls (play)
 * keep their direction in every language.
 */
export const alongReading = (theme: Theme) =>
  theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {};
