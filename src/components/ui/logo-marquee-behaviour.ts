/**
 * The logo strip's pause button (logo-marquee.tsx), without React: it flips the strip's
 * `data-playing`, which stops the CSS animation, and says what it would do next.
 */
import { showPlaying } from './play-toggle-state';

export function enhanceLogoMarquee(container: HTMLElement): void {
  const strip = container.querySelector<HTMLElement>('[data-marquee]');
  const toggle = strip?.querySelector<HTMLButtonElement>('[data-play-toggle]');
  if (!strip || !toggle) throw new Error('No logo strip to start here');
  toggle.addEventListener('click', () =>
    showPlaying(strip, toggle, strip.dataset.playing !== 'true'),
  );
}
