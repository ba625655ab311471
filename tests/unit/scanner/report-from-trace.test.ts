/**
 * The analysis without Chromium: reports made from the traces recorded on the loopback fixture
 * sites (tests/fixtures/traces/, `npm run scanner:record-traces`). Each expected value is what the
 * fixture is written to do (tests/harness/scanner/fixture-pages/); what only a browser can see (the
 * cookies set, the controls found, the requests sent) stays with tests/scanner/.
 */
import { describe, expect, it } from 'vitest';
import { reportFromTrace } from '../../../server/scanner/analysis/report-from-trace';
import type { ScanReport } from '../../../packages/scanner-contract/report';
import {
  AD_SERVER_STAND_IN,
  FACEBOOK_STAND_IN,
  GOOGLE_STAND_IN,
  SESSION_RECORDER_STAND_IN,
} from '../../harness/scanner/stand-ins';
import { TRACE_SITE, loadTrace, type TraceName } from '../../harness/scanner/traces';

const report = (name: TraceName): ScanReport => reportFromTrace(loadTrace(name));
const findingIds = (scan: ScanReport) => scan.findings.map((finding) => finding.id);
const finding = (scan: ScanReport, id: string) => scan.findings.find((item) => item.id === id);
const BEHAVIOUR_FINDINGS = [
  'canvas-fingerprinting',
  'session-recording',
  'facebook-advanced-matching',
  'tcf-consent-before-choice',
  'google-consent-granted',
];

describe('a non-compliant site', () => {
  const scan = report('noncompliant');

  it('classifies its cookies, keys and hosts, first and third party', () => {
    expect(scan.firstVisit.cookies.find((cookie) => cookie.name === 'IDE')).toMatchObject({
      domain: AD_SERVER_STAND_IN,
      thirdParty: true,
      category: 'marketing',
    });
    expect(scan.firstVisit.cookies.find((cookie) => cookie.name === '_ga')).toMatchObject({
      thirdParty: false,
      category: 'analytics',
      platform: 'Google Analytics',
    });
    expect(scan.firstVisit.storage).toContainEqual(
      expect.objectContaining({ area: 'localStorage', key: '_ym_uid', category: 'analytics' }),
    );
    expect(scan.firstVisit.hosts.find((host) => host.host === GOOGLE_STAND_IN)).toMatchObject({
      thirdParty: true,
      tracker: true,
      owner: 'Google',
    });
    expect(scan.firstVisit.hosts.find((host) => host.host === AD_SERVER_STAND_IN)).toMatchObject({
      thirdParty: true,
      tracker: true,
    });
    expect(scan.firstVisit.hosts.find((host) => host.host === '127.0.0.1')).toMatchObject({
      thirdParty: false,
      tracker: false,
    });
  });

  it('states a banner found by its labels, with no reject on the first layer', () => {
    expect(scan.banner).toEqual({
      found: true,
      method: 'generic',
      cmp: null,
      rejectOnFirstLayer: false,
      rejectLabel: null,
      acceptLabel: 'Kabul Et',
    });
    expect(scan.afterReject).toBeNull();
  });

  it('reports the findings with their evidence, and GPC ignored', () => {
    expect(findingIds(scan)).toEqual([
      'non-essential-before-choice',
      'no-reject-on-first-layer',
      'possible-transfer-abroad',
      'policy-not-found',
    ]);
    expect(scan.findings[0]?.evidence).toEqual({
      cookies: ['IDE', '_fbp', '_ga', '_gid'],
      storage: ['_ym_uid'],
      hosts: [AD_SERVER_STAND_IN, GOOGLE_STAND_IN],
    });
    expect(scan.findings[2]?.evidence).toEqual({ hosts: [AD_SERVER_STAND_IN, GOOGLE_STAND_IN] });
    expect(scan.globalPrivacyControl?.nonEssential).toEqual([
      'IDE',
      '_fbp',
      '_ga',
      '_gid',
      '_ym_uid',
    ]);
    expect(scan.limitsHit).toEqual([]);
  });

  it('says that no cookie policy is linked from the banner or the page', () => {
    expect(scan.cookiePolicy).toEqual({ url: null, foundIn: null, notNamed: [], unseen: [] });
    expect(finding(scan, 'policy-not-found')).toEqual({
      id: 'policy-not-found',
      severity: 'medium',
      evidence: {},
    });
  });
});

