/**
 * Typed view of the build-time environment (Vite `import.meta.env`). Read once here so the rest
 * of the code never touches `import.meta.env` directly.
 */
function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const env = {
  emailjs: {
    publicKey: optional(import.meta.env.VITE_EMAILJS_PUBLIC_KEY),
    serviceId: optional(import.meta.env.VITE_EMAILJS_SERVICE_ID),
    templateId: optional(import.meta.env.VITE_EMAILJS_TEMPLATE_ID),
  },
  consent: {
    /** Google Tag Manager container id; unset: no banner, no third-party request at all. */
    gtmId: optional(import.meta.env.VITE_GTM_ID),
    /** Where each consent decision is sent with sendBeacon (e.g. /api/consent-log); optional. */
    logUrl: optional(import.meta.env.VITE_CONSENT_LOG_URL),
  },
  siteOrigin: optional(import.meta.env.VITE_SITE_ORIGIN)?.replace(/\/+$/, ''),
} as const;
