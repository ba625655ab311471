import { describe, expect, it } from 'vitest';
import { classify } from '../../../server/scanner/analysis/classify';
import { unknownCookieShare } from '../../../server/scanner/analysis/coverage';
import { noBehaviour, type PhaseObservation } from '../../../packages/scanner-contract/report';

const phase = (names: string[], domain = 'site.example'): PhaseObservation => ({
  pages: ['https://site.example/'],
  cookies: names.map((name) => ({
    name,
    domain,
    path: '/',
    expires: null,
    secure: false,
    httpOnly: false,
    sameSite: 'Lax',
    thirdParty: false,
    ...classify(name, domain),
  })),
  storage: [],
  hosts: [],
  consentModeDefaultsFirst: null,
  behaviour: noBehaviour(),
});

describe('the share of unknown cookies', () => {
  it('counts each cookie once across the phases, by name, domain and path', () => {
    const first = phase(['_ga', 'xq_tmp', 'zz_own']);
    const accept = phase(['_ga', 'xq_tmp', '_fbp']);
    expect(unknownCookieShare([first, null, accept])).toEqual({ count: 2, total: 4, percent: 50 });
    // The same name from another domain is another cookie.
    expect(unknownCookieShare([first, phase(['xq_tmp'], 'other.example')])).toEqual({
      count: 3,
      total: 4,
      percent: 75,
    });
  });

  it('is null without cookies', () => {
    expect(unknownCookieShare([phase([]), null, null])).toBeNull();
  });
});
