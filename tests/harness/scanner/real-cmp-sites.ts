/**
 * Fixture sites built from real open-source consent managers, installed from npm (devDependencies)
 * and served from loopback: no CDN. Each is configured as its own README shows, with Turkish
 * first-layer labels ("Reddet" / "Kabul Et") where the CMP lets a site set them, and comes in two
 * variants:
 * - `compliant`: the analytics script (which sets `_ga`) runs only once the CMP has consent;
 * - `noncompliant`: the same, plus an ungated inline script that sets `_ga` before any choice.
 * What a visitor gets in each (cookies before the choice, after reject, after accept) was checked
 * by hand in Chromium and is kept in real-cmp-truth.ts.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type CmpVariant = 'compliant' | 'noncompliant';

export const realCmps = [
  'vanilla-cookieconsent',
  'cookieconsent',
  'klaro',
  'orejime',
  'tarteaucitronjs',
  'cookies-eu-banner',
] as const;
export type RealCmp = (typeof realCmps)[number];

const nodeModules = fileURLToPath(new URL('../../../node_modules/', import.meta.url));

/** The analytics tag the CMP gates: it sets Google Analytics' `_ga` for two years. */
const setGa = `document.cookie = '_ga=GA1.1.1234567890.1700000000; max-age=63072000; path=/';`;

/** The non-compliant variant's script: no gate, first thing in the page. */
const ungated = (variant: CmpVariant) =>
  variant === 'noncompliant' ? `<script>${setGa}</script>` : '';

