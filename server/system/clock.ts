/**
 * The time the scanner's queues read and wait on, given to them where they are created: the
 * system's clock in production, a clock the test moves by hand in tests (no real waiting).
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /**
   * Calls `callback` once, `ms` from now; the function returned cancels it. `unref`: the wait
   * alone does not keep the process running.
   */
  after(ms: number, callback: () => void, options?: { unref?: boolean }): () => void;
  /** Calls `callback` every `ms` until the function returned is called; `unref` as for after(). */
  every(ms: number, callback: () => void, options?: { unref?: boolean }): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, callback, { unref = false } = {}) {
    const timer = setTimeout(callback, ms);
    if (unref) timer.unref();
    return () => clearTimeout(timer);
  },
  every(ms, callback, { unref = false } = {}) {
    const timer = setInterval(callback, ms);
    if (unref) timer.unref();
    return () => clearInterval(timer);
  },
};
