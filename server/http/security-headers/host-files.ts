// The files the build writes for the hosts and the servers read back. The build
// (tools/build/vite-static-site.ts) calls writeSecurityFiles() after prerendering: it hashes every
// executable inline script of the built HTML for the CSP (inline-scripts.ts), computes the headers
// (policy.ts) and writes what each kind of host reads:
//   dist/_headers                          Netlify and Cloudflare Pages
//   dist/_nginx/security-headers.conf      included by deploy/nginx.conf (add_header lines)
//   dist/.well-known/security.txt          RFC 9116, contact from src/config/site.ts
// `npm start` (server/site/serve.ts) reads dist/_headers back, so the three never disagree; the
// header and nginx tests compare them with securityHeaders() recomputed from dist/.
// This folder is plain ESM without dependencies so the build, the server and the tests can all
// import it.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ASSET_CACHE_CONTROL, ASSET_PREFIX } from './cache-and-types.ts';
import { hashInlineScripts } from './inline-scripts.ts';
import { securityHeaders, type Env, type HeaderList } from './policy.ts';

export const HEADERS_FILE = '_headers';
export const NGINX_HEADERS_FILE = '_nginx/security-headers.conf';
export const SECURITY_TXT_FILE = '.well-known/security.txt';
/** Build output for hosts, not for visitors: every server answers 404 for these paths. */
export const HOST_FILES = /^\/(?:_headers|_redirects|_nginx\/)/;

/**
 * dist/_headers (Netlify, Cloudflare Pages): the security headers on every path, a year of
 * caching on hashed assets. HTML keeps the hosts' default, which revalidates; a second
 * Cache-Control rule on `/*` would be merged into the assets' one by both hosts.
 */
export function headersFile(headers: HeaderList): string {
  const block = (pattern: string, lines: HeaderList) =>
    [pattern, ...lines.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by server/http/security-headers/host-files.ts at build time; do not edit.',
    block('/*', headers),
    block(`${ASSET_PREFIX}*`, [['Cache-Control', ASSET_CACHE_CONTROL]]),
    '',
  ].join('\n');
}

/**
 * Parses a `_headers` file: `[{ pattern, headers: [name, value][] }]` in file order.
 */
export function parseHeadersFile(text: string): { pattern: string; headers: HeaderList }[] {
  const rules: { pattern: string; headers: HeaderList }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: cannot read line "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers a built dist/ sends on every path (its `/*` rule). The server reads them once at
 * start, so it sends exactly what the build computed from its own HTML and environment.
 */
export function readBuiltHeaders(dist: string): HeaderList {
  let text: string;
  try {
    text = readFileSync(path.join(dist, HEADERS_FILE), 'utf8');
  } catch {
    throw new Error(`${path.join(dist, HEADERS_FILE)} is missing: run \`npm run build\` first`);
  }
  const all = parseHeadersFile(text).find((rule) => rule.pattern === '/*');
  if (!all) throw new Error(`${HEADERS_FILE} has no /* rule`);
  return all.headers;
}

/**
 * The nginx include (server context): one `add_header ... always` per header, so 404 pages carry
 * them too. deploy/nginx.conf adds no header in any location: nginx drops the server's
 * add_header lines in a location that has its own.
 */
export function nginxHeadersFile(headers: HeaderList): string {
  const lines = headers.map(([name, value]) => {
    if (/["\\$]/.test(value)) throw new Error(`${name}: nginx cannot take this value: ${value}`);
    return `add_header ${name} "${value}" always;`;
  });
  return [
    '# Written by server/http/security-headers/host-files.ts at build time; do not edit.',
    '# Included by deploy/nginx.conf at server level.',
    ...lines,
    '',
  ].join('\n');
}

/**
 * RFC 9116 security.txt. Expires is set a little under a year after the build day (the RFC asks
 * for less than a year), so a site that is rebuilt at least yearly never serves a stale one.
 */
export function securityTxt({
  email,
  origin,
  now = new Date(),
}: {
  email: string;
  origin: string;
  now?: Date;
}): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const expires = new Date(day.getTime() + 360 * 24 * 60 * 60 * 1000);
  return [
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: tr, en',
    `Canonical: ${origin}/${SECURITY_TXT_FILE}`,
    '',
  ].join('\n');
}

/**
 * Build step: hashes the inline scripts of the built site and writes _headers, the nginx include
 * and security.txt. Runs after prerender; `site` is src/config/site.ts as the build bundled it
 * (the contact address and the origin).
 */
export async function writeSecurityFiles({
  root,
  dist = path.join(root, 'dist'),
  site,
  env,
}: {
  root: string;
  dist?: string;
  site: { origin: string; contact: { email: string } };
  env?: Env;
}): Promise<HeaderList> {
  const buildEnv = env ?? (await import('vite')).loadEnv('production', root, 'VITE_');
  const { hashes } = await hashInlineScripts(dist);
  // The site's own origin (VITE_SITE_ORIGIN or the config default) decides what is cross-origin.
  const headers = securityHeaders({
    hashes,
    env: { ...buildEnv, VITE_SITE_ORIGIN: site.origin },
  });
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), text);
  };
  await write(HEADERS_FILE, headersFile(headers));
  await write(NGINX_HEADERS_FILE, nginxHeadersFile(headers));
  await write(SECURITY_TXT_FILE, securityTxt({ email: site.contact.email, origin: site.origin }));
  console.log(
    `security headers: ${hashes.length} inline script hash(es); wrote ${HEADERS_FILE}, ` +
      `${NGINX_HEADERS_FILE}, ${SECURITY_TXT_FILE}`,
  );
  return headers;
}
