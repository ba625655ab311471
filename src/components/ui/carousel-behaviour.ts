/**
 * What makes a prerendered carousel (carousel.tsx) move, without React: swiper for dragging and
 * sliding, the previous/next buttons, and auto-advance that pauses while hovered or focused, never
 * starts under `prefers-reduced-motion: reduce`, and can be paused and resumed (WCAG 2.2.2). The
 * carousel islands load this instead of hydrating, so they need neither React nor their copy:
 * every label is already in the HTML.
 */
import { mountSwiper } from '../../lib/swiper';
import { showPlaying } from './play-toggle-state';
import { reducedMotionQuery } from '../../theme/motion';

/** Starts the carousel in `root` (the carousel region or an element holding it). */
export function enhanceCarousel(root: HTMLElement): void {
  const region = root.matches('[data-carousel]')
    ? root
    : root.querySelector<HTMLElement>('[data-carousel]');
  const track = region?.querySelector<HTMLElement>('.swiper');
  if (!region || !track) throw new Error('No carousel to start here');
  const control = (name: string) =>
    region.querySelector<HTMLButtonElement>(`[data-carousel-control="${name}"]`);
  const previous = control('previous');
  const next = control('next');
  const toggle = region.querySelector<HTMLButtonElement>('[data-play-toggle]');
  const loop = region.dataset.loop !== undefined;

  const swiper = mountSwiper(track, {
    loop,
    onChange: ({ realIndex, isBeginning, isEnd }) => {
      region.dataset.activeIndex = String(realIndex);
      if (loop) return;
      if (previous) previous.disabled = isBeginning;
      if (next) next.disabled = isEnd;
    },
  });
  previous?.addEventListener('click', () => swiper.slidePrev());
  next?.addEventListener('click', () => swiper.slideNext());

  const delay = Number(region.dataset.autoplayDelay);
  if (!toggle || !(delay > 0)) return;
  const reducedMotion = window.matchMedia(reducedMotionQuery);
  let choice: 'play' | 'pause' | null = null;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;
  const playing = () => (choice ?? (reducedMotion.matches ? 'pause' : 'play')) === 'play';
  const update = () => {
    window.clearInterval(timer);
    const on = playing();
    showPlaying(region, toggle, on);
    timer =
      on && !hovered && !focused ? window.setInterval(() => swiper.slideNext(), delay) : undefined;
  };
  const onPointer = (entering: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered = entering;
    update();
  };
  region.addEventListener('pointerenter', onPointer(true));
  region.addEventListener('pointerleave', onPointer(false));
  // Focus anywhere but on the pause/play button holds the slides still (APG carousel pattern).
  region.addEventListener('focusin', (event) => {
    focused = event.target !== toggle;
    update();
  });
  region.addEventListener('focusout', (event) => {
    if (region.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  toggle.addEventListener('click', () => {
    choice = playing() ? 'pause' : 'play';
    update();
  });
  reducedMotion.addEventListener('change', update);
  update();
}
