/**
 * Typed view of the build-time environment (Vite `import.meta.env`). Read once here so the rest
 * of the code never touches `import.meta.env` directly.
 */
import { emailjsReportTemplateVariable, emailjsVariables } from './email-variables';
import { gtmId } from './gtm-id';

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A variable by name: Vite puts every `VITE_*` variable on `import.meta.env`. */
const variable = (name: string) =>
  optional((import.meta.env as Record<string, string | undefined>)[name]);

export const env = {
  emailjs: {
    publicKey: variable(emailjsVariables.publicKey),
    serviceId: variable(emailjsVariables.serviceId),
    templateId: variable(emailjsVariables.templateId),
    reportTemplateId: variable(emailjsReportTemplateVariable),
  },
  consent: {
    /** Google Tag Manager container id; unset: no banner, no third-party request at all. */
    gtmId,
    /** Where each consent decision is sent with sendBeacon (e.g. /api/consent-log); optional. */
    logUrl: optional(import.meta.env.VITE_CONSENT_LOG_URL),
  },
  siteOrigin: optional(import.meta.env.VITE_SITE_ORIGIN)?.replace(/\/+$/, ''),
  /**
   * The cookie scanner's address ("/" for this origin, as `npm start` and `npm run dev` set it);
   * unset: the scan page keeps the request form instead of scanning.
   */
  scannerUrl: optional(import.meta.env.VITE_SCANNER_URL) ?? null,
} as const;
