/**
 * The analysis on what real consent managers did, without Chromium: reports made from the traces
 * recorded on the real-CMP sites (tests/harness/scanner/real-cmp-sites.ts, `npm run
 * scanner:record-traces`), against what a visitor's browser held there, checked by hand
 * (tests/harness/scanner/real-cmp-truth.ts). The live scans of the same sites:
 * tests/scanner/real-cmps.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { reportFromTrace } from '../../../server/scanner/analysis/report-from-trace';
import type { ScanReport } from '../../../packages/scanner-contract/report';
import { REAL_CMP_TRACES, loadTrace } from '../../harness/scanner/traces';
import { realCmpTruth } from '../../harness/scanner/real-cmp-truth';

/** The sorted cookie names of a phase, none for a phase that did not run. */
const cookieNames = (phase: ScanReport['firstVisit'] | null): string[] =>
  phase?.cookies.map((cookie) => cookie.name).sort() ?? [];

describe.each(REAL_CMP_TRACES)('$name', ({ name, cmp, variant }) => {
  const report = reportFromTrace(loadTrace(name));
  const truth = realCmpTruth[cmp];

  it('is complete: the banner found, both choices made, the CMP named right or not at all', () => {
    expect(report.notRun).toEqual([]);
    expect(report.banner.found).toBe(true);
    expect([null, ...truth.names]).toContain(report.banner.cmp);
    expect(report.afterReject).not.toBeNull();
    expect(report.afterAccept).not.toBeNull();
  });

  it('holds, in each phase, the cookies a visitor’s browser held', () => {
    expect(cookieNames(report.firstVisit)).toEqual(truth[variant].beforeChoice);
    expect(cookieNames(report.afterReject)).toEqual(truth[variant].afterReject);
    expect(cookieNames(report.afterAccept)).toEqual(truth[variant].afterAccept);
  });

  it('calls the cookie that keeps the visitor’s choice necessary, in every phase it is in', () => {
    const records = [report.firstVisit, report.afterReject, report.afterAccept].flatMap(
      (phase) => phase?.cookies.filter((cookie) => cookie.name === truth.consentRecord) ?? [],
    );
    expect(records.length).toBeGreaterThan(0);
    expect(records.map((cookie) => cookie.category)).toEqual(records.map(() => 'necessary'));
  });

  it('rates the ungated analytics cookie high, and nothing high on the compliant variant', () => {
    const high = report.findings.filter((finding) => finding.severity === 'high');
    if (variant === 'compliant') expect(high).toEqual([]);
    else {
      expect(high.map((finding) => finding.id)).toContain('non-essential-before-choice');
      expect(
        high.find((finding) => finding.id === 'non-essential-before-choice')?.evidence,
      ).toMatchObject({ cookies: expect.arrayContaining(['_ga']) });
    }
  });
});
