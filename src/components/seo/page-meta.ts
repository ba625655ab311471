import type { i18n as I18n } from 'i18next';
import type { MetaId } from '../../app/route-ids';
import { site } from '../../config/site';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'article';
  image: string;
  locale: string;
  /** Structured data blocks, serialised into `<script type="application/ld+json">`. */
  jsonLd: object[];
}

/** Absolute URL on the configured site origin. */
export function absoluteUrl(path: string) {
  return new URL(path, `${site.origin}/`).toString();
}

export const OG_IMAGE_PATH = '/og-image.png';

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

/**
 * Title, description, canonical URL and social tags of one page, from `routes:meta.<id>`.
 * Pages add their own structured data through `extraJsonLd` (FAQ, Article).
 */
export function getPageMeta(
  i18n: I18n,
  metaId: MetaId,
  pathname: string,
  extra: { ogType?: PageMeta['ogType']; jsonLd?: object[] } = {},
): PageMeta {
  const t = i18n.getFixedT(i18n.language, 'routes');
  return {
    title: t(`meta.${metaId}.title`, { brand: site.brand }),
    description: t(`meta.${metaId}.description`, { brand: site.brand }),
    canonical: absoluteUrl(pathname),
    ogType: extra.ogType ?? 'website',
    image: absoluteUrl(OG_IMAGE_PATH),
    locale: i18n.language === 'tr' ? 'tr_TR' : i18n.language,
    jsonLd: [organizationJsonLd(), ...(extra.jsonLd ?? [])],
  };
}
