/** Text sizes (rem) beside the headings' (tokens.ts). */

/** A size that steps up from `md`, as a variant carrying only the size. */
const responsiveSize = (mobile: number, desktop: number) => ({
  fontSize: `${mobile}rem`,
  '@media (min-width:900px)': { fontSize: `${desktop}rem` },
});
const fixedSize = (rem: number) => ({ fontSize: `${rem}rem` });

/**
 * Size-only text variants beside MUI's own (theme.ts adds them to the theme). Components apply
 * them with `sx={{ typography: 'textSm' }}`, on top of their element's other text styles (a
 * Typography `variant` would also swap the element: these have no variant mapping); styled
 * components and inline styles spread them (`...theme.typography.textSm`,
 * `...sizeVariants.textSm`). So each size lives here once; eslint.config.js keeps `fontSize`
 * literals out of the rest of src/.
 */
export const sizeVariants = {
  /** Section and hero lead paragraphs. */
  lead: responsiveSize(1.0625, 1.25),
  /** A section-sized h2 inside a panel (contact, cookie scan note). */
  panelTitle: responsiveSize(1.375, 1.625),
  /** h2 inside an article body. */
  articleTitle: responsiveSize(1.5, 1.875),
  code: responsiveSize(0.875, 0.9375),
  /** The 404 page's big number. */
  display: responsiveSize(4, 6),
  textXs: fixedSize(0.8125),
  textSm: fixedSize(0.875),
  textMd: fixedSize(0.9375),
  textBase: fixedSize(1),
  textLg: fixedSize(1.0625),
  textXl: fixedSize(1.125),
  text2xl: fixedSize(1.25),
  /** Glyph buttons (close, icon buttons): the icon size. */
  glyph: fixedSize(1.5),
  stat: fixedSize(1.75),
  price: fixedSize(2.5),
};
