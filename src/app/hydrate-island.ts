/**
 * Wakes a hydrated island in steps, each its own task, so that what the visitor does meanwhile
 * (keys typed into the prerendered fields, a paint) waits for one step at most and not for the
 * whole wake-up: evaluated as one module graph, React, MUI and the locale packs make one task of
 * about 170 ms on a phone-speed CPU (4x slower than this machine; `npm run bench:wake-up`). A
 * module already evaluated costs nothing the next time. Each step fetches its code when it
 * starts (one round trip each). Loaded by the island loader on the first island to hydrate.
 */
import type { AnyIsland } from '../components/island/define-island';

/**
 * Events that React answers by hydrating its whole root at once, in one task, when they reach it
 * while it hydrates in slices: the visitor's next key would wait for all of it.
 */
const typingEvents = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'textInput',
  'input',
  'select',
  'cut',
  'copy',
  'paste',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'focusin',
  'focusout',
] as const;

/**
 * Until `container`'s island has hydrated, what the visitor types in it stays the browser's own,
 * as before its code arrived: the text goes into the prerendered fields (read at submit), and the
 * island's code sees the events that come after it is ready. Clicks, `change` and submits still
 * reach it: a tick keeps the submit button in step (gateSubmit), a submit is held and replayed
 * (the island loader's `listen`). Returns the function that ends this.
 */
function keepTypingNative(container: HTMLElement) {
  const stop = (event: Event) => {
    if (event.target instanceof Node && container.contains(event.target)) event.stopPropagation();
  };
  for (const type of typingEvents) addEventListener(type, stop, { capture: true });
  return () => {
    for (const type of typingEvents) removeEventListener(type, stop, { capture: true });
  };
}

/** Lets the browser run what is waiting (input, rendering) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function hydrateIsland(container: HTMLElement, island: AnyIsland) {
  const typingDone = keepTypingNative(container);
  try {
    await import('react-dom/client');
    await nextTask();
    // MUI's styling and the locale packs (each builds an Intl.NumberFormat: the ICU data loads).
    await import('../theme/theme');
    await nextTask();
    const { renderIsland } = await import('./hydrate-root');
    await nextTask();
    await renderIsland(container, island, nextTask);
  } finally {
    typingDone();
  }
}
