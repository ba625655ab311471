import { describe, expect, it } from 'vitest';
import { carriesConsentState } from '../../../server/scanner/analysis/behaviour';

const hit = (query: string) =>
  new URL(`https://region1.google-analytics.com/g/collect?v=2&${query}`);

describe('carriesConsentState', () => {
  it('reads a consent state from gcs or from a gcd with a signal set', () => {
    expect(carriesConsentState(hit('gcs=G100'))).toBe(true);
    expect(carriesConsentState(hit('gcd=13p3p3p3p5'))).toBe(true);
    expect(carriesConsentState(hit('gcd=11r1r1r1r5&gcs=G111'))).toBe(true);
  });
  it('finds none in a hit without them or with every signal not set', () => {
    expect(carriesConsentState(hit('en=page_view'))).toBe(false);
    expect(carriesConsentState(hit('gcd=11l1l1l1l5'))).toBe(false);
  });
});
