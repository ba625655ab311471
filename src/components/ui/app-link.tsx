import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { useLinkLanguage } from '../../routing/use-paths';

type AppLinkProps = Omit<MuiLinkProps, 'href'> & { to: string };

/** An internal link with MUI styling: an ordinary document navigation (every page is a document). */
export function AppLink({ to, ...props }: AppLinkProps) {
  return <MuiLink href={to} hrefLang={useLinkLanguage(to)} {...props} />;
}
