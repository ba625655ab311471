/**
 * Pages that try to silence their own scan (silencingPage in
 * tests/harness/scanner/fixture-pages/hostile.ts): frames the scan cannot read, a third party's
 * frame that never yields, a page that tells autoconsent it is a known CMP. What only the engine in a browser can show: the scan still ends, finds the
 * banner and makes both choices, or says which step did not run; the frame that never answered is
 * left and listed; the page's claim is not believed. What the report then says (labels, cookies,
 * findings, verdict) is tested on these pages' recorded traces without Chromium:
 * tests/unit/scanner/hostile-pages-report.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { fixtureScans } from './support/fixture-scans';

const scans = fixtureScans();

const scanTrap = (trap: string) =>
  scans.scan(`${scans.fixtures.site}/silencing/${trap}/`, { maxExtraPages: 0 });

describe('a page that tries to silence its scan', () => {
  it('cannot hold it with frames of the browser itself (chrome:, view-source:, file:)', async () => {
    const { report } = await scanTrap('browser-frames');
    expect(report.notRun).toEqual([]);
    expect(report.banner.found).toBe(true);
    expect(report.afterReject).not.toBeNull();
    expect(report.afterAccept).not.toBeNull();
  });

  it('cannot hold it with a third-party frame that never yields', async () => {
    const { report } = await scanTrap('busy-frame');
    expect(report.limitsHit).toContain('frame-unresponsive');
    // The search went on past the frame: the first load found the banner's reject control.
    expect(report.banner).toMatchObject({ found: true, rejectLabel: 'Reddet' });
    // Either every step ran, or the report says which did not.
    if (report.afterReject === null) expect(report.notRun).toContain('reject');
    if (report.afterAccept === null) expect(report.notRun).toContain('accept');
  });

  it('cannot tell it which CMP it uses', async () => {
    const { report } = await scanTrap('claims-cmp');
    expect(report.banner).toMatchObject({ found: true, method: 'generic', cmp: null });
    expect(report.afterReject).not.toBeNull();
  });
});
