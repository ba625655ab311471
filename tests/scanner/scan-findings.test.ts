/**
 * What a scan sees of a whole site, on loopback fixtures: a non-compliant and a compliant site
 * end to end (cookies, storage, hosts, banner, phases), the link to the site's own cookie policy,
 * and Consent Mode defaults set without dataLayer. What the analysis makes of it (classification,
 * findings, the policy compared) is tested on recorded traces (tests/unit/scanner/
 * report-from-trace.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../server/system/chromium';
import type { ScanReport } from '../../packages/scanner-contract/report';
import { AD_SERVER_STAND_IN, GOOGLE_STAND_IN } from '../harness/scanner/stand-ins';
import { fixtureScans, cookieNames } from './support/fixture-scans';

const scans = fixtureScans();

describe('a non-compliant site', () => {
  let result: Awaited<ReturnType<typeof scans.scan>>;
  beforeAll(async () => {
    result = await scans.scan(`${scans.fixtures.site}/noncompliant/`);
  });

  it('records the cookies, keys and hosts set before any choice, the third-party one too', () => {
    const { report } = result;
    // A limit would explain any difference below: none is expected on this fixture.
    expect(report.limitsHit).toEqual([]);
    expect(report.firstVisit.pages).toEqual([
      `${scans.fixtures.site}/noncompliant/`,
      `${scans.fixtures.site}/noncompliant/urunler`,
    ]);
    expect(cookieNames(report.firstVisit)).toEqual(['IDE', '_fbp', '_ga', '_gid']);
    const ide = report.firstVisit.cookies.find((cookie) => cookie.name === 'IDE');
    expect(ide).toMatchObject({ domain: AD_SERVER_STAND_IN, secure: true, sameSite: 'None' });
    expect(report.firstVisit.storage).toContainEqual(
      expect.objectContaining({ area: 'localStorage', key: '_ym_uid' }),
    );
    // A Google measurement request with no Consent Mode default before it.
    expect(report.firstVisit.hosts.map((host) => host.host).sort()).toEqual([
      '127.0.0.1',
      AD_SERVER_STAND_IN,
      GOOGLE_STAND_IN,
    ]);
    expect(report.firstVisit.consentModeDefaultsFirst).toBe(false);
  });

  it('finds the banner by its labels and no reject control', () => {
    expect(result.report.banner).toMatchObject({
      found: true,
      method: 'generic',
      cmp: null,
      rejectLabel: null,
      acceptLabel: 'Kabul Et',
    });
    expect(result.report.afterReject).toBeNull();
    expect(cookieNames(result.report.afterAccept)).toContain('consent');
  });

  it('records the Chromium it ran in, as the binary names its version', () => {
    const binary = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' });
    expect(binary).toContain(` ${result.report.versions?.chromium} `);
    expect(result.report.versions?.chromium).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });

  it('sets what GPC asks it not to, and reports the phases in order', () => {
    const { report, progress } = result;
    expect(report.globalPrivacyControl?.nonEssential).toContain('_ga');
    expect(progress).toEqual(['opening', 'banner', 'rejecting', 'accepting', 'classifying']);
    expect(report.limitsHit).toEqual([]);
  });

  it('finds no cookie policy linked from the banner or the page', () => {
    expect(result.report.cookiePolicy).toMatchObject({ url: null, foundIn: null });
  });
});

describe('a compliant site', () => {
  let report: ScanReport;
  beforeAll(async () => {
    ({ report } = await scans.scan(`${scans.fixtures.site}/compliant/`));
  });

  it('finds equal Reddet and Kabul Et on the first layer and nothing non-essential before a choice', () => {
    expect(report.limitsHit).toEqual([]);
    expect(report.banner).toMatchObject({
      found: true,
      method: 'generic',
      rejectLabel: 'Reddet',
      acceptLabel: 'Kabul Et',
    });
    expect(cookieNames(report.firstVisit)).toEqual([]);
    expect(report.firstVisit.consentModeDefaultsFirst).toBe(true);
  });

  it('keeps analytics off after Reddet and shows them after Kabul Et', () => {
    expect(cookieNames(report.afterReject)).toEqual(['consent']);
    expect(report.afterReject?.hosts.map((host) => host.host)).toEqual(['127.0.0.1']);
    expect(cookieNames(report.afterAccept)).toEqual(['IDE', '_ga', 'consent']);
    expect(report.afterAccept?.storage.map((item) => item.key)).toEqual(['_ga_last']);
    expect(report.afterAccept?.hosts.map((host) => host.host)).toContain(AD_SERVER_STAND_IN);
    expect(report.globalPrivacyControl).toEqual({ nonEssential: [] });
  });

  it('reads the policy its banner links', () => {
    expect(report.cookiePolicy).toMatchObject({
      url: `${scans.fixtures.site}/compliant-policy/`,
      foundIn: 'banner',
    });
  });
});

describe("the site's own cookie policy", () => {
  it("follows the banner's own link before a footer link, and reads it", async () => {
    const { report } = await scans.scan(`${scans.fixtures.site}/policy-site/`, {
      maxExtraPages: 0,
    });
    expect(cookieNames(report.firstVisit)).toEqual(['_fbp', '_ga']);
    // Read: a policy that could not be read is listed as `policy-unread`.
    expect(report.cookiePolicy).toMatchObject({
      url: `${scans.fixtures.site}/policy-site/cerez-politikasi`,
      foundIn: 'banner',
    });
    expect(report.limitsHit).toEqual([]);
  });
});

describe('Consent Mode', () => {
  it('sees defaults set without dataLayer in the state the first Google hit carries', async () => {
    const { report } = await scans.scan(`${scans.fixtures.site}/template-consent/`, {
      maxExtraPages: 0,
    });
    expect(report.firstVisit.hosts.map((host) => host.host)).toContain(GOOGLE_STAND_IN);
    expect(report.firstVisit.consentModeDefaultsFirst).toBe(true);
  });

  it('judges each page on its own: a page reloaded after the choice that sets its defaults late keeps the order its first page had', async () => {
    const { report } = await scans.scan(`${scans.fixtures.site}/late-defaults/`, {
      maxExtraPages: 0,
    });
    expect(report.firstVisit.consentModeDefaultsFirst).toBe(true);
    expect(report.afterAccept?.hosts.map((host) => host.host)).toContain(GOOGLE_STAND_IN);
    expect(report.afterAccept?.consentModeDefaultsFirst).toBe(true);
  });
});
