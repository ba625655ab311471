import type { RouteId } from '../i18n/route-ids';
import type { ExternalLinkId, SocialLinkId } from '../config/site';

/**
 * Footer columns in display order. Internal links name a route id, external ones a key of
 * `site.external`; labels are `common:footer.columns.<column>.links.<key>`.
 */
type FooterLink =
  { key: string; kind: 'route'; route: RouteId } | { key: ExternalLinkId; kind: 'external' };

export const footerColumns = {
  product: [
    { key: 'product', kind: 'route', route: 'product' },
    { key: 'pricing', kind: 'route', route: 'pricing' },
    { key: 'cookieScan', kind: 'route', route: 'cookieScan' },
    { key: 'contact', kind: 'route', route: 'contact' },
    { key: 'blog', kind: 'route', route: 'articleCookies' },
  ],
  company: [
    { key: 'parentCompany', kind: 'external' },
    { key: 'resources', kind: 'external' },
    { key: 'contact', kind: 'route', route: 'contact' },
    { key: 'kvkkPage', kind: 'external' },
  ],
  services: [
    { key: 'kvkkConsulting', kind: 'external' },
    { key: 'complianceTest', kind: 'external' },
    { key: 'kvkkPortal', kind: 'external' },
    { key: 'digitalTransformation', kind: 'external' },
  ],
} as const satisfies Record<string, readonly FooterLink[]>;

export const socialLinks = [
  'linkedin',
  'x',
  'instagram',
] as const satisfies readonly SocialLinkId[];
