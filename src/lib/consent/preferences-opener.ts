/**
 * What opens the consent preferences: the footer's "Çerez Tercihleri" link and the cookie policy's
 * button. Plain HTML outside the consent manager island, which takes their clicks over.
 */
export const PREFERENCES_OPENER = '[data-consent-preferences]';
