/**
 * Scans of the loopback fixture sites (tests/harness/scanner/scanner-fixtures.ts) with the engine in this
 * process, for the engine's test files: each file starts its own fixtures, so the files can run
 * at once, and checks at its end that the canary outside the allowlist saw no connection.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { ScanPhase, ScanReport } from '../../../packages/scanner-contract/report';
import {
  createRunScan,
  ScanError,
  type ScanEngineOptions,
} from '../../../server/scanner/engine/scan';
import { startFixtures, type Fixtures } from '../../harness/scanner/scanner-fixtures';
import { loopbackLookup } from '../../harness/scanner/stand-ins';

export interface FixtureScans {
  /** The running fixtures (set once the file's beforeAll has run). */
  readonly fixtures: Fixtures;
  /** A scan of `url` and the phases it reported, the input probe off unless `options` asks. */
  scan(
    url: string,
    options?: ScanEngineOptions,
  ): Promise<{ report: ScanReport; progress: ScanPhase[] }>;
  /** The ScanError code a scan of `url` fails with. */
  failure(url: string, options?: ScanEngineOptions): Promise<string>;
}

/** Starts the fixtures for the calling test file, and closes them after it. */
export function fixtureScans(): FixtureScans {
  let fixtures: Fixtures | undefined;
  beforeAll(async () => {
    fixtures = await startFixtures();
  });
  afterAll(async () => {
    if (!fixtures) return;
    // Whatever ran, the canary never saw a connection.
    expect(fixtures.canaryConnections()).toBe(0);
    await fixtures.close();
  });

  const running = (): Fixtures => {
    if (!fixtures) throw new Error('the fixtures are not running yet');
    return fixtures;
  };

  async function scan(url: string, options: ScanEngineOptions = {}) {
    const progress: ScanPhase[] = [];
    const run = createRunScan({
      allowHosts: running().allowHosts,
      lookup: loopbackLookup,
      // The input probe (a browser of its own per scan) has its tests in input-probe.test.ts;
      // here it runs only where its traffic is what the test is about.
      inputProbe: false,
      ...options,
    });
    const report = await run(url, {
      id: 'test',
      onProgress: (phase) => progress.push(phase),
      signal: new AbortController().signal,
    });
    return { report, progress };
  }

  async function failure(url: string, options: ScanEngineOptions = {}): Promise<string> {
    try {
      await scan(url, options);
    } catch (error) {
      if (error instanceof ScanError) return error.code;
      throw error;
    }
    throw new Error('the scan did not fail');
  }

  return {
    get fixtures() {
      return running();
    },
    scan,
    failure,
  };
}

/** The sorted cookie names of a phase, none for a phase that did not run. */
export const cookieNames = (phase: ScanReport['firstVisit'] | null): string[] =>
  phase?.cookies.map((cookie) => cookie.name).sort() ?? [];
