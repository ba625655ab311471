import type { Trigger } from './trigger';

/** A click on an element matching the selector: held, and replayed once the island is ready. */
const click: Trigger<'click'> = {
  // The click itself wakes the island (see hold); nothing else satisfies it.
  arm() {},
  hold(_, selector, island) {
    document.addEventListener(
      'click',
      (event) => {
        const opener = (event.target as Element | null)?.closest<HTMLElement>(selector);
        if (!opener || island.ready()) return;
        event.preventDefault();
        island.wake(() => opener.click());
      },
      { capture: true },
    );
  },
};

export default click;
