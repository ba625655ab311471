import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ConsentManager } from '../components/consent-banner/consent-manager';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { DocumentHead } from './document-head';

/** The common frame: header, the page, footer. ScrollRestoration scrolls to top on navigation. */
export function RootLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <ConsentManager />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <DocumentHead />
      <ScrollRestoration />
    </Box>
  );
}
