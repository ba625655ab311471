/**
 * Input captured before submit: the engine types marked values into the given page's fields in a
 * browser of its own, submits nothing, and reports each request that carried them, on a loopback
 * fixture whose recorder sends them while typing (and whose sign-up on leaving a field must never
 * run: the probe fires no change and no blur), on one whose values leave only on submit, on a
 * page without a field, and with the probe switched off as an operator switches it off
 * (SCANNER_INPUT_PROBE=0).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanReport } from '../../packages/scanner-contract/report';
import { createRunScan } from '../../server/scanner/engine/scan';
import { startFixtures, type Fixtures } from '../harness/scanner/scanner-fixtures';
import { SESSION_RECORDER_STAND_IN, loopbackLookup } from '../harness/scanner/stand-ins';

/** A limit for a whole scan on a loaded machine, not a budget it must meet. */
const SCAN_TEST_MS = 180_000;

let fixtures: Fixtures;
beforeAll(async () => {
  fixtures = await startFixtures();
});
afterAll(async () => {
  expect(fixtures.canaryConnections()).toBe(0);
  await fixtures.close();
});

/** A scan of `path` with the engine as configured by `env` (createRunScan reads it). */
async function scan(path: string, env: Record<string, string> = {}): Promise<ScanReport> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    const run = createRunScan({
      allowHosts: fixtures.allowHosts,
      lookup: loopbackLookup,
      maxExtraPages: 0,
    });
    return await run(`${fixtures.site}${path}`, {
      id: 'input-probe',
      onProgress: () => undefined,
      signal: new AbortController().signal,
    });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);

describe('a form whose recorder sends what is typed before submit', () => {
  let report: ScanReport;
  beforeAll(async () => {
    report = await scan('/input-capture/');
  }, SCAN_TEST_MS);

  it('types into the visible fields only and reports each request with the encoding it used', () => {
    expect(report.inputProbe).toMatchObject({
      status: 'ran',
      page: `${fixtures.site}/input-capture/`,
      fields: 2,
    });
    expect([...report.inputProbe!.leaks].sort(byField)).toEqual([
      { url: `${SESSION_RECORDER_STAND_IN}/capture`, field: 'ad', encoding: 'base64' },
      { url: `${SESSION_RECORDER_STAND_IN}/capture`, field: 'eposta', encoding: 'sha256' },
    ]);
  });

  it('submits nothing, and its in-page code does not fail', () => {
    expect(fixtures.submissions()).toBe(0);
    expect(report.limitsHit).not.toContain('page-script-error');
  });

  it('fires no change and no blur: the page’s sign-up on leaving a field never ran', () => {
    expect(report.inputProbe!.leaks.map((leak) => leak.url)).not.toContain(
      `${SESSION_RECORDER_STAND_IN}/signup`,
    );
  });
});

describe('a form whose values leave only on submit', () => {
  it(
    'types into it and reports no request, though the page keeps the text in its own address',
    async () => {
      const report = await scan('/input-lookalike/');
      expect(report.inputProbe).toEqual({
        status: 'ran',
        page: `${fixtures.site}/input-lookalike/`,
        fields: 2,
        leaks: [],
      });
      expect(fixtures.submissions()).toBe(0);
      expect(report.limitsHit).not.toContain('page-script-error');
    },
    SCAN_TEST_MS,
  );
});

describe('a page without a text or email field', () => {
  it(
    'says the given page had no field to type into',
    async () => {
      const report = await scan('/compliant/');
      expect(report.inputProbe).toEqual({
        status: 'no-fields',
        page: `${fixtures.site}/compliant/`,
        fields: 0,
        leaks: [],
      });
    },
    SCAN_TEST_MS,
  );
});

describe('with SCANNER_INPUT_PROBE=0', () => {
  it(
    'types nothing and says the check was switched off',
    async () => {
      const report = await scan('/input-capture/', { SCANNER_INPUT_PROBE: '0' });
      expect(report.inputProbe).toEqual({ status: 'disabled', page: null, fields: 0, leaks: [] });
    },
    SCAN_TEST_MS,
  );
});
