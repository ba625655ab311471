import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** A button-styled internal link (calls to action). */
export function LinkButton({ to, ...props }: Omit<ButtonProps<typeof RouterLink>, 'component'>) {
  return <Button component={RouterLink} to={to} {...props} />;
}
