import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { usePaths } from '../../routing/use-paths';
import { LinkButton } from '../../components/ui/action-button';
import { NamespaceHero } from '../shared/namespace-hero';
import { CookieScanner } from './scanner/cookie-scanner';

/**
 * The scan page's hero: the scanner's address field when the build names a scanner
 * (VITE_SCANNER_URL), else the request link to the contact form, as a static build has it.
 */
export function CookieScanHero() {
  const { t } = useTranslation('cookie-scan');
  const paths = usePaths();
  return (
    <NamespaceHero
      ns="cookie-scan"
      actions={
        env.scannerUrl ? (
          <CookieScanner scannerUrl={env.scannerUrl} contactHref={paths.contact} />
        ) : (
          <LinkButton to={paths.contact} variant="contained" size="large">
            {t('hero.cta')}
          </LinkButton>
        )
      }
    />
  );
}
