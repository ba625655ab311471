/**
 * The only module that imports swiper. Carousels render their slides as plain markup (so the
 * prerendered HTML shows them and hydration has nothing to reconcile) and load this module after
 * hydration, which keeps swiper out of every page's first-load JavaScript.
 */
import Swiper from 'swiper';

export type { Swiper };

export interface SlideState {
  /** Index of the first visible slide in the original order. */
  realIndex: number;
  isBeginning: boolean;
  isEnd: boolean;
}

export function mountSwiper(
  element: HTMLElement,
  { loop, onChange }: { loop: boolean; onChange: (state: SlideState) => void },
): Swiper {
  const report = (swiper: Swiper) =>
    onChange({ realIndex: swiper.realIndex, isBeginning: swiper.isBeginning, isEnd: swiper.isEnd });
  // The row may have been scrolled natively before swiper took over; swiper moves it by transform.
  element.scrollLeft = 0;
  // No longer a scroll area for the keyboard: the carousel's buttons move it (see carousel.tsx).
  element.removeAttribute('tabindex');
  return new Swiper(element, {
    // Slide widths come from CSS, the same on the server and after swiper starts: no layout shift.
    slidesPerView: 'auto',
    loop,
    speed: 500,
    grabCursor: true,
    on: {
      init: report,
      slideChange: report,
      reachBeginning: report,
      reachEnd: report,
      fromEdge: report,
    },
  });
}
