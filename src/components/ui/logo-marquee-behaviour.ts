/**
 * The logo strip's pause button (logo-marquee.tsx), without React: it flips the strip's
 * `data-paused`, which stops the CSS animation, and says what it would do next.
 */
export function enhanceLogoMarquee(container: HTMLElement): void {
  const strip = container.querySelector<HTMLElement>('[data-marquee]');
  const toggle = strip?.querySelector<HTMLButtonElement>('[data-marquee-toggle]');
  if (!strip || !toggle) throw new Error('No logo strip to start here');
  toggle.addEventListener('click', () => {
    const paused = strip.dataset.paused !== 'true';
    strip.dataset.paused = String(paused);
    toggle.setAttribute(
      'aria-label',
      (paused ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? '',
    );
  });
}
