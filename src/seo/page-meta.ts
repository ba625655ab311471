import type { i18n as I18n } from 'i18next';
import { site } from '../config/site';
import { textDirection, type TextDirection } from '../i18n/direction';
import { alternates, defaultLanguage } from '../routing/paths';
import type { StructuredData } from '../routing/route-handle';
import type { MetaId, RouteId } from '../i18n/route-ids';

export interface PageMeta {
  /** BCP 47 code of the page (`<html lang>`); `dir` is its writing direction. */
  language: string;
  dir: TextDirection;
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'article';
  image: string;
  /** Open Graph locale, `tr_TR` / `en_US`. */
  ogLocale: string;
  /** `hreflang` alternates, the page itself and `x-default` included (empty on the 404 page). */
  alternates: { hreflang: string; href: string }[];
  /** The 404 page is not to be indexed. */
  noindex: boolean;
  /** Structured data blocks, serialised into `<script type="application/ld+json">`. */
  jsonLd: object[];
}

/** Absolute URL on the configured site origin. */
export function absoluteUrl(path: string) {
  return new URL(path, `${site.origin}/`).toString();
}

export const OG_IMAGE_PATH = '/og-image.png';

/** `tr` -> `tr_TR`, `en` -> `en_US`: the likely region of a bare language code. */
export function openGraphLocale(language: string) {
  const locale = new Intl.Locale(language).maximize();
  return locale.region ? `${locale.language}_${locale.region}` : locale.language;
}

/** Organization data, the same on every page. */
export function organizationJsonLd() {
  const { contact } = site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    url: site.origin,
    logo: absoluteUrl('/favicon.svg'),
    email: contact.email,
    telephone: contact.phone,
    parentOrganization: {
      '@type': 'Organization',
      name: site.parentCompany,
      url: site.external.parentCompany,
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address.street,
      addressLocality: contact.address.district,
      addressRegion: contact.address.city,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.country,
    },
    sameAs: Object.values(site.social),
  };
}

/** `hreflang` links of a page: each locale's version (itself included) and `x-default`. */
export function hreflangLinks(id: RouteId) {
  const links = alternates(id).map((alternate) => ({
    hreflang: alternate.language,
    href: absoluteUrl(alternate.path),
  }));
  const fallback = links.find((link) => link.hreflang === defaultLanguage);
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : links;
}

/**
 * Everything the head of one page says, from `routes:meta.<id>` in the page's language. Prerender
 * writes it (render-head.ts) and client-side navigation applies the same data (app/document-head),
 * so the two cannot drift.
 */
export function getPageMeta(
  i18n: I18n,
  metaId: MetaId,
  pathname: string,
  extra: StructuredData = {},
): PageMeta {
  const language = i18n.language;
  const t = i18n.getFixedT(language, 'routes');
  const isNotFound = metaId === 'notFound';
  return {
    language,
    dir: textDirection(language),
    title: t(`meta.${metaId}.title`, { brand: site.brand }),
    description: t(`meta.${metaId}.description`, { brand: site.brand }),
    canonical: absoluteUrl(pathname),
    ogType: extra.ogType ?? 'website',
    image: absoluteUrl(OG_IMAGE_PATH),
    ogLocale: openGraphLocale(language),
    alternates: isNotFound ? [] : hreflangLinks(metaId),
    noindex: isNotFound,
    jsonLd: [organizationJsonLd(), ...(extra.jsonLd ?? [])],
  };
}
