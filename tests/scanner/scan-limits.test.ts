/**
 * The engine's limits on loopback fixtures: a slow site within the page limit, a hanging one at the
 * page and scan limits, a redirect loop, a huge page at the byte limit, and the caller's abort.
 */
import { describe, expect, it } from 'vitest';
import { createRunScan } from '../../server/scanner/engine/scan';
import { loopbackLookup } from '../harness/scanner/stand-ins';
import { fixtureScans } from './support/fixture-scans';

const scans = fixtureScans();

describe('limits', () => {
  it('waits for a slow site within the page limit', async () => {
    const { report } = await scans.scan(`${scans.fixtures.site}/slow/`, { maxExtraPages: 0 });
    expect(report.durationMs).toBeGreaterThan(2_000);
    expect(report.banner.found).toBe(false);
    expect(report.limitsHit).toEqual([]);
  });

  // Each limit case sets the other limits out of reach (an hour): only the limit under test can
  // end the scan before the test's own timeout fails it, however slow the machine is.
  const OUT_OF_REACH_MS = 60 * 60 * 1000;

  it('gives up on a hanging site at the page limit', async () => {
    expect(
      await scans.failure(`${scans.fixtures.site}/hang/`, {
        pageTimeoutMs: 3_000,
        scanTimeoutMs: OUT_OF_REACH_MS,
      }),
    ).toBe('timeout');
  });

  it('stops at the scan limit whatever the page limit', async () => {
    expect(
      await scans.failure(`${scans.fixtures.site}/hang/`, {
        scanTimeoutMs: 4_000,
        pageTimeoutMs: OUT_OF_REACH_MS,
      }),
    ).toBe('timeout');
  });

  it('stops a redirect loop', async () => {
    expect(await scans.failure(`${scans.fixtures.site}/loop/`)).toBe('unreachable');
  });

  it('cuts a huge page at the byte limit and stops at once', async () => {
    expect(
      await scans.failure(`${scans.fixtures.site}/huge/`, {
        maxResponseBytes: 1024 * 1024,
        maxExtraPages: 0,
        // Out of reach: the cut must end the visit, not the clock.
        pageTimeoutMs: OUT_OF_REACH_MS,
        scanTimeoutMs: OUT_OF_REACH_MS,
      }),
    ).toBe('too-large');
    expect(scans.fixtures.hugeBytesWritten()).toBeLessThan(20 * 1024 * 1024);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const run = createRunScan({ allowHosts: scans.fixtures.allowHosts, lookup: loopbackLookup });
    const scanning = run(`${scans.fixtures.site}/noncompliant/`, {
      id: 'abort',
      onProgress: (phase) => {
        if (phase === 'banner') controller.abort(new Error('cancelled'));
      },
      signal: controller.signal,
    });
    await expect(scanning).rejects.toThrow('cancelled');
  });
});
