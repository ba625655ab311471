/**
 * Sends a quick-setup or contact request, or a scan report's link, through EmailJS. The only module that imports
 * `@emailjs/browser` (ESLint enforces it); forms load it with `import()` when they are sent, so
 * the library never weighs on first load.
 *
 * How EmailJS 4.4.1 answers, and what becomes of it here (every case rejects with a
 * `SendRequestError`; the form logs it and shows the failure toast):
 * - HTTP 200: resolves.
 * - HTTP 4xx/5xx from the API: rejects with `EmailJSResponseStatus { status, text }`.
 * - 451 (headless browser), 403 (block list), 429 (throttle): raised by the client itself only when
 *   `blockHeadless`, `blockList` or `limitRate` are configured; we configure none, so these come
 *   only from the API (403 e.g. for a disallowed origin, 429 for the account's rate limit).
 * - Network failure: `fetch` rejects with a `TypeError` that EmailJS passes through (it never
 *   builds its `status: 0, "Network Error"` object in 4.4.1); reported here as status 0.
 * - A missing id: EmailJS rejects with a plain string. We check the ids first, so no request is
 *   made and the error names the missing variables.
 */
import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import { resolveEmailConfig, type EmailTemplate } from '../config/email';
import { env } from '../config/env';

/** EmailJS `template_params`: the fields the e-mail template reads. */
export interface RequestPayload {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  iAgree: boolean;
}

/** The report template's `template_params`: where to send, the report's link, the site it is of. */
export interface ReportLinkPayload {
  email: string;
  report: string;
  site: string;
}

/** What each template reads. */
interface TemplateParams {
  request: RequestPayload;
  report: ReportLinkPayload;
}

export type SendFailure = 'configuration' | 'network' | 'rejected';

export class SendRequestError extends Error {
  override readonly name = 'SendRequestError';
  constructor(
    readonly failure: SendFailure,
    message: string,
    /** EmailJS status: the HTTP status, or 0 when the request never got an answer. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const statusHints: Record<number, string> = {
  403: 'forbidden: block list, or the EmailJS account does not accept requests from this origin',
  429: 'too many requests: EmailJS rate limit',
  451: 'unavailable for headless browser (blockHeadless)',
};

/** Turns whatever EmailJS rejected with into one error type with a readable message. */
export function toSendRequestError(reason: unknown): SendRequestError {
  if (reason instanceof EmailJSResponseStatus) {
    const hint = statusHints[reason.status] ?? 'rejected by the EmailJS API';
    const failure = reason.status === 0 ? 'network' : 'rejected';
    return new SendRequestError(
      failure,
      `EmailJS request failed with status ${reason.status} (${hint}): ${reason.text}`,
      reason.status,
      { cause: reason },
    );
  }
  if (typeof reason === 'string') {
    return new SendRequestError('configuration', `EmailJS configuration error: ${reason}`);
  }
  if (reason instanceof TypeError) {
    return new SendRequestError(
      'network',
      `EmailJS request failed with status 0 (network error): ${reason.message}`,
      0,
      { cause: reason },
    );
  }
  return new SendRequestError('rejected', `EmailJS request failed: ${String(reason)}`, undefined, {
    cause: reason,
  });
}

export function sendRequest(payload: RequestPayload): Promise<void> {
  return sendEmail('request', payload);
}

export function sendReportLink(payload: ReportLinkPayload): Promise<void> {
  return sendEmail('report', payload);
}

async function sendEmail<T extends EmailTemplate>(
  template: T,
  params: TemplateParams[T],
): Promise<void> {
  const config = resolveEmailConfig(env.emailjs, window.location.origin, template);
  if (!config.ok) {
    throw new SendRequestError(
      'configuration',
      `EmailJS configuration error: ${config.missing.join(', ')} not set. Set all three ` +
        'VITE_EMAILJS_* ids (and VITE_EMAILJS_REPORT_TEMPLATE_ID for report links), or none to ' +
        'send to the local outbox. No request was made.',
    );
  }
  init({ publicKey: config.publicKey, origin: config.origin });
  try {
    await send(config.serviceId, config.templateId, { ...params });
  } catch (reason) {
    throw toSendRequestError(reason);
  }
}
