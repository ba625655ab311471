/**
 * The site's own consent settings that are not secrets and not per deployment (those are the
 * VITE_GTM_ID and VITE_CONSENT_LOG_URL build variables, read in env.ts). The cookie policy page
 * and the banner are generated from these and from src/content/cookies.ts.
 */
// The two durations live in packages/ (JSON), shared with the consent-log server
// (server/consent-log/), which deletes on the same schedule the cookie policy states.
import retention from '../../packages/consent-log/retention.json';

export const consentConfig = {
  /** localStorage key of the visitor's choice (first-party, never sent anywhere by itself). */
  storageKey: 'consent',
  /**
   * Revision of the cookie policy. Raise it when what the site stores or why changes: every
   * visitor whose choice carries an older revision is asked again.
   */
  policyRevision: 1,
  /** Effective date of the cookie policy (ISO date); change it with `policyRevision`. */
  policyDate: '2026-11-25',
  /** A choice older than this is asked again (the cookie policy states the same duration). */
  maxAgeDays: retention.maxAgeDays,
  /**
   * Years each entry of the server-side consent log (VITE_CONSENT_LOG_URL) is kept after the
   * choice it proves has expired (`maxAgeDays` after the decision). Counting from the expiry means
   * no entry is deleted while the consent it proves can still be relied on; the extra years let a
   * decision be shown in an application, a complaint or a proceeding about that period. Then
   * server/consent-log/consent-log.ts deletes it. The cookie policy states this figure, and the home FAQ
   * and the product page give it as the product's default for customers' consent logs.
   */
  logRetentionYears: retention.logRetentionYears,
} as const;

/** Interpolation values for copy that states the retention (`{{years}}`, `{{days}}`). */
export const retentionValues = {
  years: consentConfig.logRetentionYears,
  days: consentConfig.maxAgeDays,
} as const;
