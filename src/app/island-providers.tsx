import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { themeFor } from '../theme/theme';

/**
 * What an island's React root needs, and nothing more: the style cache (the same key as the
 * prerender, so its inlined CSS is adopted), the theme and the copy of the page's language. The
 * prerender renders each island inside these too, so both sides produce the same markup.
 */
export function IslandProviders({
  emotionCache,
  i18n,
  children,
}: {
  emotionCache: EmotionCache;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={themeFor(i18n.language)}>{children}</ThemeProvider>
      </I18nextProvider>
    </CacheProvider>
  );
}

/** `identifierPrefix` of island `index`: its `useId` values cannot collide with another's. */
export const islandIdPrefix = (index: number) => `i${index}-`;
