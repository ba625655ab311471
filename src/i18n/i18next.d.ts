/**
 * Types every `t()` key from the Turkish resources, so a misspelt or missing key fails `tsc`.
 * A new namespace file must be listed here (and `npm run i18n:check` keeps locales in step).
 */
import 'i18next';
import type common from '../../locales/tr/common.json';
import type routes from '../../locales/tr/routes.json';
import type home from '../../locales/tr/home.json';
import type product from '../../locales/tr/product.json';
import type compliance from '../../locales/tr/compliance.json';
import type pricing from '../../locales/tr/pricing.json';
import type contact from '../../locales/tr/contact.json';
import type cookieScan from '../../locales/tr/cookie-scan.json';
import type cookieScanner from '../../locales/tr/cookie-scanner.json';
import type blog from '../../locales/tr/blog.json';
import type articleCookies from '../../locales/tr/article-cookies.json';
import type articleConsent from '../../locales/tr/article-consent.json';
import type articleConsentTypes from '../../locales/tr/article-consent-types.json';
import type forms from '../../locales/tr/forms.json';
import type contactNotice from '../../locales/tr/contact-notice.json';
import type consent from '../../locales/tr/consent.json';
import type consentConfigurator from '../../locales/tr/consent-configurator.json';
import type consentPolicy from '../../locales/tr/consent-policy.json';

export interface Resources {
  common: typeof common;
  routes: typeof routes;
  home: typeof home;
  product: typeof product;
  compliance: typeof compliance;
  pricing: typeof pricing;
  contact: typeof contact;
  'cookie-scan': typeof cookieScan;
  'cookie-scanner': typeof cookieScanner;
  blog: typeof blog;
  'article-cookies': typeof articleCookies;
  'article-consent': typeof articleConsent;
  'article-consent-types': typeof articleConsentTypes;
  forms: typeof forms;
  'contact-notice': typeof contactNotice;
  consent: typeof consent;
  'consent-configurator': typeof consentConfigurator;
  'consent-policy': typeof consentPolicy;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
