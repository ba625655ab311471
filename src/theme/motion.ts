/**
 * The reduced-motion media query, written once. CSS-in-JS keys use `reducedMotion` /
 * `motionAllowed`; scripts and `matchMedia` use the bare query.
 */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
export const motionAllowedQuery = '(prefers-reduced-motion: no-preference)';

/** Style key for rules that apply when the visitor asked for less motion. */
export const reducedMotion = `@media ${reducedMotionQuery}`;
/** Style key for animations that play only when the visitor has not asked for less motion. */
export const motionAllowed = `@media ${motionAllowedQuery}`;

/** Whether the visitor asked for less motion right now (browser only). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(reducedMotionQuery).matches;
}
