import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The look of every text field (the request forms' inputs, the scanner's address): a 48 px box
 * whose border is 4.6:1 on white, above the 3:1 that input boundaries need (WCAG 1.4.11), and
 * turns red and thicker once the field is invalid.
 */
export const fieldSx = {
  width: '100%',
  minHeight: 48,
  px: 1.75,
  py: 1.25,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'field.border',
  borderRadius: 1,
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': { borderColor: 'primary.main' },
  '&:user-invalid, &[aria-invalid="true"]': { borderColor: 'error.main', borderWidth: 2 },
} satisfies SxProps<Theme>;
