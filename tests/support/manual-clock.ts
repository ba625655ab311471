import { createClock } from '@sinonjs/fake-timers';
import type { Clock } from '../../server/system/clock.ts';

/**
 * A clock that stands still until the test moves it: `clock` is what the code under test is
 * given, `advance(ms)` moves it on, running the timers that fall due in order (with the promise
 * callbacks each one queues), so a time limit passes without real waiting.
 */
export function manualClock(start = 1_000_000_000) {
  const timers = createClock(start);
  const clock: Clock = {
    now: () => timers.now,
    after(ms, callback) {
      const id = timers.setTimeout(callback, ms);
      return () => timers.clearTimeout(id);
    },
    every(ms, callback) {
      const id = timers.setInterval(callback, ms);
      return () => timers.clearInterval(id);
    },
  };
  return {
    clock,
    advance: async (ms: number) => {
      await timers.tickAsync(ms);
    },
  };
}
