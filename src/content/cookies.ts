import type { OptionalCategory } from '../lib/consent/categories';

/**
 * Cookies the site's Google Tag Manager container may set, per category: what the cookie policy
 * page lists when VITE_GTM_ID is set (purposes in `consent-policy:cookies.<id>`). Names and
 * durations as Google documents them for Google Analytics 4 and the Ads conversion linker; keep
 * this list in step with the tags in the container. `prefix` names are followed by an id.
 */
/** Keys of `consent-policy:cookies` (the purpose text). */
export type DeclaredCookieId = 'ga' | 'gaSession' | 'gclAu';

export interface DeclaredCookie {
  id: DeclaredCookieId;
  name: string;
  prefix?: boolean;
  provider: 'google';
  duration: { value: number; unit: 'day' | 'month' | 'year' };
}

export const declaredCookies: Record<OptionalCategory, readonly DeclaredCookie[]> = {
  functional: [],
  analytics: [
    { id: 'ga', name: '_ga', provider: 'google', duration: { value: 2, unit: 'year' } },
    {
      id: 'gaSession',
      name: '_ga_',
      prefix: true,
      provider: 'google',
      duration: { value: 2, unit: 'year' },
    },
  ],
  marketing: [
    { id: 'gclAu', name: '_gcl_au', provider: 'google', duration: { value: 90, unit: 'day' } },
  ],
};

/** Provider names as shown in the policy table (company names, not copy). */
export const cookieProviders = { google: 'Google' } as const;
