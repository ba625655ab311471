import type { Trigger, WakingIsland } from './trigger';

/**
 * Holds a click on an element inside `root` that `opener` finds from the click's target, for as
 * long as the island is not ready: wakes it, replays the click once it is ready, or, if its code
 * cannot load, lets the click go its way without it (a link still leads where it says).
 */
export function holdClicks(
  root: Document | HTMLElement,
  opener: (event: MouseEvent) => HTMLElement | null | undefined,
  island: WakingIsland,
) {
  let passing = false;
  root.addEventListener(
    'click',
    (event) => {
      const held = opener(event as MouseEvent);
      if (!held || passing || island.ready()) return;
      event.preventDefault();
      island.wake((ready) => {
        passing = !ready;
        held.click();
        passing = false;
      });
    },
    { capture: true },
  );
}

/** A click on an element matching the selector: held, and replayed once the island is ready. */
const click: Trigger<'click'> = {
  // The click itself wakes the island (see hold); nothing else satisfies it.
  arm() {},
  hold(_, selector, island) {
    holdClicks(
      document,
      (event) => (event.target as Element | null)?.closest<HTMLElement>(selector),
      island,
    );
  },
};

export default click;
