import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanPhase, ScanReport } from '../../src/scanner-contract/report';
import { createRunScan, ScanError, type ScanEngineOptions } from '../../server/scanner/scan';
import {
  AD_SERVER_STAND_IN,
  GOOGLE_STAND_IN,
  loopbackLookup,
  startFixtures,
  type Fixtures,
} from '../../scripts/scanner-fixtures';

let fixtures: Fixtures;
beforeAll(async () => {
  fixtures = await startFixtures();
});
afterAll(async () => {
  // Whatever ran, the canary never saw a connection.
  expect(fixtures.canaryConnections()).toBe(0);
  await fixtures.close();
});

async function scan(
  url: string,
  options: ScanEngineOptions = {},
  signal = new AbortController().signal,
) {
  const progress: ScanPhase[] = [];
  const run = createRunScan({
    allowHosts: fixtures.allowHosts,
    lookup: loopbackLookup,
    // The input probe (a browser of its own per scan) has its tests in input-probe.test.ts; here
    // it runs only where its traffic is what the test is about.
    inputProbe: false,
    ...options,
  });
  const report = await run(url, {
    id: 'test',
    onProgress: (phase) => progress.push(phase),
    signal,
  });
  return { report, progress };
}

/** The ScanError code a scan fails with. */
async function failure(url: string, options: ScanEngineOptions = {}): Promise<string> {
  try {
    await scan(url, options);
  } catch (error) {
    if (error instanceof ScanError) return error.code;
    throw error;
  }
  throw new Error('the scan did not fail');
}

const names = (phase: ScanReport['firstVisit'] | null) =>
  phase?.cookies.map((cookie) => cookie.name).sort() ?? [];

