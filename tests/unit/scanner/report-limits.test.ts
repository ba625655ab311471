import { describe, expect, it } from 'vitest';
import { fakeReport } from '../../../server/scanner/fake-engine';
import { limitReport, REPORT_LIMITS, REPORT_TRIMMED } from '../../../server/scanner/report-limits';
import type { CookieObservation } from '../../../server/scanner/report';

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
});
