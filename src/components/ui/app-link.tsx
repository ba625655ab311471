import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { forwardRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type AppLinkProps = Omit<MuiLinkProps, 'href'> & { to: string };

/** An internal link: MUI styling, client-side navigation. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(props, ref) {
  return <MuiLink ref={ref} component={RouterLink} {...props} />;
});
