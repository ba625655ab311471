/**
 * What the report says of pages that try to silence their scan or flood autoconsent's binding
 * (tests/harness/scanner/fixture-pages/hostile.ts: silencingPage, initFloodPage), made without
 * Chromium from their recorded traces (tests/fixtures/traces/, `npm run scanner:record-traces`).
 * What the engine did with them in a browser (the scan ended, the frames left alone, the frame
 * limit recorded, the binding not trusted) stays with tests/scanner/scan-silencing.test.ts and
 * autoconsent-binding.test.ts. An incomplete report gives no verdict (report-model.ts), and so
 * never "no problem found".
 */
import { describe, expect, it } from 'vitest';
import { reportFromTrace } from '../../../server/scanner/analysis/report-from-trace';
import type { ScanReport } from '../../../packages/scanner-contract/report';
import { verdictOf } from '../../../packages/scanner-contract/report-model';
import { AD_SERVER_STAND_IN } from '../../harness/scanner/stand-ins';
import { loadTrace } from '../../harness/scanner/traces';

/** The sorted cookie names of a phase; null for a phase that did not run. */
const cookieNames = (phase: ScanReport['firstVisit'] | null) =>
  phase ? phase.cookies.map((cookie) => cookie.name).sort() : null;
const findingIds = (report: ScanReport) => report.findings.map((finding) => finding.id);

const TRAPS = ['silencing-browser-frames', 'silencing-busy-frame', 'silencing-claims-cmp'] as const;

describe.each(TRAPS)('a page that tries to silence its scan: %s', (name) => {
  const trace = loadTrace(name);
  const report = reportFromTrace(trace);

  it('has its plain banner stated by its labels, with reject on the first layer and no CMP', () => {
    expect(report.banner).toEqual({
      found: true,
      method: 'generic',
      cmp: null,
      rejectOnFirstLayer: true,
      rejectLabel: 'Reddet',
      acceptLabel: 'Kabul Et',
    });
  });

  it('lists the cookies of each phase: `_gid` before the choice, kept after reject', () => {
    expect(cookieNames(report.firstVisit)).toEqual(['_gid']);
    expect(cookieNames(report.afterReject)).toEqual(['_gid', 'choice']);
    expect(cookieNames(report.afterAccept)).toEqual(['IDE', '_ga', '_gid', 'choice']);
    expect(report.globalPrivacyControl).toEqual({ nonEssential: ['_gid'] });
  });

  it('raises the early `_gid` as a high finding, and gives the verdict "high"', () => {
    expect(findingIds(report)).toEqual([
      'non-essential-before-choice',
      'non-essential-after-reject',
      'possible-transfer-abroad',
      'policy-not-found',
    ]);
    expect(report.findings[0]).toMatchObject({
      severity: 'high',
      evidence: { cookies: ['_gid'] },
    });
    expect(verdictOf(report, true)).toMatchObject({
      level: 'high',
      counts: { high: 2, medium: 1, low: 1 },
    });
  });

  it('is complete: every phase left its record, so no step is listed as not run', () => {
    expect(trace.reject.choice?.after).not.toBeNull();
    expect(trace.accept.after).not.toBeNull();
    expect(trace.gpc.observed).not.toBeNull();
    expect(report.notRun).toEqual([]);
  });
});

describe('a third-party frame that never yields', () => {
  const report = reportFromTrace(loadTrace('silencing-busy-frame'));

  it('is listed as a limit, and its host in the evidence of the early finding', () => {
    expect(report.limitsHit).toEqual(['frame-unresponsive']);
    expect(report.findings[0]?.evidence).toEqual({
      cookies: ['_gid'],
      hosts: [AD_SERVER_STAND_IN],
    });
  });

  it('does not turn a banner found into "banner not found"', () => {
    expect(findingIds(report)).not.toContain('banner-not-found');
  });
});

describe('a page that tells autoconsent it is a known CMP', () => {
  it('is named by no CMP: the trace holds no rule found and no name', () => {
    const trace = loadTrace('silencing-claims-cmp');
    expect(trace.banner).toMatchObject({ ruleFound: false, cmp: null });
    expect(reportFromTrace(trace).banner).toMatchObject({ method: 'generic', cmp: null });
  });
});

describe('a page flooding autoconsent’s binding', () => {
  const trace = loadTrace('binding-flood');
  const report = reportFromTrace(trace);

  it('has its banner search cut by a frame that did not answer: no "banner not found"', () => {
    expect(trace.banner).toMatchObject({ ruleFound: false, unanswered: true });
    expect(report.banner).toEqual({
      found: false,
      method: null,
      cmp: null,
      rejectOnFirstLayer: null,
      rejectLabel: null,
      acceptLabel: null,
    });
    // The flooded frame, and its srcdoc document stopped as a navigation off the site.
    expect(report.limitsHit).toEqual(['navigation-blocked', 'frame-unresponsive']);
    expect(report.findings).toEqual([]);
  });

  it('lists the steps that could not follow the search as not run', () => {
    expect(report.notRun).toEqual(['banner', 'reject', 'accept']);
    expect(report.afterReject).toBeNull();
    expect(report.afterAccept).toBeNull();
    expect(report.globalPrivacyControl).toEqual({ nonEssential: [] });
  });
});

describe('an incomplete report gives no verdict', () => {
  it('though its findings are high: the busy-frame trace without its accept phase', () => {
    const trace = loadTrace('silencing-busy-frame');
    expect(verdictOf(reportFromTrace(trace), true)?.level).toBe('high');
    // As the engine records an accept phase that did not run.
    const cut = reportFromTrace({
      ...trace,
      accept: { ...trace.accept, acceptLabel: null, after: null },
    });
    expect(cut.notRun).toEqual(['accept']);
    expect(cut.afterAccept).toBeNull();
    expect(cut.findings[0]).toMatchObject({ id: 'non-essential-before-choice', severity: 'high' });
    expect(verdictOf(cut, true)).toBeNull();
  });

  it('and so never "no problem found" when it found none: the flood trace', () => {
    const report = reportFromTrace(loadTrace('binding-flood'));
    expect(report.findings).toEqual([]);
    expect(verdictOf(report, true)).toBeNull();
  });
});
