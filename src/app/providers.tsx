import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';

/** What the whole app shares whatever the locale: the style cache (server and browser). */
export function AppProviders({
  emotionCache,
  children,
}: {
  emotionCache: EmotionCache;
  children: ReactNode;
}) {
  return <CacheProvider value={emotionCache}>{children}</CacheProvider>;
}
