import { prefersReducedMotion } from '../theme/motion';

/**
 * Marks an element for a scroll-triggered entrance animation through its `data-entrance`
 * attribute: absent (server HTML, reduced motion, or already on screen: shown as is), `waiting`
 * (below the fold, hidden until reached) and `entered` (play the animation). Styles key off the
 * attribute.
 */
export function startEntrance(element: HTMLElement): void {
  if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
  if (element.getBoundingClientRect().top < window.innerHeight) return;
  element.dataset.entrance = 'waiting';
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      element.dataset.entrance = 'entered';
      observer.disconnect();
    },
    { threshold: 0.15 },
  );
  observer.observe(element);
}
