import { articles } from '../content/articles';
import type { Namespace } from '../i18n/namespaces';
import type { RouteId } from '../i18n/route-ids';

export interface PageDefinition {
  id: RouteId;
  /** File under src/pages/ without extension; also how prerender finds the page's chunk. */
  file: string;
  namespaces: readonly Namespace[];
}

/**
 * The one page table. Each page is its own chunk; slugs come from each locale's
 * `routes:paths`, so the router, prerender, sitemap, hreflang links and the language switcher
 * all follow from this list and the locale files.
 */
export const pages: readonly PageDefinition[] = [
  { id: 'home', file: 'home-page', namespaces: ['home', 'blog', 'plans'] },
  { id: 'product', file: 'product-page', namespaces: ['product', 'forms', 'plans'] },
  { id: 'compliance', file: 'compliance-page', namespaces: ['compliance'] },
  { id: 'pricing', file: 'pricing-page', namespaces: ['pricing', 'plans'] },
  { id: 'contact', file: 'contact-page', namespaces: ['contact', 'forms', 'plans'] },
  { id: 'contactNotice', file: 'contact-notice-page', namespaces: ['contact-notice'] },
  { id: 'cookieScan', file: 'cookie-scan-page', namespaces: ['cookie-scan'] },
  {
    id: 'cookiePolicy',
    file: 'cookie-policy-page',
    namespaces: ['consent', 'consent-policy', 'contact-notice'],
  },
  { id: 'blog', file: 'blog-page', namespaces: ['blog'] },
  // One page module renders every article; the article's own namespace holds its text.
  ...articles.map((article) => ({
    id: article.id satisfies RouteId,
    file: 'articles/article-page',
    namespaces: ['blog', article.namespace] as const,
  })),
];

export const notFoundPage = { file: 'not-found-page', namespaces: [] as Namespace[] } as const;
