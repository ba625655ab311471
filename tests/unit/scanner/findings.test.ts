import { describe, expect, it } from 'vitest';
import { classify, trackerOwner } from '../../../server/scanner/classify';
import { deriveFindings } from '../../../server/scanner/findings';
import type {
  BannerDetection,
  CookieObservation,
  HostObservation,
  PhaseObservation,
} from '../../../server/scanner/report';

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
  it('reports a banner whose first layer has no reject', () => {
    const findings = deriveFindings({
      firstVisit: phase(),
      banner: banner({ rejectOnFirstLayer: false, rejectLabel: null }),
      afterReject: null,
      afterAccept: null,
    });
    expect(findings.map((f) => f.id)).toEqual(['no-reject-on-first-layer']);
  });
  it('reports what remains or appears after reject', () => {
    const afterReject = phase({
      cookies: [cookie('_ym_uid')],
      storage: [
        {
          area: 'localStorage',
          origin: 'https://site.example',
          key: '_ym_uid',
          ...classify('_ym_uid'),
        },
      ],
    });
    const findings = deriveFindings({
      firstVisit: phase(),
      banner: banner(),
      afterReject,
      afterAccept: null,
    });
    expect(findings).toEqual([
      {
        id: 'non-essential-after-reject',
        severity: 'high',
        evidence: { cookies: ['_ym_uid'], storage: ['_ym_uid'] },
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
});
