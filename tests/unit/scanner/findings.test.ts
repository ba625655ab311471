import { describe, expect, it } from 'vitest';
import { classify, trackerOwner } from '../../../server/scanner/analysis/classify';
import { deriveFindings } from '../../../server/scanner/analysis/findings';
import {
  noBehaviour,
  type BannerDetection,
  type CookieObservation,
  type CookiePolicyCheck,
  type HostObservation,
  type PhaseObservation,
} from '../../../packages/scanner-contract/report';

const cookie = (name: string, thirdParty = false): CookieObservation => ({
  name,
  domain: thirdParty ? '.doubleclick.net' : 'site.example',
  path: '/',
  expires: null,
  secure: false,
  httpOnly: false,
  sameSite: 'Lax',
  thirdParty,
  ...classify(name, thirdParty ? '.doubleclick.net' : 'site.example'),
});
const host = (name: string, thirdParty = true): HostObservation => ({
  host: name,
  thirdParty,
  tracker: trackerOwner(name) !== null,
  owner: trackerOwner(name),
  requests: 1,
});
const phase = (parts: Partial<PhaseObservation> = {}): PhaseObservation => ({
  pages: ['https://site.example/'],
  cookies: [],
  storage: [],
  hosts: [host('site.example', false)],
  consentModeDefaultsFirst: null,
  behaviour: noBehaviour(),
  ...parts,
});
const banner = (parts: Partial<BannerDetection> = {}): BannerDetection => ({
  found: true,
  method: 'generic',
  cmp: null,
  rejectOnFirstLayer: true,
  rejectLabel: 'Reddet',
  acceptLabel: 'Kabul Et',
  ...parts,
});