describe('a non-compliant site', () => {
  let result: Awaited<ReturnType<typeof scan>>;
  beforeAll(async () => {
    result = await scan(`${fixtures.site}/noncompliant/`);
  });

  it('records analytics and advertising set before any choice, with the third-party one', () => {
    const { report } = result;
    expect(report.firstVisit.pages).toEqual([
      `${fixtures.site}/noncompliant/`,
      `${fixtures.site}/noncompliant/urunler`,
    ]);
    expect(names(report.firstVisit)).toEqual(['IDE', '_fbp', '_ga', '_gid']);
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
    expect(names(result.report.afterAccept)).toContain('consent');
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
    ({ report } = await scan(`${fixtures.site}/compliant/`));
  });

  it('finds equal Reddet and Kabul Et on the first layer and nothing non-essential before a choice', () => {
    expect(report.banner).toMatchObject({
      found: true,
      method: 'generic',
      rejectOnFirstLayer: true,
      rejectLabel: 'Reddet',
      acceptLabel: 'Kabul Et',
    });
    expect(names(report.firstVisit)).toEqual([]);
    expect(report.firstVisit.consentModeDefaultsFirst).toBe(true);
  });

  it('keeps analytics off after Reddet and shows them after Kabul Et', () => {
    expect(names(report.afterReject)).toEqual(['consent']);
    expect(report.afterReject?.hosts.map((host) => host.host)).toEqual(['127.0.0.1']);
    expect(names(report.afterAccept)).toEqual(['IDE', '_ga', 'consent']);
    expect(report.afterAccept?.storage.map((item) => item.key)).toEqual(['_ga_last']);
    expect(report.globalPrivacyControl).toEqual({ nonEssential: [] });
  });

  it('reads the policy its banner links and finds every cookie it set named there', () => {
    expect(report.cookiePolicy).toEqual({
      url: `${fixtures.site}/compliant-policy/`,
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
    const { report } = await scan(`${fixtures.site}/policy-site/`, { maxExtraPages: 0 });
    expect(names(report.firstVisit)).toEqual(['_fbp', '_ga']);
    expect(report.cookiePolicy).toEqual({
      url: `${fixtures.site}/policy-site/cerez-politikasi`,
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

describe('banners', () => {
  it('finds a known CMP by its autoconsent rule and uses its reject and accept', async () => {
    const { report } = await scan(`${fixtures.site}/cmp/`, { maxExtraPages: 0 });
    expect(report.banner).toEqual({
      found: true,
      method: 'cmp-rule',
      cmp: 'Complianz banner',
      rejectOnFirstLayer: true,
      rejectLabel: 'Deny',
      acceptLabel: 'Accept',
    });
    expect(names(report.afterReject)).toEqual(['choice']);
    expect(names(report.afterAccept)).toEqual(['IDE', '_ga', 'choice']);
    expect(report.findings.map((finding) => finding.id)).toEqual([
      'possible-transfer-abroad',
      'policy-not-found',
    ]);
  });

  it("still rejects through the CMP rule after visiting the site's other pages", async () => {
    const { report } = await scan(`${fixtures.site}/cmp-pages/`);
    expect(report.firstVisit.pages).toEqual([
      `${fixtures.site}/cmp-pages/`,
      `${fixtures.site}/cmp-pages/hakkimizda`,
    ]);
    expect(report.banner).toMatchObject({
      found: true,
      method: 'cmp-rule',
      cmp: 'Complianz banner',
      rejectLabel: null,
    });
    // No generic label matches its deny button: only the rule can have rejected.
    expect(names(report.afterReject)).toEqual(['choice']);
    expect(names(report.afterAccept)).toEqual(['IDE', '_ga', 'choice']);
  });

  /** Scans a fixture whose banner only the generic labels find, then rejects and accepts. */
  async function expectGenericBanner(path: string, reject: string, accept: string) {
    const { report } = await scan(`${fixtures.site}${path}`, { maxExtraPages: 0 });
    expect(report.banner).toMatchObject({
      found: true,
      method: 'generic',
      rejectOnFirstLayer: true,
      rejectLabel: reject,
      acceptLabel: accept,
    });
    expect(names(report.afterReject)).toEqual(['choice']);
    expect(names(report.afterAccept)).toEqual(['IDE', '_ga', 'choice']);
  }

  it('finds Turkish labels in capitals inside a shadow root', () =>
    expectGenericBanner('/shadow/', 'TÜMÜNÜ REDDET', 'KABUL EDİYORUM'));

  it('waits for a banner shown seconds after the page loaded', () =>
    expectGenericBanner('/late/', 'Reddet', 'Kabul Et'));
});

describe('after reject', () => {
  it('counts what the reject click itself sent, and what merely remained from before it', async () => {
    const { report } = await scan(`${fixtures.site}/reject-sends/`, { maxExtraPages: 0 });
    expect(report.afterReject?.hosts.map((host) => host.host)).toContain(GOOGLE_STAND_IN);
    expect(report.afterReject?.cookies.find((cookie) => cookie.name === '_ga')).toMatchObject({
      sinceChoice: 'remained',
    });
    const finding = (id: string) => report.findings.find((item) => item.id === id);
    expect(finding('non-essential-after-reject')).toMatchObject({
      severity: 'high',
      evidence: { hosts: [GOOGLE_STAND_IN] },
    });
    expect(finding('non-essential-after-reject')?.evidence.cookies ?? []).not.toContain('_ga');
    expect(finding('non-essential-remaining-after-reject')).toEqual({
      id: 'non-essential-remaining-after-reject',
      severity: 'medium',
      evidence: { cookies: ['_ga'] },
    });
    // `_ga` set before the choice is one high finding, not two.
    const highWithGa = report.findings.filter(
      (item) => item.severity === 'high' && item.evidence.cookies?.includes('_ga'),
    );
    expect(highWithGa.map((item) => item.id)).toEqual(['non-essential-before-choice']);
  });
});

describe('Consent Mode', () => {
  it('sees defaults set without dataLayer in the state the first Google hit carries', async () => {
    const { report } = await scan(`${fixtures.site}/template-consent/`, { maxExtraPages: 0 });
    expect(report.firstVisit.hosts.map((host) => host.host)).toContain(GOOGLE_STAND_IN);
    expect(report.firstVisit.consentModeDefaultsFirst).toBe(true);
  });
});

describe('limits', () => {
  it('waits for a slow site within the page limit', async () => {
    const { report } = await scan(`${fixtures.site}/slow/`, { maxExtraPages: 0 });
    expect(report.durationMs).toBeGreaterThan(2_000);
    expect(report.banner.found).toBe(false);
    expect(report.findings).toEqual([]);
  });

  // Each limit case sets the other limits out of reach (an hour): only the limit under test can
  // end the scan before the test's own timeout fails it, however slow the machine is.
  const OUT_OF_REACH_MS = 60 * 60 * 1000;

  it('gives up on a hanging site at the page limit', async () => {
    expect(
      await failure(`${fixtures.site}/hang/`, {
        pageTimeoutMs: 3_000,
        scanTimeoutMs: OUT_OF_REACH_MS,
      }),
    ).toBe('timeout');
  });

  it('stops at the scan limit whatever the page limit', async () => {
    expect(
      await failure(`${fixtures.site}/hang/`, {
        scanTimeoutMs: 4_000,
        pageTimeoutMs: OUT_OF_REACH_MS,
      }),
    ).toBe('timeout');
  });

  it('stops a redirect loop', async () => {
    expect(await failure(`${fixtures.site}/loop/`)).toBe('unreachable');
  });

  it('cuts a huge page at the byte limit and stops at once', async () => {
    expect(
      await failure(`${fixtures.site}/huge/`, {
        maxResponseBytes: 1024 * 1024,
        maxExtraPages: 0,
        // Out of reach: the cut must end the visit, not the clock.
        pageTimeoutMs: OUT_OF_REACH_MS,
        scanTimeoutMs: OUT_OF_REACH_MS,
      }),
    ).toBe('too-large');
    expect(fixtures.hugeBytesWritten()).toBeLessThan(20 * 1024 * 1024);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const run = createRunScan({ allowHosts: fixtures.allowHosts, lookup: loopbackLookup });
    const scanning = run(`${fixtures.site}/noncompliant/`, {
      id: 'abort',
      onProgress: (phase) => {
        if (phase === 'banner') controller.abort(new Error('cancelled'));
      },
      signal: controller.signal,
    });
    await expect(scanning).rejects.toThrow('cancelled');
  });
});

describe('SSRF: the canary on a loopback port outside the allowlist gets nothing', () => {
  it('as the scanned address, by IP or by name', async () => {
    expect(await failure(fixtures.canary)).toBe('blocked-address');
    expect(await failure(fixtures.canary.replace('127.0.0.1', 'localhost'))).toBe(
      'blocked-address',
    );
    expect(fixtures.canaryConnections()).toBe(0);
  });

  it('as a redirect target', async () => {
    expect(await failure(`${fixtures.site}/to-canary/`)).toBe('blocked-address');
    expect(fixtures.canaryConnections()).toBe(0);
  });

  it('as subresources, frames, fetch, beacons, websockets and popups of an allowed page', async () => {
    // The input probe's own browser loads the page too: its requests are held back as well.
    const { report } = await scan(`${fixtures.site}/probes/`, {
      maxExtraPages: 0,
      inputProbe: true,
    });
    expect(report.limitsHit).toContain('blocked-requests');
    expect(fixtures.canaryConnections()).toBe(0);
  });
});
