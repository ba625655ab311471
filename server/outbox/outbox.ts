// The local outbox: a stand-in for the EmailJS send endpoint, used when the VITE_EMAILJS_* ids are
// not set (see src/config/email.ts). `npm start` (server/site/serve.ts) and `npm run dev` (a Vite
// plugin in vite.config.ts) answer `POST /api/v1.0/email/send` with this handler: it checks the
// JSON body the way the EmailJS API expects it and writes each request to outbox/<time>-<id>.json.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { privateFolder, writePrivateFile } from '../http/private-files.ts';
import {
  isJsonObject,
  jsonPostEndpoint,
  replyText,
  type Middleware,
} from '../http/exchange.ts';

export const OUTBOX_ENDPOINT = '/api/v1.0/email/send';
/** Far above what the forms send (their fields total under 6,000 characters). */
const MAX_BODY_BYTES = 100 * 1024;

/** Where requests are stored: `OUTBOX_DIR`, else outbox/ in the working directory. */
export function defaultOutboxDir() {
  return path.resolve(process.env.OUTBOX_DIR ?? 'outbox');
}

/** Returns why the parsed body is not a valid EmailJS send request, or null when it is. */
export function validateSendRequest(body: unknown): string | null {
  if (!isJsonObject(body)) return 'The request body must be a JSON object';
  for (const field of ['lib_version', 'user_id', 'service_id', 'template_id']) {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') {
      return `The ${field} parameter is required`;
    }
  }
  if (!isJsonObject(body.template_params)) {
    return 'The template_params parameter is required and must be an object';
  }
  return null;
}

/** Node/connect middleware: handles the send endpoint, passes every other request to `next`. */
export function createOutboxHandler({
  dir = defaultOutboxDir(),
}: { dir?: string } = {}): Middleware {
  return jsonPostEndpoint(
    OUTBOX_ENDPOINT,
    {
      maxBytes: MAX_BODY_BYTES,
      texts: {
        tooLarge: 'The request body is too large',
        notJson: 'The request body must be valid JSON',
        failed: 'The request could not be stored',
        logPrefix: 'outbox: could not store the request',
      },
    },
    async (body, res) => {
      const problem = validateSendRequest(body);
      if (problem) return replyText(res, 400, problem);

      const receivedAt = new Date().toISOString();
      const file = path.join(
        dir,
        `${receivedAt.replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.json`,
      );
      await privateFolder(dir);
      await writePrivateFile(file, `${JSON.stringify(body, null, 2)}\n`);
      const shown = path.relative(process.cwd(), file);
      console.log(`outbox: stored ${shown.startsWith('..') ? file : shown}`);
      replyText(res, 200, 'OK');
    },
  );
}
