import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { fontFaceCss } from '../theme/fonts';
import { theme } from '../theme/theme';

interface ProvidersProps {
  i18n: I18n;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/** Everything every page needs, the same on the server and in the browser. */
export function Providers({ i18n, emotionCache, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <GlobalStyles styles={fontFaceCss} />
          <CssBaseline />
          {children}
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
