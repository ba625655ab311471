import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import type { TextDirection } from '../i18n/direction';

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

/**
 * The style cache of a page in `direction`. Right to left, every rule is mirrored as it is
 * inserted (left and right, margins, paddings, borders, radii, translateX; MUI's RTL plugin): one
 * set of styles serves both directions. The plugin is loaded only for a right-to-left page, so it
 * weighs nothing on the others.
 */
export async function createEmotionCache(direction: TextDirection) {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ??
        undefined);
  const stylisPlugins = [webkitOnlyPrefixer];
  if (direction === 'rtl') stylisPlugins.push((await import('@mui/stylis-plugin-rtl')).default);
  return createCache({ key: EMOTION_KEY, insertionPoint, stylisPlugins });
}

export type { EmotionCache };