describe('a compliant site', () => {
  const scan = report('compliant');

  it('states equal choices on the first layer', () => {
    expect(scan.banner).toEqual({
      found: true,
      method: 'generic',
      cmp: null,
      rejectOnFirstLayer: true,
      rejectLabel: 'Reddet',
      acceptLabel: 'Kabul Et',
    });
  });

  it('finds nothing non-essential with GPC on, and every cookie named in its policy', () => {
    expect(scan.globalPrivacyControl).toEqual({ nonEssential: [] });
    expect(scan.cookiePolicy).toEqual({
      url: `${TRACE_SITE}/compliant-policy/`,
      foundIn: 'banner',
      notNamed: [],
      unseen: [],
    });
  });

  it('has no finding but the third party contacted after consent', () => {
    expect(scan.findings).toEqual([
      {
        id: 'possible-transfer-abroad',
        severity: 'low',
        evidence: { hosts: [AD_SERVER_STAND_IN] },
      },
    ]);
    expect(scan.limitsHit).toEqual([]);
  });
});

describe("the site's own cookie policy", () => {
  it('lists the cookies it does not name and the names it gives that were not seen', () => {
    const scan = report('policy-site');
    expect(scan.cookiePolicy).toEqual({
      url: `${TRACE_SITE}/policy-site/cerez-politikasi`,
      foundIn: 'banner',
      notNamed: ['_fbp'],
      unseen: ['_ga_*', '_gid'],
    });
    expect(scan.findings.filter((f) => /policy/.test(f.id))).toEqual([
      { id: 'cookies-missing-from-policy', severity: 'medium', evidence: { cookies: ['_fbp'] } },
      { id: 'policy-cookies-not-seen', severity: 'low', evidence: { cookies: ['_ga_*', '_gid'] } },
    ]);
  });
});

describe('banners', () => {
  it('states a CMP found by its rule, whose one-click reject is on the first layer', () => {
    const scan = report('cmp');
    expect(scan.banner).toEqual({
      found: true,
      method: 'cmp-rule',
      cmp: 'Complianz banner',
      rejectOnFirstLayer: true,
      rejectLabel: 'Deny',
      acceptLabel: 'Accept',
    });
    expect(findingIds(scan)).toEqual(['possible-transfer-abroad', 'policy-not-found']);
  });

  it('takes the accept label the accept browser found when the first load gave none', () => {
    // The rule rejected after the extra pages; no generic label matches its deny button.
    const scan = report('cmp-pages');
    expect(scan.banner).toMatchObject({
      found: true,
      method: 'cmp-rule',
      cmp: 'Complianz banner',
      rejectLabel: null,
    });
  });

  it.each([
    ['shadow', 'TÜMÜNÜ REDDET', 'KABUL EDİYORUM'],
    ['preview', 'Reddet', 'Kabul Et'],
  ] as const)(
    'states the generic banner of %s with reject on the first layer',
    (name, reject, accept) => {
      expect(report(name).banner).toEqual({
        found: true,
        method: 'generic',
        cmp: null,
        rejectOnFirstLayer: true,
        rejectLabel: reject,
        acceptLabel: accept,
      });
    },
  );

  it('states no banner and no finding for a slow site that shows none', () => {
    const scan = report('slow');
    expect(scan.banner).toEqual({
      found: false,
      method: null,
      cmp: null,
      rejectOnFirstLayer: null,
      rejectLabel: null,
      acceptLabel: null,
    });
    expect(scan.findings).toEqual([]);
  });
});

