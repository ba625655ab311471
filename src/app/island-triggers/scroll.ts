import { isPlainClick } from '../../lib/plain-click';
import { holdClicks } from './click';
import { interactions, type Trigger } from './trigger';

/**
 * The first scroll of the page, or an interaction inside the island. A link to a part of the page
 * followed inside it before it is ready (a reader quick to choose a section) is held, and
 * followed once it is (or without it, if its code cannot load).
 */
const scroll: Trigger<'scroll'> = {
  arm(container, _, met, retry) {
    if (!retry && scrollY > 0) return met();
    addEventListener('scroll', met, { once: true, passive: true });
    for (const type of interactions) container.addEventListener(type, met, { once: true });
  },
  hold(container, _, island) {
    holdClicks(
      container,
      (event) =>
        isPlainClick(event)
          ? (event.target as Element | null)?.closest<HTMLElement>('a[href^="#"]')
          : null,
      island,
    );
  },
};

export default scroll;
