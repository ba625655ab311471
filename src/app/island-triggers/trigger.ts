import type { IslandTrigger } from '../../components/island/define-island';

/** One island on its way to being ready, as a trigger sees it. */
export interface WakingIsland {
  /** Whether it has hydrated (or been enhanced): it handles what the visitor does from then on. */
  ready: () => boolean;
  /** Wakes it at once and does `replay` once it is ready, or could not load (the last one only). */
  wake: (replay: Replay) => void;
}

/**
 * What the visitor did before the island was ready, done again once it is (`ready`), or once its
 * code could not load (`ready` false: what the page does without the island, if anything).
 */
export type Replay = (ready: boolean) => void;

/**
 * One kind of `when` condition (src/components/island/define-island.ts), each its own module in
 * this folder: a page loads only the kinds its islands use (the prerender preloads them).
 */
export interface Trigger<K extends keyof IslandTrigger> {
  /**
   * Calls `met` when the condition holds. `retry` (after a failed load): wait for the condition's
   * next event, not for what already holds (the island still in view, the focus still inside, the
   * page already idle), so a failing island is not retried in a loop.
   */
  arm(
    container: HTMLElement,
    option: NonNullable<IslandTrigger[K]>,
    met: () => void,
    retry: boolean,
  ): void;
  /**
   * What the visitor asks of the island before it is ready, taken over for as long as it is not
   * (a submit, an opener's click): it wakes the island at once, whatever else its trigger waits
   * for, and is replayed once it is ready. Set up when the island is armed.
   */
  hold?(container: HTMLElement, option: NonNullable<IslandTrigger[K]>, island: WakingIsland): void;
}

/** What counts as the visitor's interaction with an island (or, for `idle`'s retry, the page). */
export const interactions = ['pointerdown', 'focusin', 'keydown'] as const;
