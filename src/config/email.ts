/**
 * Where form requests go. With all three `VITE_EMAILJS_*` ids set, the EmailJS API; with none
 * set, the local outbox: the same request, sent to this site's own origin, where `npm run dev`
 * and `npm start` store it under outbox/ (server/outbox/outbox.ts). Some but not all ids set is a
 * configuration error: nothing is sent.
 *
 * The scan report's link ("send me this report") goes out through a template of its own
 * (`VITE_EMAILJS_REPORT_TEMPLATE_ID`), to the visitor's address rather than to us. With the
 * EmailJS ids set but not this one, the report offers no such form; with no id at all, it goes
 * to the local outbox like the requests.
 */

import { emailjsReportTemplateVariable, emailjsVariables } from './email-variables';

/**
 * The message a quick-setup request carries, word for word as the spec fixes it, in every
 * locale: the recipient's e-mail template and CRM rules match this text, so it is a constant of
 * the payload, not copy (the form shows no message).
 */
export const QUICK_SETUP_MESSAGE = 'Hızlı kurulum Talebi';

/**
 * Labels of the lines a request's context (the scanned site, the chosen plan) adds below its
 * message. Fixed like the message above: the recipient reads them whatever the page's language,
 * and the plan is sent by its id (locales/plans.json).
 */
export const REQUEST_CONTEXT_LABELS = { site: 'Web sitesi', plan: 'Paket' } as const;

export const emailjsApiOrigin = 'https://api.emailjs.com';

/** Ids the local outbox accepts; any non-empty string would do. */
export const localOutboxIds = {
  publicKey: 'local-outbox',
  serviceId: 'local',
  templateId: 'local',
} as const;

export interface EmailIds {
  publicKey?: string | undefined;
  serviceId?: string | undefined;
  templateId?: string | undefined;
  reportTemplateId?: string | undefined;
}

/** What an e-mail is: a request to us (quick setup, contact), or a scan report's link. */
export type EmailTemplate = 'request' | 'report';

export type EmailConfig =
  | {
      ok: true;
      mode: 'emailjs' | 'local-outbox';
      publicKey: string;
      serviceId: string;
      templateId: string;
      origin: string;
    }
  | { ok: false; missing: string[] };

/**
 * Resolves the build-time ids for one kind of e-mail; `pageOrigin` is where the local outbox
 * lives. The report's template set without the EmailJS ids counts as a partial configuration.
 */
export function resolveEmailConfig(
  ids: EmailIds,
  pageOrigin: string,
  template: EmailTemplate = 'request',
): EmailConfig {
  const keys = Object.keys(emailjsVariables) as (keyof typeof emailjsVariables)[];
  const missing = keys.filter((key) => !ids[key]);
  if (missing.length === keys.length && !ids.reportTemplateId) {
    return { ok: true, mode: 'local-outbox', ...localOutboxIds, origin: pageOrigin };
  }
  const { publicKey, serviceId } = ids;
  const templateId = template === 'report' ? ids.reportTemplateId : ids.templateId;
  if (!publicKey || !serviceId || missing.length > 0) {
    return { ok: false, missing: missing.map((key) => emailjsVariables[key]) };
  }
  if (!templateId) return { ok: false, missing: [emailjsReportTemplateVariable] };
  return { ok: true, mode: 'emailjs', publicKey, serviceId, templateId, origin: emailjsApiOrigin };
}
