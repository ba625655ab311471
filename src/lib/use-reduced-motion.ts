import { useSyncExternalStore } from 'react';
import { reducedMotionQuery as QUERY } from '../theme/motion';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for reduced motion. The server (and the hydration pass) assume "no",
 * then React re-renders with the browser's answer, so the prerendered HTML always matches.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
