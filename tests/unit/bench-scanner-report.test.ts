/**
 * The scanner bench's pure part (tools/bench/bench-scanner-report.ts): how each scanner's output
 * becomes a run, how a run is judged against a site's truth, and the numbers and tables written.
 */
import { describe, expect, it } from 'vitest';
import type { ScanReport } from '../../packages/scanner-contract/report';
import {
  failedRun,
  formatSpread,
  goalMet,
  judge,
  runFromPeer,
  runFromReport,
  spread,
  summarise,
  summaryTable,
  tally,
  type PeerOutput,
  type ScannerRun,
  type SiteRuns,
  type SiteTruth,
} from '../../tools/bench/bench-scanner-report';

const truth: SiteTruth = {
  beforeChoice: [],
  afterReject: ['klaro'],
  afterAccept: ['_ga', 'klaro'],
  rejectLabel: 'Reddet',
  acceptLabel: 'Kabul Et',
};

const rightRun: ScannerRun = {
  bannerFound: true,
  rejectClicked: true,
  rejectLabel: 'Reddet',
  acceptClicked: true,
  acceptLabel: 'Kabul Et',
  beforeChoice: [],
  afterReject: ['klaro'],
  afterAccept: ['_ga', 'klaro'],
  ms: 30_000,
  problems: [],
};

const peerOutput: PeerOutput = {
  ms: 16_000,
  detected: true,
  buttons: [
    { type: 'preferences', text: 'Tercihleri yönet' },
    { type: 'reject', text: ' ✗  Reddet ' },
    { type: 'accept', text: 'Kabul Et' },
  ],
  errors: [],
  cookiesBeforeInteraction: [],
  cookiesAfterReject: ['klaro'],
  cookiesAfterAccept: ['klaro', '_ga', 'klaro'],
  outside: [],
};

describe('runFromPeer', () => {
  it('takes both clicks from the buttons it found and its error list, cookie names sorted once', () => {
    expect(runFromPeer(peerOutput)).toEqual({
      bannerFound: true,
      rejectClicked: true,
      rejectLabel: ' ✗  Reddet ',
      acceptClicked: true,
      acceptLabel: 'Kabul Et',
      beforeChoice: [],
      afterReject: ['klaro'],
      afterAccept: ['_ga', 'klaro'],
      ms: 16_000,
      problems: [],
    });
  });

  it('counts no phase after a choice it could not make, whatever cookies it copied there', () => {
    const run = runFromPeer({
      ...peerOutput,
      detected: false,
      buttons: [],
      errors: [
        'No reject button found — could not test rejection flow',
        'No accept button found — could not test acceptance flow',
      ],
      cookiesBeforeInteraction: ['_ga'],
      cookiesAfterReject: ['_ga'],
      cookiesAfterAccept: [],
    });
    expect(run).toMatchObject({
      bannerFound: false,
      rejectClicked: false,
      rejectLabel: null,
      acceptClicked: false,
      acceptLabel: null,
      beforeChoice: ['_ga'],
      afterReject: null,
      afterAccept: null,
    });
  });

  it('keeps the first line of a Playwright error and lists each request it blocked', () => {
    const run = runFromPeer({
      ...peerOutput,
      errors: [
        'Could not click reject button: TimeoutError: locator.click\nCall log:\n  - waiting',
      ],
      outside: ['https://cdn.example/x.js'],
    });
    expect(run.rejectClicked).toBe(false);
    expect(run.afterReject).toBeNull();
    expect(run.problems).toEqual([
      'Could not click reject button: TimeoutError: locator.click',
      'blocked a request beyond loopback: https://cdn.example/x.js',
    ]);
  });
});

describe('runFromReport', () => {
  it('reads a choice as made when its phase is in the report', () => {
    const phase = (names: string[]) => ({ cookies: names.map((name) => ({ name })) });
    const report = {
      banner: { found: true, rejectLabel: 'Reddet', acceptLabel: 'Kabul Et' },
      firstVisit: phase([]),
      afterReject: null,
      afterAccept: phase(['klaro', '_ga']),
      notRun: ['reject'],
      limitsHit: [],
    } as unknown as ScanReport;
    expect(runFromReport(report, 31_000)).toEqual({
      bannerFound: true,
      rejectClicked: false,
      rejectLabel: null,
      acceptClicked: true,
      acceptLabel: 'Kabul Et',
      beforeChoice: [],
      afterReject: null,
      afterAccept: ['_ga', 'klaro'],
      ms: 31_000,
      problems: ['not run: reject'],
    });
  });
});

