import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { HANG_LIMIT_MS, STATE_WAIT_MS } from './tests/support/waits.ts';

/**
 * The files that run longest though they are small: the page-by-page accessibility walks, the
 * consent-manager and page-load checks that build or measure whole pages, and the scans that wait
 * out CMP timers. On a clean clone (no timings yet) Vitest starts the largest files first, so these
 * would start last and run on their own at the end of their gate.
 */
const longRunning =
  /(accessibility-pages-|consent-gtm|page-load|real-cmps|scan-banners|scan-silencing|scan-findings)/;

/**
 * Vitest's own order (longest first once it has timings, else the largest file first), except that
 * the long-running small files start first.
 */
class LongWalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => (longRunning.test(spec.moduleId) ? 0 : 1);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

/** Every project's time limits (tests/support/waits.ts): a hang guard, and expect.poll's wait. */
const limits = {
  testTimeout: HANG_LIMIT_MS,
  hookTimeout: HANG_LIMIT_MS,
  expect: { poll: { timeout: STATE_WAIT_MS } },
};

/**
 * How many files of a project that runs Chromium run at once: each is a Chromium with its page,
 * about a core's work. `npm test` (tests/harness/test.ts) sets TEST_CHROMIUM_WORKERS to the cores its
 * scheduler gives the gate; alone, such a project takes the machine's cores.
 */
const chromiumWorkers = Number(process.env.TEST_CHROMIUM_WORKERS) || availableParallelism();

export default defineConfig({
  test: {
    sequence: { sequencer: LongWalksFirst },
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Node modules without a DOM: the files share a worker's module cache instead of each
          // importing everything again (half the CPU). The component tests keep their isolation:
          // happy-dom's document is global.
          isolate: false,
          ...limits,
        },
      },
      {
        // The Redis, worker and database tests: real servers (redis-server, PostgreSQL) and worker
        // processes started by the tests, waited on by their events and messages. Each file has
        // its own servers on free loopback ports.
        extends: './vite.config.ts',
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          ...limits,
        },
      },
      {
        // The interactive components rendered by React in happy-dom: seconds, no build, no
        // Chromium. Behaviour only; layout and real scrolling stay with the browser tests.
        extends: './vite.config.ts',
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/components/support/setup.ts'],
          ...limits,
        },
      },
      {
        // Checks of the built site's files (dist/: sizes, and each page's HTML parsed once with
        // happy-dom, which runs none of its scripts): what a crawler or a visitor without
        // JavaScript gets. No server, no Chromium. Run after `npm run build`.
        extends: './vite.config.ts',
        test: {
          name: 'built',
          include: ['tests/built/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          ...limits,
        },
      },
      {
        // What the servers answer over HTTP (`npm start`'s server, and nginx with the deploy
        // recipe): status codes, headers, files. No Chromium. Run after `npm run build`.
        extends: './vite.config.ts',
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          // nginx starts (a certificate, a prefix) before its file: seconds, tens of seconds on a
          // loaded 2-core machine.
          ...limits,
        },
      },
      {
        // The scan engine against fixture sites on loopback: each file with its own fixtures and
        // its own Chromium per scan, about a core's work (tests/harness/test.ts).
        test: {
          name: 'scanner',
          include: ['tests/scanner/**/*.test.ts'],
          environment: 'node',
          // Above the engine's own limits, raised threefold below.
          ...limits,
          env: {
            // The engine tests run Chromium in this (root) process, where it cannot keep its
            // sandbox; served-scan.test.ts checks the shipped, sandboxed engine without it.
            SCANNER_UNSAFE_NO_SANDBOX: '1',
            // The engine's budgets (scan, page, CMP rule waits) three times the production ones:
            // on a busy machine a scan ends by what the fixture does, not by a budget it ran out
            // of. The late-banner window keeps its production length (config.ts BUDGETS). The
            // tests of the limits set their own.
            SCANNER_TEST_TIME_SCALE: '3',
          },
          maxWorkers: chromiumWorkers,
          fileParallelism: true,
        },
      },
      {
        // The Vite config too: tests read the route table (src/routing) like the app does.
        extends: './vite.config.ts',
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // Each file launches its own Chromium; the test code around it shares a worker's
          // module cache.
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          // consent-gtm.test.ts runs the scan engine in this (root) process: no sandbox there;
          // the engine's time limits raised as in the scanner project.
          env: { SCANNER_UNSAFE_NO_SANDBOX: '1', SCANNER_TEST_TIME_SCALE: '3' },
          // On a loaded 2-core machine a whole-page check (every locale's pages, axe, full
          // hydration) can take tens of seconds.
          ...limits,
          maxWorkers: chromiumWorkers,
          fileParallelism: true,
        },
      },
      {
        // The spec's conformance suite (tests/harness/spec/rules.ts): one test per rule, against the
        // built site as a visitor meets it. HTML rules read dist/; behaviour and payload rules
        // drive Chromium against dist/ served by server/site/serve.ts (the browser tests' server).
        extends: './vite.config.ts',
        test: {
          name: 'spec',
          include: ['tests/spec/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          ...limits,
          maxWorkers: chromiumWorkers,
          fileParallelism: true,
        },
      },
    ],
  },
});