describe('after reject', () => {
  const scan = report('reject-sends');

  it('judges what the reject click sent, and what merely remained, once each', () => {
    expect(finding(scan, 'non-essential-after-reject')).toMatchObject({
      severity: 'high',
      evidence: { hosts: [GOOGLE_STAND_IN] },
    });
    expect(finding(scan, 'non-essential-after-reject')?.evidence.cookies ?? []).not.toContain(
      '_ga',
    );
    expect(finding(scan, 'non-essential-remaining-after-reject')).toEqual({
      id: 'non-essential-remaining-after-reject',
      severity: 'medium',
      evidence: { cookies: ['_ga'] },
    });
    // `_ga` set before the choice is one high finding, not two.
    const highWithGa = scan.findings.filter(
      (item) => item.severity === 'high' && item.evidence.cookies?.includes('_ga'),
    );
    expect(highWithGa.map((item) => item.id)).toEqual(['non-essential-before-choice']);
  });
});

describe('behaviour beyond storage', () => {
  it('reports each behaviour as a high finding with the phases it was seen in', () => {
    const scan = report('behaviour');
    const phases = ['firstVisit', 'afterReject', 'afterAccept'];
    for (const id of ['canvas-fingerprinting', 'session-recording', 'facebook-advanced-matching']) {
      expect(finding(scan, id), id).toMatchObject({ severity: 'high', evidence: { phases } });
    }
    expect(finding(scan, 'canvas-fingerprinting')?.evidence.scripts).toEqual([
      `${TRACE_SITE}/behaviour/fp.js (toDataURL)`,
    ]);
    expect(finding(scan, 'facebook-advanced-matching')?.evidence.requests).toEqual([
      `${FACEBOOK_STAND_IN}/tr/ (ud[em], ud[ph])`,
    ]);
    // Consent given by "Kabul Et" is not a finding for these two.
    expect(finding(scan, 'tcf-consent-before-choice')).toMatchObject({
      severity: 'high',
      evidence: { phases: ['firstVisit'] },
    });
    expect(finding(scan, 'google-consent-granted')).toMatchObject({
      severity: 'high',
      evidence: { phases: ['firstVisit', 'afterReject'] },
    });
  });

  it('raises none of them for a site that only looks alike', () => {
    const ids = findingIds(report('lookalike'));
    for (const id of BEHAVIOUR_FINDINGS) expect(ids).not.toContain(id);
  });
});

describe('input captured before submit', () => {
  it('raises a high finding naming each request and the encoding it used', () => {
    expect(finding(report('input-capture'), 'input-captured-before-submit')).toEqual({
      id: 'input-captured-before-submit',
      severity: 'high',
      evidence: {
        requests: [
          `${SESSION_RECORDER_STAND_IN}/capture (ad, base64)`,
          `${SESSION_RECORDER_STAND_IN}/capture (eposta, sha256)`,
        ],
      },
    });
  });

  it('raises none for a form whose values leave only on submit', () => {
    expect(findingIds(report('input-lookalike'))).not.toContain('input-captured-before-submit');
  });
});

describe('limits', () => {
  it('lists the requests the proxy held back from a page probing loopback', () => {
    expect(report('probes').limitsHit).toContain('blocked-requests');
  });

  it('lists a cookie policy linked but not read', () => {
    const trace = loadTrace('compliant');
    const scan = reportFromTrace({ ...trace, gpc: { ...trace.gpc, policyText: null } });
    expect(scan.cookiePolicy).toBeNull();
    expect(scan.limitsHit).toEqual(['policy-unread']);
  });
});

describe('the analysis is a pure function of the trace', () => {
  it('makes the same report from the same trace, and leaves the trace as it was', () => {
    const trace = loadTrace('noncompliant');
    const before = JSON.stringify(trace);
    expect(reportFromTrace(trace)).toEqual(reportFromTrace(JSON.parse(before)));
    expect(JSON.stringify(trace)).toBe(before);
  });
});
