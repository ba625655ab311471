import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { AppLink } from '../ui/app-link';

/**
 * "Çerez Tercihleri": reopens the consent preferences on every page, so withdrawing is as easy as
 * giving. A plain link to the cookie policy; the consent manager island takes its clicks over
 * (`data-consent-preferences`).
 */
export function CookiePreferencesLink({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <AppLink to={paths.cookiePolicy} data-consent-preferences="" sx={sx}>
      {t('footer.cookiePreferences')}
    </AppLink>
  );
}
