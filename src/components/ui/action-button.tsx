import { alpha, styled, type SxProps as MuiSxProps, type Theme } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';
import { isCurrentPath, useCurrentPath } from '../../routing/current-path';
import { useLinkLanguage } from '../../routing/use-paths';
import { tokens } from '../../theme/tokens';

/**
 * The look of MUI's contained/outlined/text Button with this theme, written once for every
 * variant and size (they sit in data attributes). Every button-styled link on a page shares one
 * emotion class, so the page inlines the button CSS once instead of once per variant, size and
 * `sx`, and MUI's Button and ButtonBase stay off the first load. Keyboard focus uses the global
 * `:focus-visible` ring of the theme.
 */
function actionButtonStyles({ theme }: { theme: Theme }) {
  const { action, primary, text } = theme.palette;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 64,
    margin: 0,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    padding: '6px 16px',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    textDecoration: 'none',
    fontFamily: theme.typography.fontFamily,
    ...theme.typography.textSm,
    fontWeight: 600,
    lineHeight: 1.75,
    color: 'inherit',
    backgroundColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '&[data-size="large"]': { padding: '8px 22px', ...theme.typography.textMd },
    '&[data-variant="contained"]': {
      color: primary.contrastText,
      backgroundColor: primary.main,
      '@media (hover: hover)': { '&:hover': { backgroundColor: primary.dark } },
    },
    '&[data-variant="outlined"]': {
      color: primary.main,
      border: `1px solid ${alpha(primary.main, 0.5)}`,
      padding: '5px 15px',
      '&[data-size="large"]': { padding: '7px 21px' },
      '@media (hover: hover)': {
        '&:hover': { borderColor: primary.main, backgroundColor: alpha(primary.main, 0.04) },
      },
    },
    '&[data-variant="text"]': {
      '@media (hover: hover)': { '&:hover': { backgroundColor: alpha(text.primary, 0.04) } },
    },
    '&:disabled': { color: action.disabled, cursor: 'default', pointerEvents: 'none' },
    '&[data-variant="contained"]:disabled': { backgroundColor: action.disabledBackground },
    '&[data-variant="outlined"]:disabled': { borderColor: action.disabledBackground },
    // Navigation links (text variant): the current page is underlined in the brand colour.
    '&[aria-current="page"]': {
      color: primary.main,
      boxShadow: `inset 0 -3px 0 ${primary.main}`,
      borderRadius: 0,
    },
  } as const;
}

export type ActionButtonLook = {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'medium' | 'large';
};

const lookAttributes = ({ variant = 'text', size = 'medium' }: ActionButtonLook) => ({
  'data-variant': variant,
  'data-size': size,
});

const StyledAnchor = styled('a')(actionButtonStyles);
const StyledButton = styled('button')(actionButtonStyles);

type SxProps = { sx?: MuiSxProps<Theme> };

type LinkProps = Omit<ComponentProps<'a'>, 'className' | 'style' | 'href'> & { to: string };

/** A button-styled internal link (calls to action): an ordinary document navigation. */
export function LinkButton({ variant, size, to, ...props }: LinkProps & ActionButtonLook) {
  return (
    <StyledAnchor
      {...lookAttributes({ variant, size })}
      href={to}
      hrefLang={useLinkLanguage(to)}
      {...props}
    />
  );
}

/** A button-styled navigation link; the current page's link is marked and underlined. */
export function NavButton({ to, children }: { to: string; children: ReactNode }) {
  const current = isCurrentPath(useCurrentPath(), to);
  return (
    <StyledAnchor
      href={to}
      hrefLang={useLinkLanguage(to)}
      aria-current={current ? 'page' : undefined}
      {...lookAttributes({})}
    >
      {children}
    </StyledAnchor>
  );
}

/** A `<button>` with the same look (pass `type`). */
export function ActionButton({
  variant,
  size,
  ...props
}: Omit<ComponentProps<'button'>, 'className' | 'style'> & ActionButtonLook & SxProps) {
  return <StyledButton {...lookAttributes({ variant, size })} {...props} />;
}

/** A button-styled in-page link (`#id`). */
export function AnchorButton({
  variant,
  size,
  ...props
}: Omit<ComponentProps<'a'>, 'className' | 'style'> & ActionButtonLook) {
  return <StyledAnchor {...lookAttributes({ variant, size })} {...props} />;
}

/**
 * The look of MUI's IconButton (round, 24 px icon, faint hover, 48 px target), as a plain element;
 * `data-look` picks the bordered control look or the light-on-dark footer look, so all icon
 * buttons of a page share one class.
 */
function iconButtonStyles({ theme }: { theme: Theme }) {
  const { palette } = theme;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    boxSizing: 'border-box',
    margin: 0,
    border: 0,
    borderRadius: '50%',
    padding: 8,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    appearance: 'none',
    textDecoration: 'none',
    width: 48,
    height: 48,
    ...theme.typography.glyph,
    color: theme.palette.action.active,
    backgroundColor: 'transparent',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.action.hover } },
    '&[data-look="outlined"]': {
      border: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      '&:hover': { backgroundColor: palette.primary.light, color: palette.primary.dark },
    },
    '&[data-look="on-dark"]': {
      width: 44,
      height: 44,
      color: tokens.color.footerMuted,
      '&:hover': { color: tokens.color.surface },
    },
    // Last, so it wins over the looks above.
    '&:disabled': {
      color: theme.palette.action.disabled,
      backgroundColor: 'transparent',
      cursor: 'default',
      pointerEvents: 'none',
    },
  } as const;
}

/** An icon-only `<button>` (give it an `aria-label`); size and colours via `sx`. */
export const IconActionButton = styled('button')(iconButtonStyles);

/** An icon-only link (give it an `aria-label`); size and colours via `sx`. */
export const IconActionLink = styled('a')(iconButtonStyles);
