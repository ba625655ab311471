/**
 * Everything that names the business lives here, so a white-label build or a rebrand is one
 * file. The defaults are neutral, invented names on the reserved `.example` domain; replace them
 * for production (see README, "Configuration").
 */
import { env } from './env';

export const site = {
  /** Product name shown in the logo, titles and copy (interpolated as {{brand}}). */
  brand: 'ÇerezPusula',
  /** The company that develops the product (footer line, Organization JSON-LD). */
  parentCompany: 'Pusula Uyum Teknolojileri',
  /** Public origin used for canonical URLs, Open Graph and the sitemap. No trailing slash. */
  origin: env.siteOrigin ?? 'https://www.cerezpusula.example',
  contact: {
    email: 'merhaba@cerezpusula.example',
    /** E.164 for tel: links; `phoneDisplay` is what visitors read. */
    phone: '+902165550100',
    phoneDisplay: '+90 216 555 01 00',
    address: {
      street: 'Barbaros Mah. Örnek Sok. No: 1 Kat: 5',
      district: 'Ataşehir',
      city: 'İstanbul',
      postalCode: '34746',
      country: 'TR',
    },
  },
  external: {
    parentCompany: 'https://www.pusulauyum.example',
    kvkkPage: 'https://www.pusulauyum.example/kvkk',
    kvkkConsulting: 'https://www.pusulauyum.example/kvkk-danismanligi',
    complianceTest: 'https://www.pusulauyum.example/kvkk-uyum-testi',
    kvkkPortal: 'https://portal.pusulauyum.example',
    digitalTransformation: 'https://www.pusulauyum.example/dijital-donusum',
    resources: 'https://www.pusulauyum.example/kaynaklar',
  },
  /** The banner script customers add to their sites (shown in the quick-integration snippet). */
  integration: {
    scriptUrl: 'https://cdn.cerezpusula.example/v1/banner.js',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
    x: 'https://x.com/example',
    instagram: 'https://www.instagram.com/example',
  },
  /** Year printed in the footer (spec: 2025). */
  footerYear: 2025,
} as const;

export type SiteConfig = typeof site;
export type ExternalLinkId = keyof SiteConfig['external'];
export type SocialLinkId = keyof SiteConfig['social'];
