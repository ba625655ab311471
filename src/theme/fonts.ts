/**
 * Self-hosted Inter (variable weight, SIL OFL 1.1: src/assets/fonts/OFL.txt), subsetted once by
 * scripts/subset-font.mjs to Basic Latin, Latin-1, the Turkish letters ğ ı İ ş and common
 * punctuation: one 35 KB file instead of Fontsource's latin + latin-ext pair (133 KB), which
 * Turkish text needed both of. The prerender step preloads it (see scripts/prerender.mjs).
 * Characters outside the subset fall back to the next font in the stack.
 */
import interTurkish from '../assets/fonts/inter-tr-wght.woff2?url';

/** A CSS string: emotion would merge `@font-face` objects into one rule. */
export const fontFaceCss = `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${interTurkish}) format('woff2-variations');
}`;
