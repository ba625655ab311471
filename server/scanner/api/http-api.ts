/**
 * The scanner's HTTP API as a node:http handler, mountable in any server (server/site/serve.ts,
 * tools/dev/dev.ts):
 *   POST /api/scans {"url": "..."}  -> 202 {id, deleteToken} (the address kept without its
 *                                      query and fragment) | 400 {error: UrlRefusal}
 *                                      | 429 {error: 'rate-limited' | 'recently-scanned'}
 *                                      | 503 {error: 'queue-full' | 'unavailable'}
 *                                      (429 and 503 with Retry-After and retryAfterSeconds)
 *   GET  /api/scans/<id>            -> 200 ScanStatus | 404 {error: 'not-found'}
 *   DELETE /api/scans/<id>          -> 204 with `Authorization: Bearer <deleteToken>` | 403 | 404
 *                                      | 409 {error: 'not-finished'}
 *   GET  /api/scans/<id>/policy?lang=<tr|en>
 *                                   -> 200 text/html draft cookie policy (policy-draft.tsx)
 *                                      | 400 {error: 'language'} | 404 {error: 'not-found'}
 *   GET  /api/scans/<id>/evidence   -> 200 application/zip (report, screenshots, manifest,
 *                                      SHA256SUMS: evidence.ts) | 404 unless the scan is done
 *   GET  /api/scans/<id>/screenshots/<name>.jpg -> 200 image/jpeg | 404
 * The policy and the evidence were built once when the scan ended (documents.ts): a download is
 * a lookup of stored bytes, limited per client (429). Page-derived files are served sandboxed and
 * not for indexing. JSON in and out, small bodies only, and the client's address is used for the
 * limits alone.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowMethods, isJsonObject, readJsonBody, replyJson } from '../../http/exchange.ts';
import { languageConfig } from '../../locales/locales.ts';
import {
  screenshotFiles,
  storyPhases,
  type CreateScanResponse,
  type ScanStatus,
  type StoryPhase,
  type UrlRefusal,
} from '../../../packages/scanner-contract/report.ts';
import type { ScanQueue } from '../queue/queue.ts';
import { forwardedClient, type ClientLimiter } from './rate-limit.ts';
import { keptAddress } from './url-input.ts';

export type ParseScanUrl = (
  input: string,
) => { ok: true; url: string } | { ok: false; reason: UrlRefusal };

export interface ScannerApiOptions {
  /** Null when no scan can run here (no browser, no engine): POST answers 503 'unavailable'. */
  queue: ScanQueue | null;
  parseScanUrl: ParseScanUrl;
  limiter: ClientLimiter;
  /** Null when the client may download now, else the seconds to wait. */
  downloads?: (address: string) => Promise<number | null>;
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
/** `/<id>`, `/<id>/evidence` or `/<id>/screenshots/<name>.jpg` after the prefix. */
const SCAN_PATH = /^\/([^/]+)(?:\/(evidence)|\/screenshots\/([a-z-]+)\.jpg)?$/;
const phaseOfFile = new Map<string, StoryPhase>(
  storyPhases.map((phase) => [screenshotFiles[phase], phase]),
);

type Answer = CreateScanResponse | ScanStatus | { error: string; retryAfterSeconds?: number };

/** Every answer is JSON, typed by what the API promises. */
const send = (
  res: ServerResponse,
  status: number,
  body: Answer,
  headers?: Record<string, string>,
): void => replyJson(res, status, body, headers);

/**
 * A finished scan's file, stored bytes as they are: private to whoever has the id, like the
 * report, and never indexed; what the page put in it runs in no context of this origin.
 */
function sendFile(res: ServerResponse, body: Buffer, headers: Record<string, string>) {
  res.writeHead(200, {
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': "sandbox; default-src 'none'",
    ...headers,
  });
  res.end(body);
}

