/**
 * What trackers do beyond storing something, detected in every phase (before the choice, after
 * "Reddet", after "Kabul Et") with its evidence, on a loopback fixture that does each, and on one
 * that only looks alike and must trigger none. The findings made of them are tested on recorded
 * traces (tests/unit/scanner/report-from-trace.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentSignal, ScanReport, StoryPhase } from '../../packages/scanner-contract/report';
import { createRunScan } from '../../server/scanner/engine/scan';
import { startFixtures, type Fixtures } from '../harness/scanner/scanner-fixtures';
import {
  FACEBOOK_STAND_IN,
  GOOGLE_STAND_IN,
  SESSION_RECORDER_STAND_IN,
  loopbackLookup,
} from '../harness/scanner/stand-ins';

const PHASES: StoryPhase[] = ['firstVisit', 'afterReject', 'afterAccept'];

let fixtures: Fixtures;
beforeAll(async () => {
  fixtures = await startFixtures();
});
afterAll(async () => {
  expect(fixtures.canaryConnections()).toBe(0);
  await fixtures.close();
});

async function scan(path: string): Promise<ScanReport> {
  const run = createRunScan({
    allowHosts: fixtures.allowHosts,
    lookup: loopbackLookup,
    maxExtraPages: 0,
  });
  return run(`${fixtures.site}${path}`, {
    id: 'behaviour',
    onProgress: () => undefined,
    signal: new AbortController().signal,
  });
}

/** The fixture's one Google hit, every signal in the same state. */
const googleHit = (signal: ConsentSignal) => ({
  url: `${GOOGLE_STAND_IN}/g/collect`,
  adStorage: signal,
  analyticsStorage: signal,
  adUserData: signal,
  adPersonalization: signal,
});

const phase = (report: ScanReport, id: StoryPhase) => {
  const observed = report[id];
  expect(observed, `${id} ran`).not.toBeNull();
  return observed!;
};

describe('a site that fingerprints, records sessions, matches visitors and pre-grants consent', () => {
  let report: ScanReport;
  beforeAll(async () => {
    report = await scan('/behaviour/');
  });

  it.each(PHASES)('sees each behaviour with its evidence in %s', (id) => {
    const { behaviour } = phase(report, id);
    expect(behaviour.canvasFingerprinting).toEqual([
      { script: `${fixtures.site}/behaviour/fp.js`, call: 'toDataURL' },
    ]);
    expect(behaviour.sessionRecording).toEqual([
      { vendor: 'Hotjar', url: `${SESSION_RECORDER_STAND_IN}/c/hotjar-1234.js` },
    ]);
    expect(behaviour.advancedMatching).toEqual([
      { url: `${FACEBOOK_STAND_IN}/tr/`, fields: ['ud[em]', 'ud[ph]'] },
    ]);
    expect(behaviour.tcf).toEqual({ tcString: true, purposesGranted: [1, 3, 4] });
    expect(behaviour.googleHits).toEqual([googleHit('granted')]);
  });
});

describe('a site that only looks alike', () => {
  let report: ScanReport;
  beforeAll(async () => {
    report = await scan('/lookalike/');
  });

  it.each(PHASES)('sees no behaviour in %s, and Google hits as denied', (id) => {
    const { behaviour } = phase(report, id);
    expect(behaviour.canvasFingerprinting).toEqual([]);
    expect(behaviour.sessionRecording).toEqual([]);
    expect(behaviour.advancedMatching).toEqual([]);
    expect(behaviour.tcf).toEqual({ tcString: true, purposesGranted: [] });
    expect(behaviour.googleHits).toEqual([googleHit('denied')]);
  });

  it('runs its in-page probes without a failure of their own', () => {
    expect(report.limitsHit).not.toContain('page-script-error');
  });
});
