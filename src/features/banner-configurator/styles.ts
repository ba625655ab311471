import { styled } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { tokens } from '../../theme/tokens';
import { sizeVariants } from '../../theme/typography';

const { color } = tokens;

/**
 * One small class for what needs selectors; the rest is inline style, which the home page's
 * inlined CSS budget does not pay for.
 */
export const Root = styled('div')({
  display: 'grid',
  gap: 32,
  marginTop: 40,
  alignItems: 'start',
  '@media (min-width:900px)': { gridTemplateColumns: '5fr 7fr' },
  '& legend,& [data-label]': { display: 'block', fontWeight: 700, margin: '0 0 6px', padding: 0 },
  '& [data-input]': {
    boxSizing: 'border-box',
    width: '100%',
    padding: '10px 12px',
    font: 'inherit',
    color: 'inherit',
    background: color.surface,
    border: `1px solid ${color.inkMuted}`,
    borderRadius: 8,
  },
  '& small': { display: 'block', marginTop: 4, color: color.inkMuted, ...sizeVariants.textSm },
});

export const fieldsetStyle: CSSProperties = {
  border: 0,
  margin: '0 0 20px',
  padding: 0,
  minWidth: 0,
};
export const fieldStyle: CSSProperties = { marginBottom: 20 };
export const optionsStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '4px 16px' };
export const optionStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 32,
};
export const boxStyle: CSSProperties = { width: 20, height: 20, margin: 0 };
export const inlineStyle: CSSProperties = { display: 'flex', alignItems: 'center', gap: 12 };
export const stageStyle: CSSProperties = {
  position: 'relative',
  height: 460,
  overflow: 'hidden',
  borderRadius: 16,
  border: `1px solid ${color.border}`,
  // A suggestion of page content behind the banner.
  background: `repeating-linear-gradient(${color.surfaceMuted} 0 14px, transparent 14px 36px) 24px 24px / calc(100% - 48px) 60% no-repeat, ${color.surface}`,
};
export const snippetStyle: CSSProperties = {
  fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
  ...sizeVariants.textXs,
  resize: 'none',
};
