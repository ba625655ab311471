/**
 * The scanner's HTTP API as a node:http handler, mountable in any server (scripts/serve.ts,
 * scripts/dev.ts):
 *   POST /api/scans {"url": "..."}  -> 202 {id} | 200 {id} (recent scan of the same site)
 *                                      | 400 {error: UrlRefusal} | 429 {error: 'rate-limited'}
 *                                      | 503 {error: 'queue-full' | 'unavailable'} (+ Retry-After)
 *   GET  /api/scans/<id>            -> 200 ScanStatus | 404 {error: 'not-found'}
 *   GET  /api/scans/<id>/policy?lang=<tr|en>
 *                                   -> 200 text/html draft cookie policy (policy-draft.tsx)
 *                                      | 400 {error: 'language'} | 404 {error: 'not-found'}
 *   GET  /api/scans/<id>/evidence   -> 200 application/zip (report, screenshots, manifest,
 *                                      SHA256SUMS: evidence.ts) | 404 unless the scan is done
 *   GET  /api/scans/<id>/screenshots/<name>.jpg -> 200 image/jpeg | 404
 * JSON in and out, small bodies only, and the client's address is used for the rate limit alone.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowMethods, isJsonObject, readJsonBody, replyJson } from '../../http/exchange.ts';
import { evidenceZip } from '../evidence/evidence.ts';
import {
  screenshotFiles,
  storyPhases,
  type CreateScanResponse,
  type ScanStatus,
  type StoryPhase,
  type UrlRefusal,
} from '../../../src/scanner-contract/report.ts';
import type { ScanQueue } from '../queue/queue.ts';
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
/** `/<id>`, `/<id>/evidence` or `/<id>/screenshots/<name>.jpg` after the prefix. */
const SCAN_PATH = /^\/([^/]+)(?:\/(evidence)|\/screenshots\/([a-z-]+)\.jpg)?$/;
const phaseOfFile = new Map<string, StoryPhase>(
  storyPhases.map((phase) => [screenshotFiles[phase], phase]),
);

type Answer = CreateScanResponse | ScanStatus | { error: string };

/** Every answer is JSON, typed by what the API promises. */
const send = (
  res: ServerResponse,
  status: number,
  body: Answer,
  headers?: Record<string, string>,
): void => replyJson(res, status, body, headers);

/** A finished scan's file: private to whoever has the id, like the report. */
function sendFile(res: ServerResponse, body: Buffer, headers: Record<string, string>) {
  res.writeHead(200, {
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

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

  /** The draft is rendered only when asked for: React and MUI load on the first request. */
  async function policy(id: string, language: string | null, res: ServerResponse) {
    const { draftLanguages, policyDraft } = await import('../evidence/policy-draft.tsx');
    const lang = language ?? draftLanguages()[0]!;
    if (!draftLanguages().includes(lang)) return send(res, 400, { error: 'language' });
    const status = ID.test(id) && queue ? await queue.status(id) : null;
    if (status?.status !== 'done') return send(res, 404, { error: 'not-found' });
    const { html, csp } = policyDraft(status.report, lang);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(html)),
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    });
    res.end(html);
  }

  async function read(id: string, res: ServerResponse) {
    const status = ID.test(id) && queue ? await queue.status(id) : null;
    if (status) send(res, 200, status);
    else send(res, 404, { error: 'not-found' });
  }

  /** The evidence ZIP, or one screenshot (`file`), of a finished scan. */
  async function readEvidence(id: string, file: string | null, res: ServerResponse) {
    const phase = file === null ? null : phaseOfFile.get(file);
    const evidence = ID.test(id) && queue && phase !== undefined ? await queue.evidence(id) : null;
    if (!evidence) {
      send(res, 404, { error: 'not-found' });
    } else if (phase === null) {
      sendFile(res, evidenceZip(evidence.report, evidence.screenshots), {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="cookie-scan-evidence-${id}.zip"`,
      });
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
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
        });
        res.end();
      } else if (rest === '' || rest === '/') {
        if (allowMethods(req, res, ['POST'], refuse(res))) await create(req, res);
      } else if (allowMethods(req, res, ['GET', 'HEAD'], refuse(res))) {
        const [, id = '', evidence, screenshot] = SCAN_PATH.exec(rest) ?? [];
        if (rest.endsWith('/policy')) {
          await policy(rest.slice(1, -'/policy'.length), searchParams.get('lang'), res);
        } else if (evidence || screenshot) {
          await readEvidence(id, screenshot ?? null, res);
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