describe('deriveFindings', () => {
  it('finds nothing on a compliant site', () => {
    const accepted = phase({ cookies: [cookie('_ga')] });
    expect(
      deriveFindings({
        firstVisit: phase(),
        banner: banner(),
        afterReject: phase(),
        afterAccept: accepted,
      }),
    ).toEqual([]);
  });
  it('finds nothing on a site without cookies, trackers or banner', () => {
    expect(
      deriveFindings({
        firstVisit: phase(),
        banner: banner({
          found: false,
          method: null,
          rejectOnFirstLayer: null,
          rejectLabel: null,
          acceptLabel: null,
        }),
        afterReject: null,
        afterAccept: null,
      }),
    ).toEqual([]);
  });
  it('reports non-essential cookies and trackers before any choice, not necessary or unknown ones', () => {
    const firstVisit = phase({
      cookies: [cookie('_ga'), cookie('IDE', true), cookie('PHPSESSID'), cookie('my_pref')],
      hosts: [host('site.example', false), host('www.googletagmanager.com')],
    });
    const findings = deriveFindings({
      firstVisit,
      banner: banner(),
      afterReject: null,
      afterAccept: null,
    });
    expect(findings.find((f) => f.id === 'non-essential-before-choice')).toEqual({
      id: 'non-essential-before-choice',
      severity: 'high',
      evidence: { cookies: ['IDE', '_ga'], hosts: ['www.googletagmanager.com'] },
    });
  });
  it('rates a tag-manager container alone before any choice medium, with a measurement host high', () => {
    const containerOnly = deriveFindings({
      firstVisit: phase({
        hosts: [host('site.example', false), host('www.googletagmanager.com')],
      }),
      banner: banner(),
      afterReject: null,
      afterAccept: null,
    });
    expect(containerOnly.find((f) => f.id === 'non-essential-before-choice')).toEqual({
      id: 'non-essential-before-choice',
      severity: 'medium',
      evidence: { hosts: ['www.googletagmanager.com'] },
    });
    const measured = deriveFindings({
      firstVisit: phase({
        hosts: [host('www.googletagmanager.com'), host('region1.google-analytics.com')],
      }),
      banner: banner(),
      afterReject: null,
      afterAccept: null,
    });
    expect(measured.find((f) => f.id === 'non-essential-before-choice')?.severity).toBe('high');
  });
  it('rates a first layer without reject as medium: good practice, not a cited rule', () => {
    const findings = deriveFindings({
      firstVisit: phase(),
      banner: banner({ rejectOnFirstLayer: false, rejectLabel: null }),
      afterReject: null,
      afterAccept: null,
    });
    expect(findings).toEqual([
      { id: 'no-reject-on-first-layer', severity: 'medium', evidence: {} },
    ]);
  });
  it('gives unknown cookies before any choice a low finding of their own, never a high one', () => {
    const findings = deriveFindings({
      firstVisit: phase({ cookies: [cookie('xq_tmp')] }),
      banner: banner(),
      afterReject: null,
      afterAccept: null,
    });
    expect(findings).toEqual([
      { id: 'unknown-before-choice', severity: 'low', evidence: { cookies: ['xq_tmp'] } },
    ]);
  });
  it('reports what the site set, wrote again or sent after reject as high', () => {
    const afterReject = phase({
      cookies: [
        { ...cookie('_ym_uid'), sinceChoice: 'new' },
        { ...cookie('_gid'), sinceChoice: 'changed' },
      ],
      storage: [
        {
          area: 'localStorage',
          origin: 'https://site.example',
          key: '_ym_uid',
          ...classify('_ym_uid'),
          sinceChoice: 'new',
        },
      ],
      hosts: [host('site.example', false), host('mc.yandex.ru')],
    });
    const findings = deriveFindings({
      firstVisit: phase(),
      banner: banner(),
      afterReject,
      afterAccept: null,
    });
    expect(findings.filter((f) => f.id !== 'possible-transfer-abroad')).toEqual([
      {
        id: 'non-essential-after-reject',
        severity: 'high',
        evidence: { cookies: ['_gid', '_ym_uid'], storage: ['_ym_uid'], hosts: ['mc.yandex.ru'] },
      },
    ]);
  });
  it('gives a cookie set before the choice that merely stays after reject one high finding, not two', () => {
    const ga = cookie('_ga');
    const findings = deriveFindings({
      firstVisit: phase({ cookies: [ga] }),
      banner: banner(),
      afterReject: phase({ cookies: [{ ...ga, sinceChoice: 'remained' }] }),
      afterAccept: null,
    });
    expect(findings).toEqual([
      { id: 'non-essential-before-choice', severity: 'high', evidence: { cookies: ['_ga'] } },
      {
        id: 'non-essential-remaining-after-reject',
        severity: 'medium',
        evidence: { cookies: ['_ga'] },
      },
    ]);
  });
  it('lists third-party hosts from every phase as a possible transfer abroad', () => {
    const afterAccept = phase({
      hosts: [host('site.example', false), host('mc.yandex.ru'), host('cdn.example.net')],
    });
    const findings = deriveFindings({
      firstVisit: phase({ hosts: [host('fonts.example.org')] }),
      banner: banner(),
      afterReject: phase(),
      afterAccept,
    });
    expect(findings).toEqual([
      {
        id: 'possible-transfer-abroad',
        severity: 'low',
        evidence: { hosts: ['cdn.example.net', 'fonts.example.org', 'mc.yandex.ru'] },
      },
    ]);
  });
  it('reports a missing banner only when something needs consent', () => {
    const firstVisit = phase({ cookies: [cookie('_ga')] });
    const findings = deriveFindings({
      firstVisit,
      banner: banner({ found: false, method: null, rejectOnFirstLayer: null }),
      afterReject: null,
      afterAccept: null,
    });
    expect(findings.map((f) => f.id)).toEqual(['non-essential-before-choice', 'banner-not-found']);
    expect(findings[1]?.evidence).toEqual({ cookies: ['_ga'] });
  });

  it('reports typed values a request carried before submit as one high finding', () => {
    const leak = (field: string, encoding: 'base64' | 'sha256') => ({
      url: 'in.recorder.example/capture',
      field,
      encoding,
    });
    const input = {
      firstVisit: phase(),
      banner: banner(),
      afterReject: phase(),
      afterAccept: phase(),
    };
    const probe = {
      status: 'ran' as const,
      page: 'https://site.example/',
      fields: 2,
      leaks: [leak('eposta', 'sha256'), leak('ad', 'base64'), leak('ad', 'base64')],
    };
    expect(deriveFindings({ ...input, inputProbe: probe })).toEqual([
      {
        id: 'input-captured-before-submit',
        severity: 'high',
        evidence: {
          requests: [
            'in.recorder.example/capture (ad, base64)',
            'in.recorder.example/capture (eposta, sha256)',
          ],
        },
      },
    ]);
    expect(deriveFindings({ ...input, inputProbe: { ...probe, leaks: [] } })).toEqual([]);
  });
});

describe("deriveFindings on the site's own cookie policy", () => {
  const noPolicy: CookiePolicyCheck = { url: null, foundIn: null, notNamed: [], unseen: [] };
  const input = (cookies: CookieObservation[], cookiePolicy: CookiePolicyCheck | null) => ({
    firstVisit: phase(),
    banner: banner(),
    afterReject: phase(),
    afterAccept: phase({ cookies }),
    cookiePolicy,
  });
  const ids = (findings: { id: string }[]) => findings.map((finding) => finding.id);

  it('says no policy was found only when the site sets a cookie', () => {
    expect(deriveFindings(input([cookie('_ga')], noPolicy))).toEqual([
      { id: 'policy-not-found', severity: 'medium', evidence: {} },
    ]);
    expect(deriveFindings(input([], noPolicy))).toEqual([]);
  });

  it('says nothing of a policy that was not checked', () => {
    expect(ids(deriveFindings(input([cookie('_ga')], null)))).toEqual([]);
  });

  it('reports cookies the policy leaves out (medium) and names the scan never saw (low)', () => {
    const policy = { url: 'https://site.example/cerez', foundIn: 'banner' as const };
    expect(
      deriveFindings(input([cookie('_ga')], { ...policy, notNamed: ['_ga'], unseen: ['_gid'] })),
    ).toEqual([
      { id: 'cookies-missing-from-policy', severity: 'medium', evidence: { cookies: ['_ga'] } },
      { id: 'policy-cookies-not-seen', severity: 'low', evidence: { cookies: ['_gid'] } },
    ]);
  });
});