const page = (title: string, head: string, body: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${title}</title>${head}</head>` +
  `<body><main><h1>${title}</h1><p>Ürünlerimiz ve hizmetlerimiz hakkında bilgi.</p>` +
  `<a href="/politika">Çerez Politikası</a></main>${body}</body></html>`;

const vendor = (pkg: RealCmp, file: string) => `/vendor/${pkg}/${file}`;

const sites: Record<RealCmp, (variant: CmpVariant) => string> = {
  // README: the CSS and UMD bundle, scripts of a category as type="text/plain"
  // data-category="...", then CookieConsent.run({ categories, language }). Defaults kept
  // (hideFromBots among them).
  'vanilla-cookieconsent': (variant) =>
    page(
      'vanilla-cookieconsent',
      `${ungated(variant)}<link rel="stylesheet" href="${vendor('vanilla-cookieconsent', 'dist/cookieconsent.css')}">`,
      `<script type="text/plain" data-category="analytics">${setGa}</script>
<script src="${vendor('vanilla-cookieconsent', 'dist/cookieconsent.umd.js')}"></script>
<script>
CookieConsent.run({
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: {
    default: 'tr',
    translations: {
      tr: {
        consentModal: {
          title: 'Çerez tercihleriniz',
          description: 'Bu sitede zorunlu çerezler ve, açık rızanızla, analitik çerezler kullanılır.',
          acceptAllBtn: 'Kabul Et',
          acceptNecessaryBtn: 'Reddet',
          showPreferencesBtn: 'Tercihleri yönet',
        },
        preferencesModal: {
          title: 'Çerez tercihleri',
          acceptAllBtn: 'Kabul Et',
          acceptNecessaryBtn: 'Reddet',
          savePreferencesBtn: 'Kaydet',
          closeIconLabel: 'Kapat',
          sections: [
            { title: 'Zorunlu çerezler', description: 'Site bunlarsız çalışmaz.', linkedCategory: 'necessary' },
            { title: 'Analitik çerezler', description: 'Ziyaret istatistikleri.', linkedCategory: 'analytics' },
          ],
        },
      },
    },
  },
});
</script>`,
    ),
  // Osano's cookieconsent 3.1 README: the CSS and script, then cookieconsent.initialise with
  // type "opt-in", enabling cookies in onInitialise/onStatusChange when hasConsented().
  cookieconsent: (variant) =>
    page(
      'cookieconsent',
      `${ungated(variant)}<link rel="stylesheet" href="${vendor('cookieconsent', 'build/cookieconsent.min.css')}">`,
      `<script src="${vendor('cookieconsent', 'build/cookieconsent.min.js')}"></script>
<script>
window.cookieconsent.initialise({
  type: 'opt-in',
  content: {
    message: 'Bu sitede analitik çerezler yalnızca açık rızanızla kullanılır.',
    allow: 'Kabul Et',
    deny: 'Reddet',
    link: 'Çerez Politikası',
    href: '/politika',
  },
  onInitialise: function () { if (this.hasConsented()) { ${setGa} } },
  onStatusChange: function () { if (this.hasConsented()) { ${setGa} } },
});
</script>`,
    ),
  // Klaro's README: klaroConfig, scripts as type="text/plain" data-type data-name, then klaro.js
  // with data-config. Its Turkish texts are kept; with acceptAll the notice's "ok" accepts all (without
  // it, "ok" saves the defaults, all off), labelled "Kabul Et".
  klaro: (variant) =>
    page(
      'klaro',
      `${ungated(variant)}<script>
var klaroConfig = {
  version: 1,
  elementID: 'klaro',
  storageMethod: 'cookie',
  cookieName: 'klaro',
  lang: 'tr',
  acceptAll: true,
  translations: {
    tr: {
      ok: 'Kabul Et',
      decline: 'Reddet',
      consentNotice: { description: 'Çerezleri şu amaçlarla kullanıyoruz: {purposes}. Seçiminizi sonra değiştirebilirsiniz.' },
      purposes: { analytics: { title: 'Analitik' } },
      'google-analytics': { description: 'Ziyaret istatistikleri' },
    },
  },
  services: [
    { name: 'google-analytics', title: 'Google Analytics', purposes: ['analytics'] },
  ],
};
</script>
<script defer data-config="klaroConfig" src="${vendor('klaro', 'dist/klaro.js')}"></script>`,
      `<script type="text/plain" data-type="application/javascript" data-name="google-analytics">${setGa}</script>`,
    ),
  // Orejime 3's README: window.orejimeConfig (purposes, translations), a standard bundle and its
  // CSS, scripts of a purpose inside <template data-purpose="...">.
  orejime: (variant) =>
    page(
      'orejime',
      `${ungated(variant)}<link rel="stylesheet" href="${vendor('orejime', 'dist/orejime-standard.css')}">
<script>
window.orejimeConfig = {
  privacyPolicyUrl: '/politika',
  purposes: [{ id: 'analytics', title: 'Analitik' }],
  translations: {
    banner: {
      description: 'Çerezleri ve kişisel verilerinizi şu amaçlarla işliyoruz: {purposes}.',
      accept: 'Kabul Et',
      decline: 'Reddet',
      configure: 'Tercihleri yönet',
    },
  },
};
</script>
<script src="${vendor('orejime', 'dist/orejime-standard-en.js')}"></script>`,
      `<template data-purpose="analytics"><script>${setGa}</script></template>`,
    ),
  // tarteaucitron's README: the script, tarteaucitron.init({...}), a service and its job. Its
  // Turkish language file; the first layer's two labels through tarteaucitronCustomText.
  tarteaucitronjs: (variant) =>
    page(
      'tarteaucitron',
      `${ungated(variant)}<script>
var tarteaucitronForceLanguage = 'tr';
var tarteaucitronCustomText = { acceptAll: 'Kabul Et', denyAll: 'Reddet' };
</script>
<script src="${vendor('tarteaucitronjs', 'tarteaucitron.js')}"></script>
<script>
tarteaucitron.init({
  privacyUrl: '/politika',
  hashtag: '#tarteaucitron',
  cookieName: 'tarteaucitron',
  orientation: 'bottom',
  showAlertSmall: false,
  cookieslist: false,
  showIcon: true,
  DenyAllCta: true,
  AcceptAllCta: true,
  highPrivacy: true,
  handleBrowserDNTRequest: false,
  mandatory: true,
  useExternalCss: false,
});
tarteaucitron.services.fixtureanalytics = {
  key: 'fixtureanalytics',
  type: 'analytic',
  name: 'Analitik',
  uri: '/politika',
  needConsent: true,
  cookies: ['_ga'],
  js: function () { ${setGa} },
};
(tarteaucitron.job = tarteaucitron.job || []).push('fixtureanalytics');
</script>`,
      '',
    ),
  // cookies-eu-banner 3's README: the banner in a <template>, the global build, then
  // createCookiesBanner({ onAccept }); the site styles the banner (here a bottom bar).
  'cookies-eu-banner': (variant) =>
    page(
      'cookies-eu-banner',
      `${ungated(variant)}<style>#cookies-eu-banner{position:fixed;bottom:0;left:0;right:0;padding:16px;background:#fff;border-top:1px solid #888}</style>`,
      `<template id="cookies-eu-banner-template">
  <div id="cookies-eu-banner">
    Bu sitede, açık rızanızla, istatistik için Google Analytics çerezleri kullanılır.
    <button id="cookies-eu-reject">Reddet</button>
    <button id="cookies-eu-accept">Kabul Et</button>
  </div>
</template>
<script src="${vendor('cookies-eu-banner', 'dist/cookies-eu-banner.global.js')}"></script>
<script>
CookiesEuBanner.createCookiesBanner({ onAccept: function () { ${setGa} } });
</script>`,
    ),
};

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

export interface RealCmpSites {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The given page of one CMP's variant. */
  url(cmp: RealCmp, variant: CmpVariant): string;
  close(): Promise<void>;
}

/**
 * Serves `/<cmp>/<variant>/` and the CMPs' own files under `/vendor/<package>/` (only the six
 * packages, nothing above them), and a plain policy page.
 */
export async function startRealCmpSites(): Promise<RealCmpSites> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fixture');
      const [, first, second, ...rest] = url.pathname.split('/');
      const html = (body: string) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(body);
      };
      if (first === 'vendor' && realCmps.includes(second as RealCmp)) {
        const root = path.join(nodeModules, second!);
        const file = path.resolve(root, rest.join('/'));
        const type = types[path.extname(file)];
        if (file.startsWith(`${root}${path.sep}`) && type) {
          try {
            const body = await readFile(file);
            response.writeHead(200, { 'content-type': type });
            return response.end(body);
          } catch {
            // Not there: 404 below.
          }
        }
      } else if (realCmps.includes(first as RealCmp) && rest.join('/') === '') {
        if (second === 'compliant' || second === 'noncompliant') {
          return html(sites[first as RealCmp](second));
        }
      } else if (first === 'politika') {
        return html(page('Çerez Politikası', '', '<p>_ga: Google Analytics, analitik.</p>'));
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (cmp, variant) => `${origin}/${cmp}/${variant}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
