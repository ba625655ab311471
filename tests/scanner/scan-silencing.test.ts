/**
 * Pages that try to silence their own scan (scripts/scanner-fixtures.ts, silencingPage): frames
 * the scan cannot read, a third party's frame that never yields, a page that tells autoconsent it
 * is a known CMP. Each still gets its banner found, both choices made and its early `_gid` as a
 * high finding, or an incomplete report that says what did not run; never a clean one.
 */
import { describe, expect, it } from 'vitest';
import { cookieNames, fixtureScans } from './support/fixture-scans';

const scans = fixtureScans();

const scanTrap = (trap: string) =>
  scans.scan(`${scans.fixtures.site}/silencing/${trap}/`, { maxExtraPages: 0 });

const highIds = (findings: { id: string; severity: string }[]) =>
  findings.filter((finding) => finding.severity === 'high').map((finding) => finding.id);

describe('a page that tries to silence its scan', () => {
  it('cannot hold it with frames of the browser itself (chrome:, view-source:, file:)', async () => {
    const { report } = await scanTrap('browser-frames');
    expect(report.notRun).toEqual([]);
    expect(report.banner).toMatchObject({
      found: true,
      rejectLabel: 'Reddet',
      acceptLabel: 'Kabul Et',
    });
    expect(cookieNames(report.afterReject)).toEqual(['_gid', 'choice']);
    expect(cookieNames(report.afterAccept)).toEqual(['IDE', '_ga', '_gid', 'choice']);
    expect(highIds(report.findings)).toContain('non-essential-before-choice');
  });

  it('cannot hold it with a third-party frame that never yields', async () => {
    const { report } = await scanTrap('busy-frame');
    expect(report.limitsHit).toContain('frame-unresponsive');
    expect(report.banner).toMatchObject({ found: true, rejectLabel: 'Reddet' });
    expect(report.findings.map((finding) => finding.id)).not.toContain('banner-not-found');
    expect(highIds(report.findings)).toContain('non-essential-before-choice');
    // Either every step ran, or the report says which did not.
    if (report.afterReject === null) expect(report.notRun).toContain('reject');
    if (report.afterAccept === null) expect(report.notRun).toContain('accept');
  });

  it('cannot tell it which CMP it uses', async () => {
    const { report } = await scanTrap('claims-cmp');
    expect(report.banner).toMatchObject({ found: true, method: 'generic', cmp: null });
    expect(cookieNames(report.afterReject)).toEqual(['_gid', 'choice']);
    expect(highIds(report.findings)).toContain('non-essential-before-choice');
  });
});
