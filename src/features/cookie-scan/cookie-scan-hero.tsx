import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Island } from '../../components/island/island';
import { LinkButton } from '../../components/ui/action-button';
import { env } from '../../config/env';
import { usePaths } from '../../routing/use-paths';
import { NamespaceHero } from '../../sections/shared/namespace-hero';
import cookieScanner from './scanner/cookie-scanner.island';

/**
 * The scan page's hero: the scanner's address field when the build names a scanner
 * (VITE_SCANNER_URL), else the request link to the contact form, as a static build has it. The
 * scanner is an island: its form is prerendered (without JavaScript it leads to the contact form)
 * and its code loads when the visitor reaches for it, or at once for a shared `?scan=` address.
 */
export function CookieScanHero() {
  const { t } = useTranslation(['cookie-scan', 'common']);
  const paths = usePaths();
  return (
    <NamespaceHero
      ns="cookie-scan"
      actions={
        env.scannerUrl ? (
          // The anchor the page's closing band leads back to.
          <Box id={t('common:anchors.scanForm')} sx={{ width: '100%', minWidth: 0 }}>
            <Island
              of={cookieScanner}
              props={{
                scannerUrl: env.scannerUrl,
                contactHref: paths.contact,
                quickSetupHref: `${paths.product}#${t('common:anchors.quickSetup')}`,
                plansHref: `${paths.pricing}#${t('common:anchors.plans')}`,
                // The notice part on the cookie scan (its heading's id, see NoticePartView).
                noticeHref: `${paths.contactNotice}#notice-cookieScan`,
                contactNoticeHref: paths.contactNotice,
              }}
            />
          </Box>
        ) : (
          <LinkButton to={paths.contact} variant="contained" size="large">
            {t('hero.cta')}
          </LinkButton>
        )
      }
    />
  );
}