/** The delete token's hash: what the queue keeps (the token itself is sent once, to the POST). */
export const deleteTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The languages a policy draft exists in: those the site is built in. */
const policyLanguages = () => languageConfig({ pseudo: false }).languages;

/** The one field the API accepts, as a refusal code when the body is not `{"url": string}`. */
function urlField(body: unknown): { ok: true; input: string } | { ok: false; reason: UrlRefusal } {
  if (!isJsonObject(body)) return { ok: false, reason: 'not-a-url' };
  if (Object.keys(body).some((key) => key !== 'url')) return { ok: false, reason: 'not-a-url' };
  const { url } = body;
  if (url === undefined) return { ok: false, reason: 'empty' };
  return typeof url === 'string' ? { ok: true, input: url } : { ok: false, reason: 'not-a-url' };
}

export function createScannerApi(options: ScannerApiOptions): ScannerApi {
  const { queue, parseScanUrl, limiter, allowOrigins = [], trustProxy = 0 } = options;
  const downloads = options.downloads ?? (async () => null);

  /** The client's address, counted by the limits only. */
  function client(req: IncomingMessage): string {
    const forwarded =
      trustProxy > 0
        ? forwardedClient(String(req.headers['x-forwarded-for'] ?? ''), trustProxy)
        : null;
    return forwarded ?? req.socket.remoteAddress ?? '';
  }

  /** Answers 429 and false when the client has used up its downloads for now. */
  async function mayDownload(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const wait = await downloads(client(req));
    if (wait === null) return true;
    send(
      res,
      429,
      { error: 'rate-limited', retryAfterSeconds: wait },
      { 'Retry-After': String(wait) },
    );
    return false;
  }

  const recentlyScanned = (res: ServerResponse, seconds: number) =>
    send(
      res,
      429,
      { error: 'recently-scanned', retryAfterSeconds: seconds },
      { 'Retry-After': String(seconds) },
    );

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
    const read = await readJsonBody(req, MAX_BODY_BYTES);
    if (!read.ok && read.problem === 'too-large') {
      send(res, 413, { error: 'too-large' });
      return;
    }
    const field = read.ok ? urlField(read.value) : ({ ok: false, reason: 'not-a-url' } as const);
    const parsed = field.ok ? parseScanUrl(field.input) : field;
    if (!parsed.ok) {
      send(res, 400, { error: parsed.reason });
      return;
    }
    if (!queue) {
      send(res, 503, { error: 'unavailable' });
      return;
    }
    // Whatever followed the path (tokens, e-mail addresses) is neither scanned nor kept.
    const address = keptAddress(parsed.url);
    // Within the cooldown nothing starts, and nothing of the other requester's scan is given.
    const recent = await queue.recent(address);
    if (recent !== null) return recentlyScanned(res, recent);
    const allowed = await limiter.take(client(req));
    if (!allowed.allowed) {
      // The hourly budget of all clients protects the queue: to a visitor it is a full queue.
      const [status, error] =
        allowed.reason === 'budget' ? [503, 'queue-full' as const] : [429, 'rate-limited' as const];
      const seconds = allowed.retryAfterSeconds;
      send(res, status, { error, retryAfterSeconds: seconds }, { 'Retry-After': String(seconds) });
      return;
    }
    const id = randomUUID();
    const deleteToken = randomBytes(32).toString('base64url');
    const result = await queue.enqueue(id, address, deleteTokenHash(deleteToken));
    if (!result.queued) {
      await allowed.giveBack();
      const seconds = result.retryAfterSeconds;
      if (result.reason === 'recent') return recentlyScanned(res, seconds);
      send(
        res,
        503,
        { error: 'queue-full', retryAfterSeconds: seconds },
        { 'Retry-After': String(seconds) },
      );
      return;
    }
    send(res, 202, { id, deleteToken }, { Location: `${API_PREFIX}/${id}` });
  }

  /** The draft as built when the scan ended: stored bytes, sandboxed by its CSP. */
  async function policy(
    id: string,
    language: string | null,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const lang = language ?? policyLanguages()[0]!;
    if (!policyLanguages().includes(lang)) return send(res, 400, { error: 'language' });
    if (!(await mayDownload(req, res))) return;
    const draft = ID.test(id) && queue ? await queue.document(id, `policy:${lang}`) : null;
    if (!draft?.csp) return send(res, 404, { error: 'not-found' });
    sendFile(res, draft.body, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `sandbox; ${draft.csp}`,
      'Content-Disposition': `inline; filename="cookie-policy-draft-${lang}-${id}.html"`,
    });
  }

  /** DELETE: the requester drops their report, with the token the POST gave them. */
  async function remove(id: string, req: IncomingMessage, res: ServerResponse) {
    const token = /^Bearer ([A-Za-z0-9_-]{1,100})$/.exec(String(req.headers.authorization ?? ''));
    if (!ID.test(id) || !queue) return send(res, 404, { error: 'not-found' });
    if (!token) return send(res, 403, { error: 'forbidden' });
    const result = await queue.remove(id, deleteTokenHash(token[1] as string));
    if (result === 'removed') {
      res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    } else if (result === 'not-finished') {
      send(res, 409, { error: result });
    } else {
      send(res, result === 'forbidden' ? 403 : 404, { error: result });
    }
  }

  async function read(id: string, res: ServerResponse) {
    const status = ID.test(id) && queue ? await queue.status(id) : null;
    if (status) send(res, 200, status);
    else send(res, 404, { error: 'not-found' });
  }

  /** The evidence ZIP (built when the scan ended), or one screenshot (`file`), of a finished scan. */
  async function readEvidence(
    id: string,
    file: string | null,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const phase = file === null ? null : phaseOfFile.get(file);
    if (!(await mayDownload(req, res))) return;
    if (phase === null) {
      const zip = ID.test(id) && queue ? await queue.document(id, 'zip') : null;
      if (!zip) return send(res, 404, { error: 'not-found' });
      sendFile(res, zip.body, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="cookie-scan-evidence-${id}.zip"`,
      });
      return;
    }
    const evidence = ID.test(id) && queue && phase !== undefined ? await queue.evidence(id) : null;
    if (!evidence) {
      send(res, 404, { error: 'not-found' });
    } else {
      const screenshot = evidence.screenshots.find((shot) => shot.phase === phase);
      if (screenshot) {
        sendFile(res, Buffer.from(screenshot.jpeg), { 'Content-Type': 'image/jpeg' });
      } else {
        send(res, 404, { error: 'not-found' });
      }
    }
  }

  const refuse = (res: ServerResponse) => (headers: Record<string, string>) =>
    send(res, 405, { error: 'method-not-allowed' }, headers);

  return (req, res) => {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
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
          'Access-Control-Allow-Methods': 'GET, POST, DELETE',
          'Access-Control-Allow-Headers': 'Content-Type, Authorization',
          'Access-Control-Max-Age': '600',
        });
        res.end();
      } else if (rest === '' || rest === '/') {
        if (allowMethods(req, res, ['POST'], refuse(res))) await create(req, res);
      } else {
        const [, id = '', evidence, screenshot] = SCAN_PATH.exec(rest) ?? [];
        const isScan = !rest.endsWith('/policy') && !evidence && !screenshot;
        const methods = isScan ? ['GET', 'HEAD', 'DELETE'] : ['GET', 'HEAD'];
        if (!allowMethods(req, res, methods, refuse(res))) return;
        if (rest.endsWith('/policy')) {
          await policy(rest.slice(1, -'/policy'.length), searchParams.get('lang'), req, res);
        } else if (evidence || screenshot) {
          await readEvidence(id, screenshot ?? null, req, res);
        } else if (req.method === 'DELETE') {
          await remove(id, req, res);
        } else {
          await read(id, res);
        }
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
