/**
 * The request/response helpers every local endpoint answers with: the cookie scanner's API
 * (server/scanner/api/http-api.ts), the outbox (server/outbox/outbox.ts) and the consent log
 * (server/consent-log/consent-log.ts). Plain node:http, so any server (the built site's, Vite's dev
 * middleware, a test's) can mount them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type ResponseHeaders = Record<string, string>;

/** A plain-text answer. */
export function replyText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: ResponseHeaders = {},
): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

/** A JSON answer, never cached by anyone in between (answers are per request and change). */
export function replyJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: ResponseHeaders = {},
): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(json)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(json);
}

/**
 * The body as UTF-8 text, or null when it is larger than `maxBytes`. A body declared too large is
 * not read (Node discards it once the answer is sent); one that turns out too large is read to
 * its end without being kept, so the client gets the answer instead of a reset connection.
 */
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size <= maxBytes) chunks.push(bytes);
  }
  return size > maxBytes ? null : Buffer.concat(chunks).toString('utf8');
}

/**
 * The body parsed as JSON: `too-large` past `maxBytes` (see `readBody`), `not-json` when it does
 * not parse. The caller checks the value's shape.
 */
export async function readJsonBody(
  req: IncomingMessage,
  maxBytes: number,
): Promise<{ ok: true; value: unknown } | { ok: false; problem: 'too-large' | 'not-json' }> {
  const text = await readBody(req, maxBytes);
  if (text === null) return { ok: false, problem: 'too-large' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'not-json' };
  }
}

/**
 * Whether the request's method is one of `allowed`. When it is not, the request has been
 * answered 405 with the Allow header (by `refuse` when given, as plain text otherwise).
 */
export function allowMethods(
  req: IncomingMessage,
  res: ServerResponse,
  allowed: readonly string[],
  refuse: (headers: ResponseHeaders) => void = (headers) =>
    replyText(res, 405, 'Method Not Allowed', headers),
): boolean {
  if (req.method !== undefined && allowed.includes(req.method)) return true;
  req.resume();
  refuse({ Allow: allowed.join(', ') });
  return false;
}

/** The path of the request's URL (no query). */
export function pathnameOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://localhost').pathname;
}

/** Connect-style middleware (Vite's dev server, the built site's server): `next` passes it on. */
export type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => Promise<void>;

/** What a JSON POST endpoint answers when it refuses a body or fails to handle it. */
export interface JsonPostTexts {
  /** 413: the body is larger than the endpoint takes. */
  tooLarge: string;
  /** 400: the body is not JSON. */
  notJson: string;
  /** 500: `handle` threw; the error is logged with `logPrefix`. */
  failed: string;
  logPrefix: string;
}

/**
 * A JSON POST endpoint at `path` as middleware: other paths go to `next`, another method gets 405
 * with Allow, a body past `maxBytes` 413 and one that is not JSON 400; `handle` checks the parsed
 * body's shape and answers. An error it throws is logged and answered 500.
 */
export function jsonPostEndpoint(
  path: string,
  { maxBytes, texts }: { maxBytes: number; texts: JsonPostTexts },
  handle: (body: unknown, res: ServerResponse) => Promise<void>,
): Middleware {
  return async (req, res, next) => {
    if (pathnameOf(req) !== path) return next();
    if (!allowMethods(req, res, ['POST'])) return;
    try {
      const read = await readJsonBody(req, maxBytes);
      if (!read.ok) {
        replyText(
          res,
          read.problem === 'too-large' ? 413 : 400,
          texts[read.problem === 'too-large' ? 'tooLarge' : 'notJson'],
        );
        return;
      }
      await handle(read.value, res);
    } catch (error) {
      console.error(`${texts.logPrefix}:`, error);
      replyText(res, 500, texts.failed);
    }
  };
}

/** A parsed JSON value that is an object (not null, not an array): a request body's fields. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
