// Serves dist/ the way a static host does: the file, else <path>/index.html, else 404.html with
// status 404; the brotli or gzip copy the build wrote when the browser accepts it (see
// scripts/compress.mjs); hashed assets cached for a year, HTML revalidated. It also answers the
// local outbox endpoint (scripts/outbox.mjs), so the forms work without EmailJS ids. `npm start`
// runs this after building.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createOutboxHandler, defaultOutboxDir } from './outbox.mjs';

export function createSiteServer({
  dist = path.resolve('dist'),
  outboxDir = defaultOutboxDir(),
} = {}) {
  const outbox = createOutboxHandler({ dir: outboxDir });
  const files = sirv(dist, {
    dev: false,
    etag: true,
    extensions: ['html'],
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return http.createServer((req, res) => {
    void outbox(req, res, () =>
      files(req, res, async () => {
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
export function notFoundPage(dist, url) {
  const first = new URL(url, 'http://localhost').pathname.split('/')[1] ?? '';
  const localized = path.join(dist, first, '404.html');
  return /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(first) && existsSync(localized)
    ? localized
    : path.join(dist, '404.html');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4173);
  createSiteServer().listen(port, host, () => {
    console.log(`Serving dist/ on http://${host}:${port}`);
    console.log(`Form requests without EmailJS ids are stored in ${defaultOutboxDir()}`);
  });
}
