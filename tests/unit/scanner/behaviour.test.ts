import { describe, expect, it } from 'vitest';
import {
  advancedMatchingFields,
  googleConsentOf,
  requestEvidence,
  sessionRecorderOf,
  tcfPurposesGranted,
} from '../../../server/scanner/analysis/behaviour';
import { tcString } from '../../harness/scanner/fixture-pages/behaviour';

const google = (query: string) =>
  new URL(`https://region1.google-analytics.com/g/collect?v=2&${query}`);

describe('the Consent Mode state of a Google hit', () => {
  it('reads each of the four signals from gcd, after any update', () => {
    expect(googleConsentOf(google('gcd=13p3p3p3p5'))).toEqual({
      adStorage: 'denied',
      analyticsStorage: 'denied',
      adUserData: 'denied',
      adPersonalization: 'denied',
    });
    // r: denied by default, granted by the update; l: never set.
    expect(googleConsentOf(google('gcd=13r3v3l3q5'))).toEqual({
      adStorage: 'granted',
      analyticsStorage: 'granted',
      adUserData: 'unset',
      adPersonalization: 'denied',
    });
  });

  it('falls back to gcs for the two storage signals, and says nothing without either', () => {
    expect(googleConsentOf(google('gcs=G110'))).toMatchObject({
      adStorage: 'granted',
      analyticsStorage: 'denied',
      adUserData: null,
    });
    expect(Object.values(googleConsentOf(google('en=page_view')))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('Meta Pixel advanced matching', () => {
  it('names the ud[…] fields of a Pixel hit, in its query or its form body, never values', () => {
    const hit = new URL('https://www.facebook.com/tr/?id=1&ev=PageView&ud[em]=abc&ud[ph]=def');
    expect(advancedMatchingFields(hit, null)).toEqual(['ud[em]', 'ud[ph]']);
    expect(
      advancedMatchingFields(new URL('https://www.facebook.com/tr'), 'id=1&ud%5Bfn%5D=x'),
    ).toEqual(['ud[fn]']);
  });

  it('finds none in a plain Pixel hit or in ud[…] sent to another host', () => {
    expect(advancedMatchingFields(new URL('https://www.facebook.com/tr/?id=1'), null)).toEqual([]);
    expect(advancedMatchingFields(new URL('https://shop.example/tr/?ud[em]=x'), null)).toEqual([]);
  });
});

describe('session-recording vendors', () => {
  it('knows a vendor by its host, and one that shares a host by its path', () => {
    expect(sessionRecorderOf(new URL('https://static.hotjar.com/c/hotjar-1.js'))).toBe('Hotjar');
    expect(sessionRecorderOf(new URL('https://w.clarity.ms/collect'))).toBe('Microsoft Clarity');
    expect(sessionRecorderOf(new URL('https://mc.yandex.ru/webvisor/123'))).toBe(
      'Yandex Metrica Webvisor',
    );
    expect(sessionRecorderOf(new URL('https://mc.yandex.ru/metrika/tag.js'))).toBeNull();
    expect(sessionRecorderOf(new URL('https://nothotjar.com/x.js'))).toBeNull();
  });
});

describe('a TCF TC string', () => {
  it('grants the purposes whose consent bits are set', () => {
    expect(tcfPurposesGranted(tcString([1, 3, 4, 24]))).toEqual([1, 3, 4, 24]);
    expect(tcfPurposesGranted(`${tcString([])}.YAAAAAAAAAAA`)).toEqual([]);
  });

  it('is not read when it is not a version 2 string', () => {
    expect(tcfPurposesGranted('not a tc string')).toBeNull();
    expect(tcfPurposesGranted(`B${tcString([1]).slice(1)}`)).toBeNull();
  });
});

it('keeps a request as host and path, without the query', () => {
  expect(requestEvidence(new URL('https://www.facebook.com/tr/?ud[em]=secret'))).toBe(
    'www.facebook.com/tr/',
  );
});
