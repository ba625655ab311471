import { consentConfig } from '../config/consent';
import type { TransferMechanism } from '../config/site';
import type { OptionalCategory } from '../lib/consent/categories';

/**
 * Cookies the site's Google Tag Manager container may set, per category: what the cookie policy
 * page lists when VITE_GTM_ID is set (purposes in `consent-policy:cookies.<id>`). Names and
 * durations as Google documents them for Google Analytics 4 and the Ads conversion linker; keep
 * this list in step with the tags in the container. `prefix` names are followed by an id.
 */
/**
 * The one thing the site stores without consent: the record of the visitor's choice, in
 * localStorage, valid for `maxAgeDays` (src/config/consent.ts). Listed first by the policy.
 */
export const consentRecordStorage = {
  key: consentConfig.storageKey,
  validDays: consentConfig.maxAgeDays,
} as const;

/** Keys of `consent-policy:cookies` (the purpose text). */
export type DeclaredCookieId = 'ga' | 'gaSession' | 'gclAu';

export interface DeclaredCookie {
  id: DeclaredCookieId;
  name: string;
  prefix?: boolean;
  provider: 'google';
  /**
   * Whose domain the cookie is set on: `first` for cookies a provider's script writes on this
   * site's domain (Google's are), `third` for the provider's own domain.
   */
  party: 'first' | 'third';
  duration: { value: number; unit: 'day' | 'month' | 'year' };
}

export const declaredCookies: Record<OptionalCategory, readonly DeclaredCookie[]> = {
  functional: [],
  analytics: [
    {
      id: 'ga',
      name: '_ga',
      provider: 'google',
      party: 'first',
      duration: { value: 2, unit: 'year' },
    },
    {
      id: 'gaSession',
      name: '_ga_',
      prefix: true,
      provider: 'google',
      party: 'first',
      duration: { value: 2, unit: 'year' },
    },
  ],
  marketing: [
    {
      id: 'gclAu',
      name: '_gcl_au',
      provider: 'google',
      party: 'first',
      duration: { value: 90, unit: 'day' },
    },
  ],
};

/**
 * The providers behind the declared cookies: the policy names them as recipients and states the
 * transfer abroad. `country` is an ISO 3166 code (named in the page language by Intl).
 * `transferMechanism` is the KVKK art. 9 safeguard the site owner has in place with the provider;
 * while it is unset the policy shows a marked field for the owner and `npm run launch-check`
 * refuses the build. Set it only from the contract actually signed.
 */
export interface CookieProvider {
  /** Short name in the tables. */
  name: string;
  /** The legal entity that receives the data. */
  legalName: string;
  country: string;
  transferMechanism: TransferMechanism | undefined;
}

export const cookieProviders: Record<DeclaredCookie['provider'], CookieProvider> = {
  google: {
    name: 'Google',
    legalName: 'Google LLC',
    country: 'US',
    transferMechanism: undefined,
  },
};

/**
 * The optional categories the site offers: those with at least one declared cookie. The banner,
 * the preferences and the policy all read this list, so a category without a cookie is never
 * asked for.
 */
export const offeredCategories = (Object.keys(declaredCookies) as OptionalCategory[]).filter(
  (category) => declaredCookies[category].length > 0,
);
