// The one source of the site's HTTP response headers. The build (tools/build/vite-static-site.ts)
// calls writeSecurityFiles() after prerendering: it hashes every executable inline script of the
// built HTML for the CSP and writes what each kind of host reads:
//   dist/_headers                          Netlify and Cloudflare Pages
//   dist/_nginx/security-headers.conf      included by deploy/nginx.conf (add_header lines)
//   dist/.well-known/security.txt          RFC 9116, contact from src/config/site.ts
// `npm start` (server/site/serve.ts) reads dist/_headers back, so the three never disagree; the
// header and nginx tests compare them with securityHeaders() recomputed from dist/.
// Plain ESM without dependencies so the build, the server and the tests can all import it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Hashed, content-addressed build output: safe to cache for a year. */
/** Build-time environment variables (VITE_*), as Vite's loadEnv or process.env give them. */
export type Env = Record<string, string | undefined>;
/** Response headers in order: [name, value]. */
export type HeaderList = [string, string][];
/** The CSP directives the environment can add sources to. */
const EXTRA_DIRECTIVES = ['script-src', 'img-src', 'connect-src'] as const;
type ExtraDirective = (typeof EXTRA_DIRECTIVES)[number];

export const ASSET_PREFIX = '/assets/';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (HTML, robots.txt, the favicon...) is revalidated on every use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

export const HEADERS_FILE = '_headers';
export const NGINX_HEADERS_FILE = '_nginx/security-headers.conf';
export const SECURITY_TXT_FILE = '.well-known/security.txt';
/** Build output for hosts, not for visitors: every server answers 404 for these paths. */
export const HOST_FILES = /^\/(?:_headers|_redirects|_nginx\/)/;

/**
 * Hosts Google Tag Manager and the Google Analytics 4 tags it loads need, from Google's "Use Tag
 * Manager with a Content Security Policy" guide (container tag and "Google Analytics 4" sections).
 * Only added when VITE_GTM_ID is set: the consent manager loads gtm.js after consent.
 */
export const GTM_SOURCES: Record<ExtraDirective, string[]> = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
  ],
};

/** The forms send to EmailJS when its ids are set (src/config/email.ts). */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';

/**
 * Powerful features the site never uses, denied to the page and every frame. Only names Chromium
 * recognises: it logs a console error for each unknown one. clipboard-write stays allowed (the
 * configurator's copy button).
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

const nonEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * Extra CSP sources the build-time environment asks for: Google's hosts when VITE_GTM_ID is set,
 * the consent log's and the cookie scanner's origins when VITE_CONSENT_LOG_URL or VITE_SCANNER_URL
 * is absolute and on another origin (the scanner's also for images: a report's screenshots).
 */
export function extraSources(env: Env = {}): Record<ExtraDirective, string[]> {
  const extra: Record<ExtraDirective, string[]> = {
    'script-src': [],
    'img-src': [],
    'connect-src': [],
  };
  if (nonEmpty(env.VITE_GTM_ID)) {
    for (const directive of EXTRA_DIRECTIVES) {
      extra[directive].push(...GTM_SOURCES[directive]);
    }
  }
  const siteOrigin = nonEmpty(env.VITE_SITE_ORIGIN);
  // The consent log and the cookie scanner API, each when on another origin than the site; the
  // scanner also serves the screenshots a report shows.
  const apis: { url: string | undefined; directives: ExtraDirective[] }[] = [
    { url: nonEmpty(env.VITE_CONSENT_LOG_URL), directives: ['connect-src'] },
    { url: nonEmpty(env.VITE_SCANNER_URL), directives: ['connect-src', 'img-src'] },
  ];
  for (const { url, directives } of apis) {
    if (!url || !/^[a-z][a-z0-9+.-]*:/i.test(url)) continue;
    const origin = new URL(url).origin;
    if (siteOrigin && new URL(siteOrigin).origin === origin) continue;
    for (const directive of directives) {
      if (!extra[directive].includes(origin)) extra[directive].push(origin);
    }
  }
  return extra;
}

/**
 * The Content-Security-Policy, directive by directive.
 */
export function cspDirectives({
  hashes = [],
  env = {},
}: { hashes?: readonly string[]; env?: Env } = {}): [string, string[]][] {
  const extra = extraSources(env);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes.map((hash) => `'${hash}'`), ...extra['script-src']]],
    // Emotion writes <style> tags at runtime; a static host cannot send per-request nonces.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...extra['img-src']]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", EMAILJS_ORIGIN, ...extra['connect-src']]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
}

