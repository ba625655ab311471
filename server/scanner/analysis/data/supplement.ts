/**
 * Platforms common in Turkey that the Open Cookie Database lacks or lists only in part (the
 * database wins where both know a name). Every entry says where its facts
 * came from; a platform whose cookie names could not be sourced (Segmentify, for one) is left out
 * rather than guessed, so its cookies stay "unknown".
 */
import type { CookieCategory } from '../../../../packages/scanner-contract/report';

export interface SupplementEntry {
  /** The cookie or storage key name, or its beginning when `prefix` is true. */
  name: string;
  prefix: boolean;
  platform: string;
  category: Exclude<CookieCategory, 'unknown'>;
  source: string;
}

export interface TrackerHost {
  /** A registrable domain; its subdomains match too. */
  domain: string;
  owner: string;
  source: string;
}

const yandexSource =
  'Yandex Metrica cookie tables published by sites that use it (twinby.com/legal/cookie-policy, optim55.com/cookies_policy); ClientID kept in cookies and localStorage: yandex.com/support/metrica/en/objects/get-client-id';
const criteoSource =
  'Criteo OneTag cookies as listed by consentstack.io/vendors/criteo and cookiesentry.com/cookies/providers/criteo (cto_bundle, cto_tld_test, cto_idcpy, cto_sid)';
const emarsysSource =
  'Emarsys Web Extend (scarabresearch.js) sets scarab.visitor (visitor identifier, 1 year) and scarab.session (session): flowconsent.com/en/services/advertising/emarsys; the persistent visitor cookie: help.emarsys.com/hc/en-us/articles/115003972114-Web-Extend-data-collection-FAQ (Emarsys keeps a Turkish help centre, help.emarsys.com/hc/tr)';
/** Patrick Hulce's third-party-web (MIT), in node_modules: its entity list names hosts per product. */
const thirdPartyWeb = (entity: string, hosts: string) =>
  `third-party-web (github.com/patrickhulce/third-party-web, MIT), dist/entities.json, entity "${entity}": ${hosts}`;
const insiderSource =
  "Insider's own list: academy.useinsider.com/docs/insider-cookies-local-storage-session-storage";

export const supplementEntries: SupplementEntry[] = [
  // Open-source consent managers: the cookie that records the visitor's choice, under each
  // package's default name (the database names Cookiebot's, OneTrust's and Osano's, not these).
  // Keeping the choice is what the visitor asked for, so it is necessary, as the database rates
  // the others (its "Functional").
  ...(
    [
      [
        'cc_cookie',
        'CookieConsent (Orest Bida)',
        'github.com/orestbida/cookieconsent, vanilla-cookieconsent 3.1.0, types/index.d.ts: cookie.name "@default \'cc_cookie\'"',
      ],
      [
        'klaro',
        'Klaro',
        "github.com/kiprotect/klaro, klaro 0.7.22, src/consent-manager.js: storageName || cookieName || 'klaro'",
      ],
      [
        'eu-consent',
        'Orejime',
        'github.com/boscop-fr/orejime, orejime 3.2.1, dist/orejime-standard-*.js: the consent cookie\'s default name "eu-consent"',
      ],
      [
        'tarteaucitron',
        'tarteaucitron',
        'github.com/AmauriC/tarteaucitron.js, tarteaucitronjs 1.34.0, README.md and tarteaucitron.js: "cookieName": \'tarteaucitron\'',
      ],
      [
        'hasConsent',
        'Cookies EU banner',
        'github.com/Alex-D/cookies-eu-banner, cookies-eu-banner 3.0.0, dist/cookies-eu-banner.global.js: the cookie `hasConsent` that saves the acceptance or rejection (README, "How it works")',
      ],
    ] as const
  ).map(([name, platform, source]) => ({
    name,
    prefix: false,
    platform,
    category: 'necessary' as const,
    source,
  })),
  // Yandex Metrica: the database lists _ym_uid, _ym_d, _ym_isad, yandexuid and others by name;
  // the published tables show more _ym_ names (_ym_mp2_track, _ym_mp2_substs, ...), all Metrica's.
  {
    name: '_ym_',
    prefix: true,
    platform: 'Yandex Metrica',
    category: 'analytics',
    source: yandexSource,
  },
  // Criteo: retargeting cookies set on the publisher's domain.
  { name: 'cto_', prefix: true, platform: 'Criteo', category: 'marketing', source: criteoSource },
  // Insider: the cookie test is technical; the storage keys serve cart reminders, opt-in
  // screens and custom user attributes for its marketing features.
  {
    name: 'ins-test-cookie',
    prefix: false,
    platform: 'Insider',
    category: 'functional',
    source: insiderSource,
  },
  // Emarsys Web Extend: a visitor identifier linked to the shop's contact profiles, for marketing.
  ...['scarab.visitor', 'scarab.session'].map((name) => ({
    name,
    prefix: false,
    platform: 'Emarsys',
    category: 'marketing' as const,
    source: emarsysSource,
  })),
  ...[
    'ins-cart-abandonment-products',
    'ins-cart-product-list',
    'insCustomAttributes',
    'insUserPermissionGranted',
    'ins-lead-spuid',
    'first-permission-impression',
    'paid-products',
  ].map((name) => ({
    name,
    prefix: false,
    platform: 'Insider',
    category: 'marketing' as const,
    source: insiderSource,
  })),
];

