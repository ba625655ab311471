import type { Locator } from 'playwright-core';
import { readyIsland } from './browser';

/**
 * Carousel motion, read from the carousel's current slide (`data-active-index`, which it updates
 * on every swiper slide change), never from screenshots after fixed waits.
 */

/**
 * Resolves true as soon as the current slide of `carousel` changes, or false when it has not
 * changed within `ms`: the window in which an auto-advancing carousel would have moved.
 */
export async function moves(carousel: Locator, ms = 3000): Promise<boolean> {
  return carousel.evaluate(
    (element, timeout) =>
      new Promise<boolean>((resolve) => {
        const done = (moved: boolean) => {
          observer.disconnect();
          window.clearTimeout(timer);
          resolve(moved);
        };
        const observer = new MutationObserver(() => done(true));
        const timer = window.setTimeout(() => done(false), timeout);
        observer.observe(element, { attributeFilter: ['data-active-index'] });
      }),
    ms,
  );
}

/**
 * The time between two slide changes of an auto-advancing carousel (its autoplay delay plus
 * the transition), or null when it does not change twice within `ms`.
 */
export async function advanceInterval(carousel: Locator, ms = 10_000): Promise<number | null> {
  return carousel.evaluate(
    (element, timeout) =>
      new Promise<number | null>((resolve) => {
        const times: number[] = [];
        const done = (value: number | null) => {
          observer.disconnect();
          window.clearTimeout(timer);
          resolve(value);
        };
        const observer = new MutationObserver(() => {
          times.push(performance.now());
          if (times.length === 2) done(times[1]! - times[0]!);
        });
        const timer = window.setTimeout(() => done(null), timeout);
        observer.observe(element, { attributeFilter: ['data-active-index'] });
      }),
    ms,
  );
}

/**
 * Brings the home page's feature cards in as a visitor scrolling down meets them: the section's
 * island wakes when the visitor nears it (200 px ahead) with the cards still below the fold, then
 * the cards come into view and enter in turn (read them with `animationDelays`).
 */
export async function scrollFeatureCardsIn(carousel: Locator): Promise<void> {
  await carousel.evaluate((element) =>
    window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight - 100),
  );
  await carousel.page().locator(readyIsland('feature-carousel')).waitFor();
  await carousel.scrollIntoViewIfNeeded();
}

/** Each card's computed `animation-delay`, in order. */
export const animationDelays = (cards: Locator): Promise<string[]> =>
  cards.evaluateAll((all) => all.map((card) => getComputedStyle(card).animationDelay));