const serialise = (directives: [string, string[]][]) =>
  directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');

/**
 * Trusted Types: no string reaches a script sink (innerHTML, script.src, eval...), and the only
 * policy allowed is the narrow default one in src/lib/trusted-types.ts.
 */
export const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types default";

/**
 * Every header sent with every response (Cache-Control and Content-Type vary by file and are set
 * by each server). Trusted Types is enforced on the default build, which runs clean under it
 * (every page: tests/browser/page-load.test.ts); with VITE_GTM_ID the container injects third-party tags through
 * DOM sinks we do not control, so it is only reported there.
 */
export function securityHeaders({
  hashes = [],
  env = {},
}: { hashes?: readonly string[]; env?: Env } = {}): HeaderList {
  const csp = serialise(cspDirectives({ hashes, env }));
  const withGtm = !!nonEmpty(env.VITE_GTM_ID);
  const reportOnly: HeaderList = withGtm
    ? [['Content-Security-Policy-Report-Only', TRUSTED_TYPES]]
    : [];
  return [
    ['Content-Security-Policy', withGtm ? csp : `${csp}; ${TRUSTED_TYPES}`],
    ...reportOnly,
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

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

// --- Inline scripts -----------------------------------------------------------------------

/** JavaScript MIME types (HTML spec): a <script> of any other type is a data block. */
const JS_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
/** Non-JavaScript script types the browser still runs under script-src. */
const OTHER_EXECUTABLE = new Set(['module', 'importmap', 'speculationrules']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, 'i').test(attributes) ? '' : undefined;
}

/**
 * The inline scripts of a page the browser executes (so the CSP must allow), with their text
 * exactly as written: the bytes the browser hashes. JSON-LD and other data blocks are left out.
 */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    const language = attribute(attributes, 'language');
    const executable =
      type === ''
        ? !language || JS_TYPES.has(`text/${language.toLowerCase()}`)
        : JS_TYPES.has(type) || OTHER_EXECUTABLE.has(type);
    if (executable) scripts.push(text);
  }
  return scripts;
}

/** `sha256-<base64>` of a script's text, as CSP writes it (without the quotes). */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * Markup a hash cannot allow: inline event handlers (`onclick="..."`) and `javascript:` URLs.
 * They would need 'unsafe-hashes' or 'unsafe-inline', so the build refuses them.
 */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    const tag = match[0];
    if (/^<script\b/i.test(tag)) continue;
    const handler = /\s(on[a-z]+)\s*=/i.exec(tag);
    if (handler) found.push(`${handler[1]} in ${tag.slice(0, 80)}`);
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag)) {
      found.push(`javascript: URL in ${tag.slice(0, 80)}`);
    }
  }
  return found;
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Every built page with its executable inline scripts' hashes, and the sorted union of them.
 * Throws on inline event handlers or `javascript:` URLs.
 */
export async function hashInlineScripts(
  dist: string,
): Promise<{ pages: { file: string; hashes: string[] }[]; hashes: string[] }> {
  const pages: { file: string; hashes: string[] }[] = [];
  const problems: string[] = [];
  for await (const file of htmlFiles(dist)) {
    const html = await readFile(file, 'utf8');
    const relative = path.relative(dist, file);
    for (const problem of inlineHandlers(html)) problems.push(`${relative}: ${problem}`);
    pages.push({ file: relative, hashes: executableInlineScripts(html).map(scriptHash) });
  }
  if (problems.length) {
    throw new Error(
      `Inline event handlers and javascript: URLs cannot pass the CSP without 'unsafe-inline'; ` +
        `move them to a module or an inline <script> (hashed by the build):\n  ${problems.join('\n  ')}`,
    );
  }
  const hashes = [...new Set(pages.flatMap((page) => page.hashes))].sort();
  return { pages, hashes };
}

// --- Files for hosts ----------------------------------------------------------------------

/**
 * dist/_headers (Netlify, Cloudflare Pages): the security headers on every path, a year of
 * caching on hashed assets. HTML keeps the hosts' default, which revalidates; a second
 * Cache-Control rule on `/*` would be merged into the assets' one by both hosts.
 */
export function headersFile(headers: HeaderList): string {
  const block = (pattern: string, lines: HeaderList) =>
    [pattern, ...lines.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Written by server/http/security-headers.ts at build time; do not edit.',
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
    '# Written by server/http/security-headers.ts at build time; do not edit.',
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
