import type { ComponentType } from 'react';
import type { Namespace } from '../../i18n/namespaces';

/**
 * When an island's code loads:
 * - `visible`: when it comes within a screen of the viewport;
 * - `interaction`: on the first pointerdown, focusin, keydown or submit inside it (a submit that
 *   comes first is held and sent once the island is ready);
 * - `scroll`: on the first scroll of the page, or an interaction inside it (what follows the
 *   reader, like a scroll-spy: nothing to do for a reader who has not moved);
 * - `idle`: once the page has loaded and the browser is idle (what must run by itself);
 * - `{ click }`: on the first click on an element matching the selector, which is then replayed.
 */
export type IslandTrigger = 'visible' | 'interaction' | 'scroll' | 'idle' | { click: string };

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
  /** Wakes it as soon as the page loads when this says so, whatever `when` says. */
  eager?: () => boolean;
}

/** Any island, whatever its props (the registry, the loader, the prerender). */
export type AnyIsland = IslandDefinition<never>;

/** Declares an island; its props are the component's, so the use site's props are type-checked. */
export const defineIsland = <P extends object>(island: IslandDefinition<P>) => island;
