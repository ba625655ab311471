/**
 * The test suite's only time limits, neither of them a guess of how fast the machine is: waits
 * inside a test end on an event, a state or fake timers.
 */
import { vi } from 'vitest';

/**
 * A hang guard, not a budget: a test that passes takes what it takes on any machine, however busy
 * or slow; one that hangs fails after this instead of holding the run for ever.
 */
export const HANG_LIMIT_MS = 10 * 60_000;

/**
 * The hang guard of one step inside a test (a page load, a click, a poll): half the test's, so a
 * step that hangs fails with its own name and Playwright's call log instead of as the whole
 * test's timeout. Every browser page's default (tests/browser/support/browser.ts).
 */
export const STEP_HANG_LIMIT_MS = HANG_LIMIT_MS / 2;

/**
 * How long a wait for a state (expect.poll, vi.waitFor, Testing Library's waitFor) looks before it
 * fails: one that passes returns as soon as the state is there.
 */
export const STATE_WAIT_MS = 60_000;

/** vi.waitFor with the suite's state wait. */
export const waitForState = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: STATE_WAIT_MS });
