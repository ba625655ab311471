/**
 * How a scan finds a banner and makes its choices, on loopback fixtures: a known CMP through its
 * autoconsent rule (also after the extra page visits), generic labels in a shadow root and on a
 * banner shown seconds late, and what the reject click itself sent.
 */
import { describe, expect, it } from 'vitest';
import { GOOGLE_STAND_IN } from '../harness/scanner/stand-ins';
import { fixtureScans, cookieNames } from './support/fixture-scans';

const scans = fixtureScans();

describe('banners', () => {
  it('finds a known CMP by its autoconsent rule and uses its reject and accept', async () => {
    const { report } = await scans.scan(`${scans.fixtures.site}/cmp/`, { maxExtraPages: 0 });
    expect(report.banner).toMatchObject({
      found: true,
      method: 'cmp-rule',
      cmp: 'Complianz banner',
      rejectLabel: 'Deny',
      acceptLabel: 'Accept',
    });
    expect(cookieNames(report.afterReject)).toEqual(['choice']);
    expect(cookieNames(report.afterAccept)).toEqual(['IDE', '_ga', 'choice']);
  });

  it("still rejects through the CMP rule after visiting the site's other pages", async () => {
    const { report } = await scans.scan(`${scans.fixtures.site}/cmp-pages/`);
    expect(report.firstVisit.pages).toEqual([
      `${scans.fixtures.site}/cmp-pages/`,
      `${scans.fixtures.site}/cmp-pages/hakkimizda`,
    ]);
    expect(report.banner).toMatchObject({
      found: true,
      method: 'cmp-rule',
      cmp: 'Complianz banner',
      rejectLabel: null,
    });
    // No generic label matches its deny button: only the rule can have rejected.
    expect(cookieNames(report.afterReject)).toEqual(['choice']);
    expect(cookieNames(report.afterAccept)).toEqual(['IDE', '_ga', 'choice']);
  });

  /** Scans a fixture whose banner only the generic labels find, then rejects and accepts. */
  async function expectGenericBanner(path: string, reject: string, accept: string) {
    const { report } = await scans.scan(`${scans.fixtures.site}${path}`, { maxExtraPages: 0 });
    expect(report.banner).toMatchObject({
      found: true,
      method: 'generic',
      rejectLabel: reject,
      acceptLabel: accept,
    });
    expect(cookieNames(report.afterReject)).toEqual(['choice']);
    expect(cookieNames(report.afterAccept)).toEqual(['IDE', '_ga', 'choice']);
  }

  it('finds Turkish labels in capitals inside a shadow root', () =>
    expectGenericBanner('/shadow/', 'TÜMÜNÜ REDDET', 'KABUL EDİYORUM'));

  it('chooses through the real banner, not a preview of one in the page shown before it', () =>
    expectGenericBanner('/preview/', 'Reddet', 'Kabul Et'));

  it('waits for a banner shown seconds after the page loaded', () =>
    expectGenericBanner('/late/', 'Reddet', 'Kabul Et'));
});

describe('after reject', () => {
  it('counts what the reject click itself sent, and what merely remained from before it', async () => {
    const { report } = await scans.scan(`${scans.fixtures.site}/reject-sends/`, {
      maxExtraPages: 0,
    });
    expect(report.afterReject?.hosts.map((host) => host.host)).toContain(GOOGLE_STAND_IN);
    expect(report.afterReject?.cookies.find((cookie) => cookie.name === '_ga')).toMatchObject({
      sinceChoice: 'remained',
    });
  });
});

describe('what is not a banner', () => {
  it('takes a preview of a banner in the page content for no banner', async () => {
    const { report } = await scans.scan(`${scans.fixtures.site}/preview-only/`, {
      maxExtraPages: 0,
    });
    expect(report.banner).toMatchObject({ found: false, method: null, rejectLabel: null });
    expect(report.afterReject).toBeNull();
    expect(report.notRun).toEqual([]);
    expect(report.findings.map((finding) => finding.id)).toContain('banner-not-found');
  });
});
