import createCache, { type StylisPlugin } from '@emotion/cache';

/** Same key on server and client, so prerendered style tags are adopted on hydration. */
export const EMOTION_KEY = 'css';

/** Properties that Safari (16.4+, Vite's build target) still reads only with `-webkit-`. */
const WEBKIT_ONLY = /^(user-select|backdrop-filter|box-decoration-break|mask(-[a-z]+)?):/;

/**
 * Replaces stylis' full prefixer, whose `-ms-`/`-webkit-` flexbox and transition duplicates no
 * supported browser reads and which made a quarter of every page's inlined CSS.
 */
const webkitOnlyPrefixer: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && WEBKIT_ONLY.test(element.value)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

export function createEmotionCache() {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ??
        undefined);
  return createCache({ key: EMOTION_KEY, insertionPoint, stylisPlugins: [webkitOnlyPrefixer] });
}
