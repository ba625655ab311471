/**
 * What a scan reports of a whole site, on loopback fixtures: a non-compliant and a compliant site
 * end to end (cookies, storage, hosts, banner, findings, phases), the site's own cookie policy
 * compared with what it sets, and Consent Mode defaults set without dataLayer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScanReport } from '../../src/scanner-contract/report';
import { AD_SERVER_STAND_IN, GOOGLE_STAND_IN } from '../../scripts/scanner-fixtures';
import { fixtureScans, cookieNames } from './support/fixture-scans';

const scans = fixtureScans();

describe('a non-compliant site', () => {
  let result: Awaited<ReturnType<typeof scans.scan>>;
  beforeAll(async () => {
    result = await scans.scan(`${scans.fixtures.site}/noncompliant/`);
  });

  it('records analytics and advertising set before any choice, with the third-party one', () => {
    const { report } = result;
    // A limit would explain any difference below: none is expected on this fixture.
    expect(report.limitsHit).toEqual([]);
    expect(report.firstVisit.pages).toEqual([
      `${scans.fixtures.site}/noncompliant/`,
      `${scans.fixtures.site}/noncompliant/urunler`,
    ]);
    expect(cookieNames(report.firstVisit)).toEqual(['IDE', '_fbp', '_ga', '_gid']);
    const ide = report.firstVisit.cookies.find((cookie) => cookie.name === 'IDE');
    expect(ide).toMatchObject({
      domain: AD_SERVER_STAND_IN,
      thirdParty: true,
      secure: true,
      sameSite: 'None',
      category: 'marketing',
    });
    expect(report.firstVisit.cookies.find((cookie) => cookie.name === '_ga')).toMatchObject({
      thirdParty: false,
      category: 'analytics',
      platform: 'Google Analytics',
    });
    expect(report.firstVisit.storage).toContainEqual(
      expect.objectContaining({ area: 'localStorage', key: '_ym_uid', category: 'analytics' }),
    );
    // A Google measurement request with no Consent Mode default before it.
    expect(report.firstVisit.hosts.find((host) => host.host === GOOGLE_STAND_IN)).toMatchObject({
      thirdParty: true,
      tracker: true,
      owner: 'Google',
    });
    expect(report.firstVisit.consentModeDefaultsFirst).toBe(false);
    expect(report.firstVisit.hosts.find((host) => host.host === AD_SERVER_STAND_IN)).toMatchObject({
      thirdParty: true,
      tracker: true,
    });
  });

  it('finds the banner by its labels and sees no reject on the first layer', () => {
    expect(result.report.banner).toEqual({
      found: true,
      method: 'generic',
      cmp: null,
      rejectOnFirstLayer: false,
      rejectLabel: null,
      acceptLabel: 'Kabul Et',
    });
    expect(result.report.afterReject).toBeNull();
    expect(cookieNames(result.report.afterAccept)).toContain('consent');
  });

  it('reports the findings, GPC ignored, and the phases in order', () => {
    const { report, progress } = result;
    expect(report.findings.map((finding) => finding.id)).toEqual([
      'non-essential-before-choice',
      'no-reject-on-first-layer',
      'possible-transfer-abroad',
      'policy-not-found',
    ]);
    expect(report.findings[0]?.evidence).toEqual({
      cookies: ['IDE', '_fbp', '_ga', '_gid'],
      storage: ['_ym_uid'],
      hosts: [AD_SERVER_STAND_IN, GOOGLE_STAND_IN],
    });
    expect(report.findings[2]?.evidence).toEqual({ hosts: [AD_SERVER_STAND_IN, GOOGLE_STAND_IN] });
    expect(report.globalPrivacyControl?.nonEssential).toEqual([
      'IDE',
      '_fbp',
      '_ga',
      '_gid',
      '_ym_uid',
    ]);
    expect(progress).toEqual(['opening', 'banner', 'rejecting', 'accepting', 'classifying']);
    expect(report.limitsHit).toEqual([]);
  });

  it('says that no cookie policy is linked from the banner or the page', () => {
    expect(result.report.cookiePolicy).toEqual({
      url: null,
      foundIn: null,
      notNamed: [],
      unseen: [],
    });
    expect(result.report.findings.find((f) => f.id === 'policy-not-found')).toEqual({
      id: 'policy-not-found',
      severity: 'medium',
      evidence: {},
    });
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
      rejectOnFirstLayer: true,
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
    expect(report.globalPrivacyControl).toEqual({ nonEssential: [] });
  });

  it('reads the policy its banner links and finds every cookie it set named there', () => {
    expect(report.cookiePolicy).toEqual({
      url: `${scans.fixtures.site}/compliant-policy/`,
      foundIn: 'banner',
      notNamed: [],
      unseen: [],
    });
  });

  it('has no finding but the third party contacted after consent', () => {
    expect(report.findings).toEqual([
      {
        id: 'possible-transfer-abroad',
        severity: 'low',
        evidence: { hosts: [AD_SERVER_STAND_IN] },
      },
    ]);
  });
});

describe("the site's own cookie policy", () => {
  it("follows the banner's own link before a footer link, and compares the names", async () => {
    const { report } = await scans.scan(`${scans.fixtures.site}/policy-site/`, {
      maxExtraPages: 0,
    });
    expect(cookieNames(report.firstVisit)).toEqual(['_fbp', '_ga']);
    expect(report.cookiePolicy).toEqual({
      url: `${scans.fixtures.site}/policy-site/cerez-politikasi`,
      foundIn: 'banner',
      notNamed: ['_fbp'],
      unseen: ['_ga_*', '_gid'],
    });
    const policyFindings = report.findings.filter((f) => /policy/.test(f.id));
    expect(policyFindings).toEqual([
      { id: 'cookies-missing-from-policy', severity: 'medium', evidence: { cookies: ['_fbp'] } },
      { id: 'policy-cookies-not-seen', severity: 'low', evidence: { cookies: ['_ga_*', '_gid'] } },
    ]);
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
