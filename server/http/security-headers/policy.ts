// The security policy: every header the site sends with every response, its CSP directive by
// directive, the sources the build-time environment adds (Tag Manager, the consent log's and the
// scanner's origins), Trusted Types and the denied browser features. host-files.ts writes it for
// each kind of host, with the hashes inline-scripts.ts takes from the built pages.

/** Build-time environment variables (VITE_*), as Vite's loadEnv or process.env give them. */
export type Env = Record<string, string | undefined>;
/** Response headers in order: [name, value]. */
export type HeaderList = [string, string][];
/** The CSP directives the environment can add sources to. */
const EXTRA_DIRECTIVES = ['script-src', 'img-src', 'connect-src'] as const;
type ExtraDirective = (typeof EXTRA_DIRECTIVES)[number];

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
