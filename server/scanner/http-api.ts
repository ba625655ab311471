/**
 * The scanner's HTTP API as a node:http handler, mountable in any server (scripts/serve.ts,
 * scripts/dev.ts):
 *   POST /api/scans {"url": "..."}  -> 202 {id} | 200 {id} (recent scan of the same site)
 *                                      | 400 {error: UrlRefusal} | 429 {error: 'rate-limited'}
 *                                      | 503 {error: 'queue-full' | 'unavailable'} (+ Retry-After)
 *   GET  /api/scans/<id>            -> 200 ScanStatus | 404 {error: 'not-found'}
 * JSON in and out, small bodies only, and the client's address is used for the rate limit alone.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowMethods, pathnameOf, readBody, replyJson } from '../http/exchange.ts';
import type { CreateScanResponse, ScanStatus, UrlRefusal } from './report.ts';
import type { ScanQueue } from './queue.ts';
import { clientKey, forwardedClient, type ClientLimiter } from './rate-limit.ts';

export type ParseScanUrl = (
  input: string,
) => { ok: true; url: string } | { ok: false; reason: UrlRefusal };

export interface ScannerApiOptions {
  /** Null when no scan can run here (no browser, no engine): POST answers 503 'unavailable'. */
  queue: ScanQueue | null;
  parseScanUrl: ParseScanUrl;
  limiter: ClientLimiter;
  allowOrigins?: string[];
  /** Proxies in front that append to X-Forwarded-For (0: use the socket's address). */
  trustProxy?: number;
}

/** Handles the request when it is for the API; false (untouched) otherwise. */
export type ScannerApi = (req: IncomingMessage, res: ServerResponse) => boolean;

export const API_PREFIX = '/api/scans';
/** A URL is at most 2,048 characters; the JSON around it leaves room, nothing more. */
export const MAX_BODY_BYTES = 4096;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Answer = CreateScanResponse | ScanStatus | { error: string };

/** Every answer is JSON, typed by what the API promises. */
const send = (
  res: ServerResponse,
  status: number,
  body: Answer,
  headers?: Record<string, string>,
): void => replyJson(res, status, body, headers);

/** The one field the API accepts, as a refusal code when the body is not `{"url": string}`. */
function urlField(text: string): { ok: true; input: string } | { ok: false; reason: UrlRefusal } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-a-url' };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, reason: 'not-a-url' };
  if (Object.keys(body).some((key) => key !== 'url')) return { ok: false, reason: 'not-a-url' };
  const { url } = body as { url?: unknown };
  if (url === undefined) return { ok: false, reason: 'empty' };
  return typeof url === 'string' ? { ok: true, input: url } : { ok: false, reason: 'not-a-url' };
}

export function createScannerApi(options: ScannerApiOptions): ScannerApi {
  const { queue, parseScanUrl, limiter, allowOrigins = [], trustProxy = 0 } = options;

  function client(req: IncomingMessage): string {
    const forwarded =
      trustProxy > 0
        ? forwardedClient(String(req.headers['x-forwarded-for'] ?? ''), trustProxy)
        : null;
    return clientKey(forwarded ?? req.socket.remoteAddress ?? '');
  }

  function cors(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    if (origin && allowOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
  }

  async function create(req: IncomingMessage, res: ServerResponse) {
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json') {
      send(res, 415, { error: 'json-only' });
      req.resume();
      return;
    }
    const text = await readBody(req, MAX_BODY_BYTES);
    if (text === null) {
      send(res, 413, { error: 'too-large' });
      return;
    }
    const field = urlField(text);
    const parsed = field.ok ? parseScanUrl(field.input) : field;
    if (!parsed.ok) {
      send(res, 400, { error: parsed.reason });
      return;
    }
    if (!queue) {
      send(res, 503, { error: 'unavailable' });
      return;
    }
    const recent = await queue.recent(parsed.url);
    if (recent) {
      send(res, 200, { id: recent });
      return;
    }
    const who = client(req);
    const allowed = await limiter.take(who);
    if (!allowed.allowed) {
      // The hourly budget of all clients protects the queue: to a visitor it is a full queue.
      const [status, error] =
        allowed.reason === 'client' ? [429, 'rate-limited' as const] : [503, 'queue-full' as const];
      send(res, status, { error }, { 'Retry-After': String(allowed.retryAfterSeconds) });
      return;
    }
    const id = randomUUID();
    const result = await queue.enqueue(id, parsed.url);
    if (!result.queued) {
      await limiter.giveBack(who);
      send(res, 503, { error: 'queue-full' }, { 'Retry-After': String(result.retryAfterSeconds) });
      return;
    }
    send(res, 202, { id }, { Location: `${API_PREFIX}/${id}` });
  }

  async function read(id: string, res: ServerResponse) {
    const status = ID.test(id) && queue ? await queue.status(id) : null;
    if (status) send(res, 200, status);
    else send(res, 404, { error: 'not-found' });
  }

  const refuse = (res: ServerResponse) => (headers: Record<string, string>) =>
    send(res, 405, { error: 'method-not-allowed' }, headers);

  return (req, res) => {
    const pathname = pathnameOf(req);
    if (pathname !== API_PREFIX && !pathname.startsWith(`${API_PREFIX}/`)) return false;
    cors(req, res);
    const rest = pathname.slice(API_PREFIX.length);
    const handle = async () => {
      if (
        req.method === 'OPTIONS' &&
        req.headers.origin &&
        allowOrigins.includes(req.headers.origin)
      ) {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        });
        res.end();
      } else if (rest === '' || rest === '/') {
        if (allowMethods(req, res, ['POST'], refuse(res))) await create(req, res);
      } else if (allowMethods(req, res, ['GET', 'HEAD'], refuse(res))) {
        await read(rest.slice(1), res);
      }
    };
    handle().catch((error: unknown) => {
      // A queue that cannot answer (Redis down) is the scanner being unavailable, not a crash.
      console.error('Scanner API:', error instanceof Error ? error.message : error);
      if (!res.headersSent) send(res, 503, { error: 'unavailable' }, { 'Retry-After': '30' });
      else res.destroy();
    });
    return true;
  };
}
