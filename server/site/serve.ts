// Serves dist/ the way a static host does, with the security headers the build wrote to
// dist/_headers: the file, else <path>/index.html, else 404.html with
// status 404; the brotli or gzip copy the build wrote when the browser accepts it (see
// tools/build/compress.ts); hashed assets cached for a year, HTML revalidated. It also answers the
// local outbox endpoint (server/outbox/outbox.ts), so the forms work without EmailJS ids, and, when
// given one, the cookie scanner's API (server/site/scanner.ts). `npm start` runs this after building,
// with the scanner.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { pathnameOf } from '../http/exchange.ts';
import type { ScannerApi } from '../scanner/api/http-api.ts';
import {
  consentLogRoute,
  consentLogStoreFromEnv,
  type ConsentLogStore,
} from '../consent-log/consent-log.ts';
import { movedTarget } from './moved-paths.ts';
import { createOutboxHandler, defaultOutboxDir } from '../outbox/outbox.ts';
import { loadScanner } from './scanner.ts';
import {
  cacheControlFor,
  REVALIDATE_CACHE_CONTROL,
  textContentType,
} from '../http/security-headers/cache-and-types.ts';
import { HOST_FILES, readBuiltHeaders } from '../http/security-headers/host-files.ts';

export function createSiteServer({
  dist = path.resolve('dist'),
  outboxDir = defaultOutboxDir(),
  consentLog,
  scanner,
}: {
  dist?: string;
  outboxDir?: string;
  /** Where consent records go (default: the environment's store, opened on the first record). */
  consentLog?: ConsentLogStore;
  /** The cookie scanner's API handler: true when it answered the request. */
  scanner?: ScannerApi;
} = {}): http.Server {
  const outbox = createOutboxHandler({ dir: outboxDir });
  const handleConsentLog = consentLogRoute(consentLog ? { store: consentLog } : {});
  // The security headers the build computed for this dist/ (server/http/security-headers/).
  const security = readBuiltHeaders(dist);
  const files = sirv(dist, {
    dev: false,
    etag: true,
    extensions: ['html'],
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      const type = textContentType(pathname);
      if (type) res.setHeader('Content-Type', type);
    },
  });
  return http.createServer((req, res) => {
    for (const [name, value] of security) res.setHeader(name, value);
    // Revalidated unless sirv finds a hashed asset (setHeaders above): 404s and API answers too.
    res.setHeader('Cache-Control', REVALIDATE_CACHE_CONTROL);
    // Build output meant for hosts (dist/_headers, dist/_nginx/) is not part of the site.
    const serve: typeof files = HOST_FILES.test(pathnameOf(req))
      ? (_req, _res, next) => next?.()
      : files;
    const moved = movedTarget(req.url ?? '/');
    if (moved) {
      res.writeHead(301, { Location: moved });
      res.end();
      return;
    }
    if (handleConsentLog(req, res)) return;
    if (scanner?.(req, res)) return;
    void outbox(req, res, () =>
      serve(req, res, async () => {
        const body = await readFile(notFoundPage(dist, req.url ?? '/'));
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(body);
      }),
    );
  });
}

/**
 * The 404 page of the path's locale (`/en/...` -> dist/en/404.html), else the default locale's
 * dist/404.html: what a static host configured per README "Deploying" serves.
 */
export function notFoundPage(dist: string, url: string): string {
  const first = new URL(url, 'http://localhost').pathname.split('/')[1] ?? '';
  const localized = path.join(dist, first, '404.html');
  return /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(first) && existsSync(localized)
    ? localized
    : path.join(dist, '404.html');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4173);
  const scanner = await loadScanner();
  // Opened before the first request: a database store's table is created or migrated now, and a
  // wrong CONSENT_LOG_DATABASE_URL stops the start instead of losing records.
  const consentLog = await consentLogStoreFromEnv();
  createSiteServer({ scanner: scanner.handle, consentLog }).listen(port, host, () => {
    console.log(`Serving dist/ on http://${host}:${port}`);
    console.log(`Form requests without EmailJS ids are stored in ${defaultOutboxDir()}`);
    console.log(`Consent log: ${consentLog.name}`);
  });
}
