// Paths a page had before its slug changed, and where it lives now. A bookmark or a link from
// elsewhere keeps working: the old path answers 301 with the new one. server/site/serve.ts answers
// them itself; the build writes them for nginx (dist/_nginx/redirects.conf, included by
// deploy/nginx.conf) and for Netlify and Cloudflare Pages (dist/_redirects). Keep an entry for as
// long as links to the old path may exist. tests/unit/moved-paths.test.ts checks that each old
// path is no page any more and each new one is.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Old path -> current path. */
export const movedPaths: Readonly<Record<string, string>> = {
  '/cookie-scan': '/cerez-taramasi',
  '/en/kvkk-compliant-explicit-consent-cookie-management':
    '/en/kvkk-explicit-consent-cookie-management',
};

export const NGINX_REDIRECTS_FILE = '_nginx/redirects.conf';
export const REDIRECTS_FILE = '_redirects';

/** Where `url` (path and query) moved to, keeping its query; undefined when it did not move. */
export function movedTarget(url: string): string | undefined {
  const { pathname, search } = new URL(url, 'http://localhost');
  const target = movedPaths[pathname.replace(/(.)\/$/, '$1')];
  return target && `${target}${search}`;
}

/** One exact location per old path, with or without a trailing slash; the query is kept. */
export function nginxRedirects(moved = movedPaths): string {
  return Object.entries(moved)
    .map(([from, to]) => `location ~ "^${from}/?$" {\n    return 301 ${to}$is_args$args;\n}\n`)
    .join('');
}

/** Netlify's and Cloudflare Pages' `_redirects` format (both keep the query). */
export function hostRedirects(moved = movedPaths): string {
  return Object.entries(moved)
    .flatMap(([from, to]) => [`${from} ${to} 301`, `${from}/ ${to} 301`])
    .map((line) => `${line}\n`)
    .join('');
}

/** Build step: the redirect files for the hosts that read them. */
export async function writeRedirectFiles(dist: string): Promise<void> {
  await mkdir(path.join(dist, path.dirname(NGINX_REDIRECTS_FILE)), { recursive: true });
  await writeFile(path.join(dist, NGINX_REDIRECTS_FILE), nginxRedirects());
  await writeFile(path.join(dist, REDIRECTS_FILE), hostRedirects());
}
