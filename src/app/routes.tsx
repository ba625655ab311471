import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Namespace } from '../i18n/namespaces';
import type { MetaId, RouteId } from './route-ids';
import { articles } from '../content/articles';
import { RootLayout } from './root-layout';

/** What a page module exports: its component and, optionally, page-specific structured data. */
export interface PageModule {
  Component: ComponentType;
  /** Head data for the page; `id` tells a module that serves several routes which one. */
  getStructuredData?: (
    i18n: I18n,
    id: MetaId,
  ) => { ogType?: 'website' | 'article'; jsonLd?: object[] };
}

/** What each route carries besides its component. */
export interface RouteHandle {
  metaId: MetaId;
  /** Locale namespaces the page reads; loaded before the page renders. */
  namespaces: readonly Namespace[];
}

export interface PageDefinition {
  id: RouteId;
  /** File under src/pages/ without extension; also how prerender finds the page's chunk. */
  file: string;
  namespaces: readonly Namespace[];
}

/**
 * The one route table. Each page is its own chunk; prerender and the sitemap read their list from
 * here, and slugs come from the locale (`routes:paths`), so a localized slug is a JSON edit.
 */
export const pages: readonly PageDefinition[] = [
  { id: 'home', file: 'home-page', namespaces: ['home', 'blog'] },
  { id: 'product', file: 'product-page', namespaces: ['product', 'forms'] },
  { id: 'compliance', file: 'compliance-page', namespaces: ['compliance'] },
  { id: 'pricing', file: 'pricing-page', namespaces: ['pricing'] },
  { id: 'contact', file: 'contact-page', namespaces: ['contact', 'forms'] },
  { id: 'contactNotice', file: 'contact-notice-page', namespaces: ['contact-notice'] },
  { id: 'cookieScan', file: 'cookie-scan-page', namespaces: ['cookie-scan'] },
  { id: 'cookiePolicy', file: 'cookie-policy-page', namespaces: ['consent', 'consent-policy'] },
  // One page module renders every article; the article's own namespace holds its text.
  ...articles.map((article) => ({
    id: article.id,
    file: 'articles/article-page',
    namespaces: ['blog', article.namespace] as const,
  })),
];

export const notFoundPage = { file: 'not-found-page', namespaces: [] as Namespace[] } as const;

const pageModules = import.meta.glob<PageModule>('../pages/**/*-page.tsx');

export function loadPage(file: string): Promise<PageModule> {
  const load = pageModules[`../pages/${file}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${file}.tsx`);
  return load();
}

export function createRoutes(paths: Record<RouteId, string>): RouteObject[] {
  const pageRoute = (
    definition: { file: string; namespaces: readonly Namespace[] },
    metaId: MetaId,
  ) => ({
    id: metaId,
    lazy: async () => ({ Component: (await loadPage(definition.file)).Component }),
    handle: { metaId, namespaces: definition.namespaces } satisfies RouteHandle,
  });

  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      children: [
        ...pages.map((page): RouteObject =>
          paths[page.id] === '/'
            ? { index: true, ...pageRoute(page, page.id) }
            : { path: paths[page.id], ...pageRoute(page, page.id) },
        ),
        { path: '*', ...pageRoute(notFoundPage, 'notFound') },
      ],
    },
  ];
}
