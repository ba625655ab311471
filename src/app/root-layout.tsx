import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import consentManager from '../components/consent-banner/consent-manager.island';
import { Island } from '../components/island/island';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { islandAttr } from '../routing/page-markers';

/**
 * The common frame: header, the page, footer. `data-island-failure` holds the page-language
 * message an island shows when its code cannot load (src/entry-client.ts).
 */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <Box
      {...{ [islandAttr.failureText]: t('islands.loadFailed') }}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}
    >
      <SkipLink />
      <Island of={consentManager} props={{}} />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
