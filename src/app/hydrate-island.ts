/**
 * Wakes a hydrated island in steps, each its own task, so that what the visitor does meanwhile
 * (keys typed into the prerendered fields, a paint) waits for one step at most and not for the
 * whole wake-up: evaluated as one module graph, React, MUI and the locale packs make one task of
 * about 170 ms at a 4x slower CPU. A module already evaluated costs nothing the next time.
 * Each step fetches its code when it starts (one round trip each).
 */
import type { AnyIsland } from '../components/island/define-island';

/** Lets the browser run what is waiting (input, rendering) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function hydrateIsland(container: HTMLElement, island: AnyIsland) {
  await import('react-dom/client');
  await nextTask();
  // MUI's styling and the locale packs (each builds an Intl.NumberFormat: the ICU data loads).
  await import('../theme/theme');
  await nextTask();
  const { renderIsland } = await import('./hydrate-root');
  await nextTask();
  await renderIsland(container, island, nextTask);
}
