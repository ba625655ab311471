import createCache from '@emotion/cache';

/** Same key on server and client, so prerendered style tags are adopted on hydration. */
export const EMOTION_KEY = 'css';

export function createEmotionCache() {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ??
        undefined);
  return createCache({ key: EMOTION_KEY, insertionPoint });
}
