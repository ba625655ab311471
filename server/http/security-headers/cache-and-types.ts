// Cache-Control and Content-Type of the files the site serves: the one rule server/site/serve.ts
// applies and deploy/nginx.conf's map repeats (tests/http/nginx.test.ts holds them to it).
import path from 'node:path';

/** Hashed, content-addressed build output: safe to cache for a year. */
export const ASSET_PREFIX = '/assets/';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (HTML, robots.txt, the favicon...) is revalidated on every use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Cache-Control for a request path (the same rule in nginx's map and in server/site/serve.ts). */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(ASSET_PREFIX) ? ASSET_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

/** Content-Type with charset for the text files the build writes (by extension). */
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

export function textContentType(pathname: string): string | undefined {
  const type = TEXT_TYPES[path.extname(pathname).toLowerCase()];
  return type && `${type}; charset=utf-8`;
}
