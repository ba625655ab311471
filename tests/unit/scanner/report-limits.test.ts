import { describe, expect, it } from 'vitest';
import { fakeReport } from '../../../server/scanner/testing/fake-engine';
import {
  limitReport,
  REPORT_LIMITS,
  REPORT_TRIMMED,
} from '../../../packages/scanner-contract/report-limits';
import type { CookieObservation } from '../../../packages/scanner-contract/report';

const ID = '3f0c2a9e-1b7d-4c8e-9f10-2a3b4c5d6e7f';
const report = () => fakeReport(ID, 'https://shop.example/');

describe('limitReport', () => {
  it('keeps a well-formed report as it is', () => {
    const wellFormed = report();
    expect(limitReport(wellFormed)).toEqual(wellFormed);
    const withReject = fakeReport(ID, 'https://shop.example/', true);
    const afterReject = withReject.afterReject;
    if (!afterReject) throw new Error('the clean fake report has a reject phase');
    afterReject.cookies = afterReject.cookies.map((c) => ({ ...c, sinceChoice: 'remained' }));
    expect(limitReport(withReject)).toEqual(withReject);
  });

  it('cuts a 30 MB CMP name a page sent to the text cap', () => {
    const bloated = report();
    bloated.banner.cmp = 'x'.repeat(30_000_000);
    const limited = limitReport(bloated);
    expect(limited.banner.cmp).toBe('x'.repeat(REPORT_LIMITS.text));
    expect(JSON.stringify(limited).length).toBeLessThan(REPORT_LIMITS.json);
  });

  it('keeps the cookie policy check only as an http(s) address and capped lists of names', () => {
    const hostile = report() as unknown as Record<string, unknown>;
    hostile.cookiePolicy = {
      url: 'javascript:alert(1)',
      foundIn: 'footer',
      notNamed: [...Array.from({ length: 10_000 }, () => '_fbp'), 7],
      unseen: 'IDE',
    };
    expect(limitReport(hostile).cookiePolicy).toEqual({
      url: null,
      foundIn: null,
      notNamed: Array.from({ length: REPORT_LIMITS.evidence }, () => '_fbp'),
      unseen: [],
    });
    hostile.cookiePolicy = 'none';
    expect(limitReport(hostile).cookiePolicy).toBeNull();
  });

  it('caps each behaviour list and keeps only well-typed entries', () => {
    const hostile = report() as unknown as { firstVisit: Record<string, unknown> };
    const many = <T>(entry: T) => Array.from({ length: 10_000 }, () => entry);
    hostile.firstVisit.behaviour = {
      canvasFingerprinting: [
        { script: 7, call: 'toDataURL' },
        { script: 'https://a.example/x.js', call: 'eval' },
        ...many({ script: 'https://fp.example/fp.js', call: 'getImageData' }),
      ],
      sessionRecording: many({ vendor: 'Hotjar', url: 'x'.repeat(10_000) }),
      advancedMatching: many({ url: 'www.facebook.com/tr', fields: many('ud[em]') }),
      tcf: { tcString: 'yes', purposesGranted: [0, 1, 2.5, 24, 25, '3'] },
      googleHits: many({ url: 'g/collect', adStorage: 'maybe', analyticsStorage: 'granted' }),
    };
    const { behaviour } = limitReport(hostile).firstVisit;
    const cap = REPORT_LIMITS.behaviour;
    expect(behaviour.canvasFingerprinting).toHaveLength(cap - 2);
    expect(behaviour.canvasFingerprinting[0]).toEqual({
      script: 'https://fp.example/fp.js',
      call: 'getImageData',
    });
    expect(behaviour.sessionRecording).toHaveLength(cap);
    expect(behaviour.sessionRecording[0]?.url).toHaveLength(REPORT_LIMITS.url);
    expect(behaviour.advancedMatching[0]?.fields.length).toBeLessThanOrEqual(20);
    expect(behaviour.tcf).toEqual({ tcString: false, purposesGranted: [1, 24] });
    expect(behaviour.googleHits[0]).toEqual({
      url: 'g/collect',
      adStorage: null,
      analyticsStorage: 'granted',
      adUserData: null,
      adPersonalization: null,
    });
  });

  it('drops fields of the wrong type instead of storing them', () => {
    const hostile = report() as unknown as Record<string, unknown>;
    const banner = hostile.banner as Record<string, unknown>;
    banner.cmp = { toString: 'x' };
    banner.rejectLabel = ['Reddet'];
    const first = hostile.firstVisit as Record<string, unknown>;
    first.cookies = [
      { name: { toString: 'x' } },
      { name: '_ga', expires: 'soon', category: 'spyware', sameSite: 'Sometimes', extra: 'x' },
    ];
    first.hosts = [{ host: 7 }, { host: 'tracker.example', requests: -3 }];
    hostile.findings = [{ id: 'made-up', severity: 'high', evidence: {} }];
    hostile.limitsHit = ['bytes-cut', { code: 1 }, 'Not A Code'];
    const limited = limitReport(hostile);
    expect(limited.banner.cmp).toBeNull();
    expect(limited.banner.rejectLabel).toBeNull();
    expect(limited.firstVisit.cookies).toEqual([
      {
        name: '_ga',
        domain: '',
        path: '/',
        expires: null,
        secure: false,
        httpOnly: false,
        sameSite: null,
        thirdParty: false,
        category: 'unknown',
        platform: null,
        source: null,
      },
    ]);
    expect(limited.firstVisit.hosts).toEqual([
      { host: 'tracker.example', thirdParty: false, tracker: false, owner: null, requests: 0 },
    ]);
    expect(limited.findings).toEqual([]);
    expect(limited.limitsHit).toEqual(['bytes-cut']);
    // What is stored renders: every text field is a string or null.
    expect(() => `${limited.banner.cmp}${limited.firstVisit.cookies[0]?.name}`).not.toThrow();
  });

  it('caps item counts, then trims lists until the JSON is under its cap, and says so', () => {
    const many = report();
    const cookie = many.firstVisit.cookies[0] as CookieObservation;
    const long = (i: number) => `${String(i).padStart(6, '0')}${'n'.repeat(300)}`;
    const cookies = Array.from({ length: 5_000 }, (_, i) => ({
      ...cookie,
      name: long(i),
      domain: long(i),
      path: long(i),
      platform: long(i),
    }));
    // Three phases of 500 capped cookies each are well over the JSON cap.
    many.firstVisit.cookies = cookies;
    many.afterReject = { ...many.firstVisit, cookies };
    many.afterAccept = { ...many.firstVisit, cookies };
    many.firstVisit.pages = Array.from({ length: 1_000 }, (_, i) => `https://shop.example/${i}`);
    const limited = limitReport(many);
    expect(limited.firstVisit.pages.length).toBeLessThanOrEqual(REPORT_LIMITS.pages);
    expect(limited.firstVisit.cookies.length).toBeLessThan(REPORT_LIMITS.items);
    expect(limited.firstVisit.cookies.length).toBeGreaterThan(0);
    expect(JSON.stringify(limited).length).toBeLessThanOrEqual(REPORT_LIMITS.json);
    expect(limited.limitsHit).toContain(REPORT_TRIMMED);
  });

  it('makes a valid, empty report of something that is not a report at all', () => {
    for (const value of [null, 'report', 42, [1, 2]]) {
      const limited = limitReport(value);
      expect(limited.firstVisit.cookies).toEqual([]);
      expect(limited.findings).toEqual([]);
      expect(limited.afterReject).toBeNull();
    }
  });

  it('keeps the input probe and the unknown share only when well-typed', () => {
    const hostile = report() as unknown as Record<string, unknown>;
    hostile.inputProbe = {
      status: 'ran',
      page: 'x'.repeat(10_000),
      fields: -3,
      leaks: [
        { url: 'r.example/c', field: 'ad', encoding: 'rot13' },
        { url: 'r.example/c', field: 'x'.repeat(500), encoding: 'sha256' },
        ...Array.from({ length: 1_000 }, () => ({
          url: 'r.example/c',
          field: 'ad',
          encoding: 'md5',
        })),
      ],
    };
    hostile.unknownCookies = { count: 9, total: 3, percent: 300 };
    const limited = limitReport(hostile);
    expect(limited.inputProbe?.page).toHaveLength(REPORT_LIMITS.url);
    expect(limited.inputProbe?.fields).toBe(0);
    expect(limited.inputProbe?.leaks[0]).toEqual({
      url: 'r.example/c',
      field: 'x'.repeat(64),
      encoding: 'sha256',
    });
    expect(limited.inputProbe?.leaks).toHaveLength(REPORT_LIMITS.behaviour - 1);
    expect(limited.unknownCookies).toBeNull();
    expect(limitReport({ ...hostile, inputProbe: { status: 'maybe' } }).inputProbe).toBeNull();
  });

  it('keeps versions only as commits and dotted numbers, and none from a report without them', () => {
    const versions = {
      engine: '5a9027d0c1b2a3f4e5d6c7b8a9f0e1d2c3b4a5f6',
      chromium: '156.0.8078.108',
      autoconsent: '16.23.0',
      cookieDatabase: '0ee5a17fe1cb002943f89370d24fc26a4226061c',
    };
    expect(limitReport({ ...report(), versions }).versions).toEqual(versions);
    expect(
      limitReport({
        ...report(),
        versions: { engine: '<b>1</b>', chromium: 156, autoconsent: 'x'.repeat(65) },
      }).versions,
    ).toEqual({ engine: null, chromium: null, autoconsent: null, cookieDatabase: null });
    const stored = report() as unknown as Record<string, unknown>;
    delete stored.versions;
    expect(limitReport(stored).versions).toBeNull();
  });
});
