import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { openConsentPreferences } from '../../lib/consent/open-preferences';
import { AppLink } from '../ui/app-link';

/**
 * "Çerez Tercihleri": reopens the consent preferences on every page, so withdrawing is as easy as
 * giving. Without JavaScript it is a plain link to the cookie policy.
 */
export function CookiePreferencesLink({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <AppLink
      to={paths.cookiePolicy}
      data-consent-preferences=""
      sx={sx}
      onClick={(event) => {
        event.preventDefault();
        openConsentPreferences(event.currentTarget);
      }}
    >
      {t('footer.cookiePreferences')}
    </AppLink>
  );
}
