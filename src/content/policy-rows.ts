/**
 * The rows of a cookie-policy table: one cookie or web-storage key each, with who writes it,
 * why and for how long. Our own policy builds them from the declared cookies (cookies.ts); the
 * scanner's policy draft builds them from a scan report (server/scanner/evidence/policy-draft-rows.ts).
 * Both render them with PolicyTable (src/sections/cookie-policy/policy-table.tsx), so the two
 * tables cannot differ. Plain data and imports that need no bundler: the scanner runs under tsx.
 */
import type { OptionalCategory } from '../lib/consent/categories';
import {
  consentRecordStorage,
  cookieProviders,
  declaredCookies,
  type DeclaredCookie,
  type DeclaredCookieId,
} from './cookies';

export type PolicyDurationUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

export interface PolicyDuration {
  value: number;
  unit: PolicyDurationUnit;
}

/** A purpose written in `consent-policy`: a declared cookie's, or the consent record's. */
export type PolicyPurpose = `cookies.${DeclaredCookieId}` | 'record.purpose';

export interface PolicyRow {
  /** Unique within one table. */
  key: string;
  name: string;
  /** The name begins the names of cookies that continue with an id (`_ga_<id>`). */
  prefix: boolean;
  storage: 'cookie' | 'localStorage' | 'sessionStorage';
  /**
   * Who writes it: a short name (the party column) and the legal entity (the provider column).
   * A null legal name, or a null provider, is a field the site owner fills in.
   */
  provider: { name: string; legalName: string | null } | null;
  /** `first`: on the site's own domain (a provider's script may write it); `third`: elsewhere. */
  party: 'first' | 'third';
  /** Null: a field the site owner fills in. */
  purpose: PolicyPurpose | null;
  /**
   * How long it is kept: a duration; `session` until the browser (or, for session storage, the
   * tab) closes; `untilDeleted` for local storage, which does not expire. Null: the owner says.
   */
  duration: PolicyDuration | 'session' | 'untilDeleted' | null;
}

/** The declared cookies of one optional category, as our policy lists them. */
export function declaredRows(category: OptionalCategory): PolicyRow[] {
  return declaredCookies[category].map((cookie: DeclaredCookie) => {
    const provider = cookieProviders[cookie.provider];
    return {
      key: cookie.id,
      name: cookie.name,
      prefix: cookie.prefix === true,
      storage: 'cookie',
      provider: { name: provider.name, legalName: provider.legalName },
      party: cookie.party,
      purpose: `cookies.${cookie.id}`,
      duration: cookie.duration,
    };
  });
}

/** The record of the visitor's choice: this site's own, in local storage. */
export function consentRecordRow(): PolicyRow {
  return {
    key: consentRecordStorage.key,
    name: consentRecordStorage.key,
    prefix: false,
    storage: 'localStorage',
    provider: null,
    party: 'first',
    purpose: 'record.purpose',
    duration: { value: consentRecordStorage.validDays, unit: 'day' },
  };
}
