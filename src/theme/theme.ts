import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { muiLocales } from 'virtual:locales';
import { textDirection } from '../i18n/direction';
import { motionAllowed, reducedMotion } from './motion';
import { tokens } from './tokens';
import { sizeVariants } from './typography';

const { color, type } = tokens;

/** The one keyboard focus indicator (WCAG 2.4.7). */
const focusRing = { outline: `3px solid ${color.focus}`, outlineOffset: 2 };

/** Responsive heading size: mobile value, desktop value from `md` up. */
const heading = (size: { mobile: number; desktop: number }, weight: number) => ({
  fontSize: `${size.mobile}rem`,
  fontWeight: weight,
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
  '@media (min-width:900px)': { fontSize: `${size.desktop}rem` },
});

type SizeVariant = keyof typeof sizeVariants;

declare module '@mui/material/styles' {
  // Augmentation merges into MUI's interfaces; the members come from the extended record.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TypographyVariants extends Record<SizeVariant, CSSProperties> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TypographyVariantsOptions extends Partial<Record<SizeVariant, CSSProperties>> {}
  interface Palette {
    /** Form field outlines. */
    field: { border: string };
    /** The code sample on the ink panel. */
    code: { caption: string; text: string; border: string };
  }
  interface PaletteOptions {
    field?: { border: string };
    code?: { caption: string; text: string; border: string };
  }
}

declare module '@mui/material/Typography' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TypographyPropsVariantOverrides extends Record<SizeVariant, true> {}
}

const options = {
  palette: {
    primary: { main: color.brand, dark: color.brandDark, light: color.brandLight },
    secondary: { main: color.teal, light: color.tealLight },
    error: { main: color.error },
    success: { main: color.success },
    text: { primary: color.ink, secondary: color.inkMuted },
    background: { default: color.surface, paper: color.surface, subtle: color.surfaceSubtle },
    divider: color.border,
    field: { border: color.fieldBorder },
    code: { caption: color.codeCaption, text: color.codeText, border: color.codeBorder },
  },
  shape: { borderRadius: tokens.radius },
  typography: {
    // The font is set once on <html> (below); every text style inherits it, so the inlined
    // CSS does not repeat the font stack in each component's class.
    fontFamily: 'inherit',
    h1: heading(type.h1, 800),
    h2: heading(type.h2, 750),
    h3: heading(type.h3, 700),
    body1: { lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 600 },
    ...sizeVariants,
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: {
          fontFamily: tokens.font.family,
          // Anchored sections land below the sticky header; focused elements are never hidden
          // under it either (WCAG 2.4.11).
          scrollPaddingTop: tokens.headerHeight.mobile + 16,
          '@media (min-width:900px)': { scrollPaddingTop: tokens.headerHeight.desktop + 16 },
        },
        [motionAllowed]: { html: { scrollBehavior: 'smooth' } },
        [reducedMotion]: {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
          },
        },
        ':focus-visible': focusRing,
        // Text inside native buttons (FAQ questions, form and carousel controls) inherits the
        // page font too.
        button: { fontFamily: 'inherit' },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
  },
} satisfies ThemeOptions;

// Text styles carry no font-family of their own (it is inherited from <html>), so each
// Typography class in the inlined CSS is shorter.
const textVariants = [
  ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2'] as const),
  ...(['body1', 'body2', 'button', 'caption', 'overline'] as const),
];

const themes = new Map<string, Theme>();

/**
 * The site theme in `language`: MUI's built-in component texts (trTR, enUS, ...) and its writing
 * direction (MUI's components read `direction`; the style cache mirrors the CSS).
 */
export function themeFor(language: string): Theme {
  let theme = themes.get(language);
  if (!theme) {
    theme = createTheme(
      { ...options, direction: textDirection(language) },
      muiLocales[language] ?? {},
    );
    for (const variant of textVariants) delete theme.typography[variant].fontFamily;
    themes.set(language, theme);
  }
  return theme;
}
