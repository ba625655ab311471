import type { ComponentType } from 'react';
import type { Namespace } from '../../i18n/namespaces';

/**
 * When an island's code loads: once every condition listed holds (`{ visible: true, media: q }`:
 * near the viewport, on a screen that matches `q`).
 *
 * Events:
 * - `visible`: when it comes within `rootMargin` of the viewport (default `200px 0px`), after the
 *   page's load and first paint;
 * - `interaction`: on the first pointerdown, focusin, keydown or submit inside it (a submit that
 *   comes first is held and sent once the island is ready, whatever else the trigger waits for);
 * - `scroll`: on the first scroll of the page, or an interaction inside it (what follows the
 *   reader, like a scroll-spy: nothing to do for a reader who has not moved); a link to a part of
 *   the page followed inside it first is held and followed once the island is ready;
 * - `idle`: once the page has loaded and the browser is idle (at the latest after `timeout` ms,
 *   default 2000): what must run by itself;
 * - `click`: on the first click on an element matching the selector, which is then replayed
 *   (whatever else the trigger waits for).
 *
 * A click held so (a link followed, an opener clicked) goes its way without the island if the
 * island's code cannot load: a link still leads where it says.
 *
 * Conditions, to combine with an event:
 * - `media`: while the media query matches (it waits until it does);
 * - `saveData: false`: not when the visitor asked the browser to save data.
 *
 * After a failed load each event is armed again and the next one tries again (`visible`: the next
 * time it comes near the viewport; `idle`: idle after the visitor's next interaction with the page).
 */
export interface IslandTrigger {
  visible?: true | { rootMargin: string };
  interaction?: true;
  scroll?: true;
  idle?: true | { timeout: number };
  click?: string;
  media?: string;
  saveData?: false;
}

/**
 * One island: the only kind of page part that ships JavaScript. Defined once, in a
 * `<name>.island.ts` file beside its component (its default export); the page renders it with
 * `<Island of={…} props={…}>` and the browser's registry (src/app/islands.ts) is every such file.
 */
export interface IslandDefinition<P extends object = never> {
  /** Its mark in the page (`data-island`); unique. */
  name: string;
  /** Its React component, its own chunk: the prerender renders it, the browser hydrates it. */
  load: () => Promise<ComponentType<P>>;
  /**
   * For an island whose behaviour needs no React: the browser runs this on the prerendered HTML
   * instead of hydrating `load`'s component, so neither React nor any copy is fetched for it.
   */
  enhance?: () => Promise<(container: HTMLElement) => void>;
  /** Locale namespaces it reads besides `common`; fetched with its code (hydrated islands). */
  namespaces: readonly Namespace[];
  when: IslandTrigger;
  /**
   * Wakes it as soon as the page loads, whatever `when` says, when the page's address has any of
   * these query parameters (`query`) or a fragment (`hash`).
   */
  eager?: { query?: readonly string[]; hash?: true };
}

/** Any island, whatever its props (the registry, the loader, the prerender). */
export type AnyIsland = IslandDefinition<never>;

/**
 * When an island wakes: what the prerender writes into the page beside it (JSON), so the loader
 * arms it without loading its definition, which comes with its code once it wakes.
 */
export type IslandSchedule = Pick<AnyIsland, 'when' | 'eager'>;

/** Declares an island; its props are the component's, so the use site's props are type-checked. */
export const defineIsland = <P extends object>(island: IslandDefinition<P>) => island;
