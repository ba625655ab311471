/**
 * The rows of a cookie-policy table: one cookie or web-storage key each, with who writes it,
 * why and for how long. The site's own policy builds them from its declared cookies
 * (src/content/policy-rows.ts); the scanner's policy draft builds them from a scan report
 * (server/scanner/evidence/policy-draft-rows.ts). Both render them with PolicyTable
 * (policy-table.tsx beside this file), so the two tables cannot differ.
 */
import type { ParseKeys } from 'i18next';

export type PolicyDurationUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

export interface PolicyDuration {
  value: number;
  unit: PolicyDurationUnit;
  /**
   * The lifetime the scanning browser kept, at its cap (Chromium keeps a cookie at most 400 days):
   * the site may set a longer one.
   */
  atLeast?: boolean;
}

/** A purpose written in `consent-policy` (our policy: a declared cookie's, or the consent record's). */
export type PolicyPurpose = ParseKeys<'consent-policy'>;

export interface PolicyRow {
  /** Unique within one table. */
  key: string;
  name: string;
  /** The name begins the names of cookies that continue with an id (`_ga_<id>`). */
  prefix: boolean;
  storage: 'cookie' | 'localStorage' | 'sessionStorage';
  /**
   * Who writes it: `site`, this site itself (its own software, or the network in front of it); a
   * provider with a short name and its legal entity (the provider column), where a null legal
   * name is a field the site owner fills in with the name as a hint; null: the owner says.
   */
  provider: 'site' | { name: string; legalName: string | null } | null;
  /**
   * True when the provider's own script is known to write it on this site's domain (our declared
   * cookies). A scan does not see who wrote a cookie, so its rows never claim it.
   */
  writtenByProviderScript: boolean;
  /** `first`: on the site's own domain; `third`: elsewhere (`host`, when known). */
  party: 'first' | 'third';
  host?: string;
  /** The category is a cookie database's general view of the name, for the owner to confirm. */
  categoryFromDatabase?: boolean;
  /** Null: a field the site owner fills in. */
  purpose: PolicyPurpose | null;
  /**
   * How long it is kept: a duration; `session` for a cookie until the browser ends the session,
   * for session storage until the tab closes; `untilDeleted` for local storage, which does not expire. Null: the owner says.
   */
  duration: PolicyDuration | 'session' | 'untilDeleted' | null;
}
