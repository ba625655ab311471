/**
 * Self-hosted Inter (variable weight, SIL OFL 1.1: src/assets/fonts/OFL.txt), subsetted once by
 * tools/build/subset-font.ts to Basic Latin, Latin-1, the Turkish letters ğ ı İ ş and common
 * punctuation: one 35 KB file instead of Fontsource's latin + latin-ext pair (133 KB), which
 * Turkish text needed both of. The prerender step preloads it (see tools/build/prerender.ts).
 * Characters outside the subset fall back to the next font in the stack.
 *
 * Until Inter arrives (`font-display: swap`), text is set in "Inter Fallback": the local Arial
 * (or a metric-compatible clone: Liberation Sans, Arimo) scaled and shifted to Inter's metrics,
 * so lines wrap and sit the same and the swap moves nothing. The numbers come from the font files
 * (`npx tsx tools/build/font-fallback.ts`: average advance over the locales/tr copy, vertical metrics);
 * run it again when the subset changes. A system without Arial skips these faces and continues
 * down the stack (Segoe UI, Roboto, ...).
 */
import interTurkish from '../assets/fonts/inter-tr-wght.woff2?url';

/** A CSS string: emotion would merge `@font-face` objects into one rule. */
export const fontFaceCss = `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${interTurkish}) format('woff2-variations');
}
@font-face {
  font-family: 'Inter Fallback';
  font-weight: 100 500;
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo');
  size-adjust: 106.07%;
  ascent-override: 91.33%;
  descent-override: 22.74%;
  line-gap-override: 0%;
}
@font-face {
  font-family: 'Inter Fallback';
  font-weight: 600 900;
  src: local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('Arimo Bold');
  size-adjust: 102.08%;
  ascent-override: 94.90%;
  descent-override: 23.63%;
  line-gap-override: 0%;
}`;