export const supplementHosts: TrackerHost[] = [
  // The database files Beamer's cookies under hotjar.com, so its host list would name Beamer for
  // Hotjar's own script host.
  ...['hotjar.com', 'hotjar.io'].map((domain) => ({
    domain,
    owner: 'Hotjar',
    source: thirdPartyWeb('Hotjar', '*.hotjar.com, *.hotjar.io, category analytics'),
  })),
  {
    domain: 'googletagmanager.com',
    owner: 'Google',
    source:
      "Google tag hosts in Google's CSP guide: developers.google.com/tag-platform/security/guides/csp",
  },
  {
    domain: 'google-analytics.com',
    owner: 'Google',
    source:
      "Google tag hosts in Google's CSP guide: developers.google.com/tag-platform/security/guides/csp",
  },
  {
    domain: 'analytics.google.com',
    owner: 'Google',
    source:
      "Google tag hosts in Google's CSP guide: developers.google.com/tag-platform/security/guides/csp",
  },
  {
    domain: 'googleadservices.com',
    owner: 'Google',
    source:
      "Google tag hosts in Google's CSP guide: developers.google.com/tag-platform/security/guides/csp",
  },
  {
    domain: 'connect.facebook.net',
    owner: 'Meta',
    source:
      'The Meta Pixel base code loads from connect.facebook.net: developers.facebook.com/docs/meta-pixel',
  },
  {
    domain: 'mc.yandex.ru',
    owner: 'Yandex',
    source:
      "Yandex Metrica's counter code loads tag.js from mc.yandex.ru: yandex.com/support/metrica/code/counter-initialize.html",
  },
  {
    domain: 'mc.yandex.com',
    owner: 'Yandex',
    source:
      "Yandex Metrica's counter code: yandex.com/support/metrica/code/counter-initialize.html",
  },
  {
    domain: 'criteo.com',
    owner: 'Criteo',
    source: criteoSource + '; beacons to dis.eu.criteo.com, gum.criteo.com',
  },
  {
    domain: 'criteo.net',
    owner: 'Criteo',
    source: 'Criteo OneTag served from static.criteo.net (consentstack.io/vendors/criteo)',
  },
  {
    domain: 'emailretargeting.com',
    owner: 'Criteo',
    source: thirdPartyWeb('Criteo', '*.criteo.com, *.emailretargeting.com, *.criteo.net'),
  },
  {
    domain: 'useinsider.com',
    owner: 'Insider',
    source: `${thirdPartyWeb('Insider', '*.useinsider.com')}; Insider's tag sends its requests to Insider's API: academy.insiderone.com/docs/data-collection`,
  },
  {
    domain: 'scarabresearch.com',
    owner: 'Emarsys',
    source: `${thirdPartyWeb('Smart Insight Tracking', 'company Emarsys, *.scarabresearch.com')}; ${emarsysSource}`,
  },
];

/**
 * Tag managers: hosts that serve a container or tag library and carry no measurement themselves.
 * A site using Google's basic consent mode through Tag Manager still loads the container before
 * any choice, and keeps its Google tags blocked (support.google.com/tagmanager/answer/14009635).
 */
export const tagManagerDomains: readonly string[] = ['googletagmanager.com'];

/**
 * Services whose every cookie serves the service itself, whatever the database calls a single
 * one (an analytics or advertising service's own cookies are never strictly necessary). The database files Hotjar's visitor identifier (`_hjSessionUser_`, "used to persist the
 * Hotjar User ID") and session cookie as Functional, which reads as strictly necessary; they exist
 * only to attribute a visitor's behaviour to one id across visits, which is analytics.
 */
export const platformCategories: readonly {
  platform: string;
  category: Exclude<CookieCategory, 'unknown' | 'necessary'>;
  source: string;
}[] = [
  // DoubleClick is an advertising network: its cookie test (`test_cookie`, Functional in the
  // database) checks whether the browser will take its advertising cookies.
  {
    platform: 'DoubleClick/Google Marketing',
    category: 'marketing',
    source: thirdPartyWeb('Google/Doubleclick Ads', '*.doubleclick.net, category ad'),
  },
  {
    platform: 'Hotjar',
    category: 'analytics',
    source: `${thirdPartyWeb('Hotjar', 'category analytics')}; Hotjar's cookie purposes as sites that use it publish them: _hjid and _hjSessionUser_ "persist the Hotjar User ID ... attributed to the same user ID" (cmssupport.nhs.wales/shared-content/cookie-policy-content/website-usage-cookies/hotjar, cookiesentry.com/cookies/_hjsessionuser_pattern)`,
  },
];
