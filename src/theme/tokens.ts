/**
 * Design tokens: the only place raw colours and sizes are written. Components use theme keys
 * (`primary.main`, `text.secondary`, `shape.borderRadius`), never hex values.
 * Every foreground/background pair below meets WCAG 2.2 AA (4.5:1 for text).
 */
export const tokens = {
  color: {
    /** Brand blue: links, primary buttons, active navigation. 6.7:1 on white. */
    brand: '#1d4ed8',
    brandDark: '#1e3a8a',
    brandLight: '#dbeafe',
    /** Teal: secondary actions, "compliant" accents. 5.5:1 on white. */
    teal: '#0f766e',
    tealLight: '#ccfbf1',
    /** Violet: third accent in cycling card colours. 5.7:1 on white. */
    violet: '#6d28d9',
    violetLight: '#ede9fe',
    /** Ink for body text (16:1) and muted text (7:1 on white, 6.4:1 on surfaceMuted). */
    ink: '#0f172a',
    inkMuted: '#475569',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    /** Footer background; text on it uses `surface` / `footerMuted`. */
    footer: '#0b1224',
    footerMuted: '#cbd5e1',
    border: '#e2e8f0',
    /** Neutral panels: muted sections, table heads, the article's source note. */
    surfaceSubtle: '#f5f5f5',
    /** Form field outlines: 4.6:1 on white, above the 3:1 input boundaries need (WCAG 1.4.11). */
    fieldBorder: '#757575',
    /** The code sample on the ink panel: caption 13.5:1, code 16.4:1, the rule between them. */
    codeCaption: '#e0e0e0',
    codeText: '#f5f5f5',
    codeBorder: '#424242',
    /** The rule above the footer's bottom row (white at 15% on `footer`). */
    footerDivider: 'rgba(255,255,255,0.15)',
    /** Marks drawn on the brand colour (the logo's check). */
    onBrand: '#ffffff',
    /** The two text colours a user-chosen fill can get (src/lib/color-contrast.ts). */
    contrastLight: '#ffffff',
    contrastDark: '#000000',
    /** Dims the page behind the open mobile menu (ink at half opacity). */
    scrim: 'rgba(15, 23, 42, 0.5)',
    error: '#b91c1c',
    success: '#15803d',
    /**
     * Focus ring (WCAG 1.4.11, 3:1 against what surrounds it): 5:1 on white, 4.6:1 on
     * surfaceMuted, 4.1:1 on brandLight, 3.7:1 on the footer. (Amber #f59e0b was 2.2:1 on white.)
     */
    focus: '#b45309',
  },
  font: {
    /** "Inter Fallback" is Arial matched to Inter's metrics (src/theme/fonts.ts). */
    family:
      '"Inter Variable", "Inter Fallback", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  /**
   * Heading sizes (rem), mobile and desktop (from `md`); body is 1rem / 1.6. The other text
   * sizes are typography variants in src/theme/typography.ts.
   */
  type: {
    h1: { mobile: 2, desktop: 3 },
    h2: { mobile: 1.625, desktop: 2.25 },
    h3: { mobile: 1.25, desktop: 1.375 },
  },
  /** Floating panels (the consent banner). */
  shadow: { overlay: '0 8px 32px #0004' },
  /** Base radius in px; cards use 2x. */
  radius: 8,
  /** The content column (spec: 1200 px). Matches MUI's `lg` breakpoint. */
  contentWidth: 1200,
  /** Height of the sticky header in px, used for scroll offsets (see `scroll-padding-top`). */
  headerHeight: { mobile: 64, desktop: 72 },
  /**
   * The breakpoint from which the header shows its navigation in a row; below it, the menu
   * drawer. The row (logo, four menu items, language and contact buttons) needs about 1000 px
   * in Turkish, so at MUI's `md` (900 px) it would wrap or overflow.
   */
  headerNavFrom: 'lg',
} as const;

/** The three accent colours that repeating cards cycle through. */
export const accentCycle = [
  { main: tokens.color.brand, light: tokens.color.brandLight },
  { main: tokens.color.teal, light: tokens.color.tealLight },
  { main: tokens.color.violet, light: tokens.color.violetLight },
] as const;
