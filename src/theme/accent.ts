import type { CSSProperties } from 'react';
import { accentCycle } from './tokens';

/**
 * The accent pair of the n-th item in a list (the three-colour cycle), as CSS variables on the
 * element's `style`. Styles read `var(--accent)` / `var(--accent-light)`, so one CSS class serves
 * every colour instead of one inlined class per colour.
 */
export function accentStyle(index: number): CSSProperties {
  return accentPairStyle(accentCycle[index % accentCycle.length] ?? accentCycle[0]);
}

/** The same CSS variables for a given accent pair. */
export function accentPairStyle(accent: { main: string; light: string }): CSSProperties {
  return { '--accent': accent.main, '--accent-light': accent.light } as CSSProperties;
}

export const accentVar = { main: 'var(--accent)', light: 'var(--accent-light)' } as const;
