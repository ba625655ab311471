import { prefersReducedMotion } from '../theme/motion';

/**
 * Brings an in-page section into view the way an anchor link would, with three differences: the
 * scroll is smooth unless the reader prefers reduced motion, keyboard focus moves to the section
 * (so Tab continues from there), and the hash is replaced rather than pushed (Back leaves the
 * page instead of stepping through its sections). The sticky header offset comes from the
 * theme's `scroll-padding-top`, which `scrollIntoView` honours.
 */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = prefersReducedMotion();
  target.focus({ preventScroll: true });
  target.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
}
