import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { Namespace } from '../i18n/namespaces';
import type { MetaId } from '../i18n/route-ids';

/** What a page module exports: its component and, optionally, page-specific structured data. */
export interface PageModule {
  Component: ComponentType;
  /** Head data for the page; `id` tells a module that serves several routes which one. */
  getStructuredData?: (i18n: I18n, id: MetaId) => StructuredData;
}

export interface StructuredData {
  ogType?: 'website' | 'article';
  jsonLd?: object[];
}

/** What each route carries besides its component. */
export interface RouteHandle {
  metaId: MetaId;
  /** The page's language (its URL prefix). */
  language: string;
  /** The page module under src/pages/ (for its structured data in the prerender). */
  file: string;
  /** Locale namespaces the page reads; loaded before the page renders. */
  namespaces: readonly Namespace[];
}
