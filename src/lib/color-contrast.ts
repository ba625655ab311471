/** WCAG 2.x contrast helpers for the banner configurator's brand colour. */
import { tokens } from '../theme/tokens';

/** `#rrggbb` (any case) or null. */
export function parseHexColor(value: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]) {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const ca = parseHexColor(a);
  const cb = parseHexColor(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The text colour for a button filled with `background`: white or black, whichever
 * contrasts more. One of them always reaches at least 4.58:1, so every brand colour gives
 * readable buttons (WCAG 1.4.3 AA).
 */
export function textColorOn(background: string): { color: string; ratio: number } {
  const light = tokens.color.contrastLight;
  const dark = tokens.color.contrastDark;
  const onLight = contrastRatio(background, light);
  const onDark = contrastRatio(background, dark);
  return onLight >= onDark ? { color: light, ratio: onLight } : { color: dark, ratio: onDark };
}