describe('judge', () => {
  it('passes a run that matches the truth, the labels compared without case or spacing', () => {
    expect(judge({ ...rightRun, rejectLabel: ' ✗  REDDET ' }, truth)).toEqual({
      banner: true,
      reject: true,
      accept: true,
      beforeChoice: true,
      afterReject: true,
      afterAccept: true,
    });
  });

  it('fails a reject made with the accept label, and a phase with one cookie more', () => {
    expect(
      judge({ ...rightRun, rejectLabel: 'Kabul Et', afterReject: ['_ga', 'klaro'] }, truth),
    ).toMatchObject({ reject: false, afterReject: false, accept: true });
  });

  it('fails everything of a run that did not finish', () => {
    expect(judge(failedRun(5_000, 'exit 1'), truth)).toEqual({
      banner: false,
      reject: false,
      accept: false,
      beforeChoice: false,
      afterReject: false,
      afterAccept: false,
    });
  });
});

describe('numbers', () => {
  it('spread: min, median (the middle two averaged) and max', () => {
    expect(spread([3, 1, 2])).toEqual({ min: 1, median: 2, max: 3 });
    expect(spread([4, 1, 3, 2])).toEqual({ min: 1, median: 2.5, max: 4 });
    expect(spread([])).toBeNull();
  });

  it('formatSpread: seconds with one decimal', () => {
    expect(formatSpread({ min: 12_340, median: 15_000, max: 20_060 })).toBe('12.3 / 15.0 / 20.1 s');
    expect(formatSpread(null)).toBe('—');
  });

  it('tally: ✓ when every run is right, ✗ when none, the count between', () => {
    expect(tally([true, true, true])).toBe('✓');
    expect(tally([false, false])).toBe('✗');
    expect(tally([true, false, true])).toBe('2/3');
    expect(tally([])).toBe('✗');
  });
});

describe('summary', () => {
  const sites: SiteRuns[] = [
    {
      site: 'klaro/compliant',
      truth,
      runs: {
        ours: [rightRun, { ...rightRun, ms: 34_000 }],
        peer: [runFromPeer(peerOutput), { ...runFromPeer(peerOutput), ms: 20_000 }],
      },
    },
    {
      site: 'klaro/noncompliant',
      truth: { ...truth, beforeChoice: ['_ga'] },
      runs: {
        ours: [
          { ...rightRun, beforeChoice: ['_ga'], ms: 28_000 },
          { ...rightRun, ms: 40_000 },
        ],
        peer: [failedRun(12_000, 'exit 1'), failedRun(14_000, 'exit 1')],
      },
    },
  ];
  const summaries = { ours: summarise(sites, 'ours'), peer: summarise(sites, 'peer') };

  it('counts a site for a check only when every run passed it', () => {
    expect(summaries.ours).toEqual({
      sites: 2,
      banner: 2,
      reject: 2,
      accept: 2,
      cookies: 1,
      everything: 1,
      time: { min: 28_000, median: 32_000, max: 40_000 },
    });
    expect(summaries.peer).toMatchObject({ banner: 1, reject: 1, cookies: 1, everything: 1 });
  });

  it('writes the headline table and judges the goal against the peer’s median', () => {
    expect(summaryTable(summaries, { ours: 'ours', peer: 'peer' })).toBe(
      [
        '| Sites where every run … | ours | peer |',
        '| --- | :-- | :-- |',
        '| found the banner | 2/2 | 1/2 |',
        '| rejected with the reject label | 2/2 | 1/2 |',
        '| accepted with the accept label | 2/2 | 1/2 |',
        '| saw the right cookies in all three phases | 1/2 | 1/2 |',
        '| got everything right | 1/2 | 1/2 |',
        '| time per scan, min / median / max (all runs) | 28.0 / 32.0 / 40.0 s | 12.0 / 15.0 / 20.0 s |',
      ].join('\n'),
    );
    expect(goalMet(summaries)).toEqual({ right: false, fast: false });
  });
});
