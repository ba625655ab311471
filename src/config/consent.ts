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
  /** A choice older than this is asked again (the cookie policy states the same duration). */
  maxAgeDays: 365,
} as const;
