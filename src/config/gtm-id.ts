/**
 * Google Tag Manager container id (`VITE_GTM_ID`, read for env.ts); unset: no banner, no
 * third-party request at all. A module of its own because the island loader reads it (the consent
 * manager's trigger) and must not carry the rest of the environment into every page's first load.
 */
export const gtmId: string | undefined = import.meta.env.VITE_GTM_ID?.trim() || undefined;
