import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CurrentPathContext } from '../routing/current-path';
import { fontFaceCss } from '../theme/fonts';
import { themeFor } from '../theme/theme';
import { RootLayout } from './root-layout';

/**
 * One locale's branch of the route table: its i18next instance and the theme with MUI's texts
 * in that language, around the common frame. Rendered by the prerender (and `npm run dev`) only:
 * the browser gets the HTML and hydrates just the islands.
 */
export function LocaleLayout({ i18n }: { i18n: I18n }) {
  const { pathname } = useLocation();
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={themeFor(i18n.language)}>
        <GlobalStyles styles={fontFaceCss} />
        <CssBaseline />
        <CurrentPathContext value={pathname}>
          <RootLayout />
        </CurrentPathContext>
      </ThemeProvider>
    </I18nextProvider>
  );
}
