import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

/**
 * A link that leaves the site: new tab, no opener, no referrer, and a screen-reader note that a
 * new tab opens (WCAG 3.2.5 advisory; avoids surprising context changes).
 */
export function ExternalLink({ children, ...props }: MuiLinkProps & { href: string }) {
  const { t } = useTranslation();
  return (
    <MuiLink target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t('footer.newTab')}</VisuallyHidden>
    </MuiLink>
  );
}
