/**
 * Server-side request forgery: a canary on a loopback port outside the allowlist gets nothing,
 * whether it is the scanned address, a redirect target or what an allowed page loads.
 */
import { describe, expect, it } from 'vitest';
import { fixtureScans } from './support/fixture-scans';

const scans = fixtureScans();

describe('SSRF: the canary on a loopback port outside the allowlist gets nothing', () => {
  it('as the scanned address, by IP or by name', async () => {
    expect(await scans.failure(scans.fixtures.canary)).toBe('blocked-address');
    expect(await scans.failure(scans.fixtures.canary.replace('127.0.0.1', 'localhost'))).toBe(
      'blocked-address',
    );
    expect(scans.fixtures.canaryConnections()).toBe(0);
  });

  it('as a redirect target', async () => {
    expect(await scans.failure(`${scans.fixtures.site}/to-canary/`)).toBe('blocked-address');
    expect(scans.fixtures.canaryConnections()).toBe(0);
  });

  it('as subresources, frames, fetch, beacons, websockets and popups of an allowed page', async () => {
    // The input probe's own browser loads the page too: its requests are held back as well.
    const { report } = await scans.scan(`${scans.fixtures.site}/probes/`, {
      maxExtraPages: 0,
      inputProbe: true,
    });
    expect(report.limitsHit).toContain('blocked-requests');
    expect(scans.fixtures.canaryConnections()).toBe(0);
  });
});
