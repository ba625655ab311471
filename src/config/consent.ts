/**
 * The site's own consent settings that are not secrets and not per deployment (those are the
 * VITE_GTM_ID and VITE_CONSENT_LOG_URL build variables, read in env.ts). The cookie policy page
 * and the banner are generated from these and from src/content/cookies.ts.
 */
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
  maxAgeDays: 365,
  /**
   * Years each entry of the server-side consent log (VITE_CONSENT_LOG_URL) is kept after the
   * choice it proves has expired (`maxAgeDays`), so a decision can still be shown in a complaint
   * or a proceeding about that period; then it is deleted. The cookie policy states this figure:
   * the server that stores the log must delete on this schedule (scripts/consent-log.mjs only
   * appends).
   */
  logRetentionYears: 2,
} as const;
