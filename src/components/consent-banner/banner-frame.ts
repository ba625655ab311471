import { styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { tokens } from '../../theme/tokens';
import type { BannerLayout } from './banner-look';
import { sizeVariants } from '../../theme/typography';

const { color } = tokens;

/**
 * Where the banner sits, as inline style: per-instance values cost nothing in the page's inlined
 * CSS (the home page prerenders a preview). Fixed on the page, absolute inside a preview box.
 */
export function frameStyle(layout: BannerLayout, placement: 'page' | 'preview'): CSSProperties {
  const gap = 12;
  const box = { bottom: gap, width: `min(420px, calc(100% - ${2 * gap}px))` };
  const place: Record<BannerLayout, CSSProperties> = {
    bar: {
      left: 0,
      right: 0,
      bottom: 0,
      borderWidth: '1px 0 0',
      borderRadius: 'var(--cb-radius) var(--cb-radius) 0 0',
    },
    boxLeft: { ...box, left: gap },
    boxRight: { ...box, right: gap },
    center: {
      left: '50%',
      top: '50%',
      transform: 'translate(-50%,-50%)',
      width: `min(520px, calc(100% - ${2 * gap}px))`,
    },
  };
  return {
    boxSizing: 'border-box',
    zIndex: 1200,
    overflowY: 'auto',
    padding: '16px 20px',
    background: color.surface,
    color: color.ink,
    border: `1px solid ${color.border}`,
    borderRadius: 'var(--cb-radius)',
    boxShadow: tokens.shadow.overlay,
    ...sizeVariants.textMd,
    position: placement === 'page' ? 'fixed' : 'absolute',
    maxHeight: placement === 'page' ? 'calc(100dvh - 32px)' : 'calc(100% - 24px)',
    ...place[layout],
  };
}

/**
 * The banner's one class: only what needs selectors (children, states). "Kabul Et" and "Reddet" share
 * the `choice` rule, so they cannot differ in size, colour or weight. Colours and radius come
 * from CSS variables (--cb-color, --cb-on, --cb-radius).
 */
export const BannerFrame = styled('div')({
  '&>div': { position: 'relative', maxWidth: tokens.contentWidth, margin: 'auto' },
  '& h2,& h3': { margin: '0 44px 4px 0', ...sizeVariants.textLg },
  '& p': { margin: '0 0 12px' },
  '& a': { color: 'inherit', fontWeight: 600 },
  '& small': { display: 'block', color: color.inkMuted, ...sizeVariants.textXs },
  '& [data-row]': { display: 'flex', flexWrap: 'wrap', gap: 8 },
  '& button': {
    minHeight: 44,
    padding: '8px 16px',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    borderRadius: 'min(var(--cb-radius),22px)',
    border: `2px solid ${color.inkMuted}`,
    background: color.surface,
    color: 'inherit',
    flex: '1 1 9rem',
  },
  '& [data-kind=choice]': {
    background: 'var(--cb-color)',
    borderColor: 'var(--cb-color)',
    color: 'var(--cb-on)',
  },
  '& ul': { listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'grid', gap: 8 },
  '& li': {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: '2px 12px',
    padding: '8px 12px',
    borderRadius: 8,
    background: color.surfaceMuted,
  },
  '& li small': { gridColumn: '1/-1' },
  '& [role=switch]': {
    appearance: 'none',
    position: 'relative',
    width: 44,
    height: 26,
    margin: 0,
    borderRadius: 13,
    border: `2px solid ${color.inkMuted}`,
    background: color.surface,
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 3,
      width: 16,
      borderRadius: '50%',
      background: color.inkMuted,
    },
    '&:checked': { background: 'var(--cb-color)', borderColor: color.ink },
    '&:checked::before': { left: 21, background: 'var(--cb-on)' },
  },
});

/** The close button's place and look (inline: one element). */
export const closeButtonStyle: CSSProperties = {
  position: 'absolute',
  top: -8,
  // Logical: inline styles are not mirrored with the rest, and the close button belongs at the
  // end of the first line in either direction.
  insetInlineEnd: -8,
  flex: 'none',
  width: 44,
  padding: 0,
  border: 0,
  ...sizeVariants.glyph,
  lineHeight: 1,
};
