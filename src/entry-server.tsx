import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import type { RouteId } from './app/route-ids';
import { createRoutes, loadPage, notFoundPage, pages, type RouteHandle } from './app/routes';
import { getPageMeta } from './components/seo/page-meta';
import { renderHeadTags } from './components/seo/render-head';
import { site } from './config/site';
import { findArticle } from './content/articles';
import { allResources } from './i18n/all-resources';
import { defaultLanguage, sharedNamespaces, type Language } from './i18n/config';
import { createI18n } from './i18n/create-i18n';
import { createEmotionCache } from './theme/emotion-cache';

/** Every prerendered page: its URL path, where its code lives, what it reads. */
export function listPages(language: Language = defaultLanguage) {
  const { paths } = allResources[language]?.routes as { paths: Record<RouteId, string> };
  return pages.map((page) => ({
    id: page.id,
    path: paths[page.id],
    file: page.file,
    namespaces: [...sharedNamespaces, ...page.namespaces],
    /** `<lastmod>` in the sitemap (articles only; other pages have no meaningful date). */
    lastModified: findArticle(page.id)?.modified,
  }));
}

export const notFound = {
  file: notFoundPage.file,
  namespaces: [...sharedNamespaces, ...notFoundPage.namespaces],
};

/** Renders one URL to HTML, critical CSS and head tags. */
export async function render(pathname: string, language: Language = defaultLanguage) {
  const i18n = createI18n(language, allResources);
  const routes = createRoutes(i18n.getResourceBundle(language, 'routes').paths);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, site.origin)));
  if (context instanceof Response) throw new Error(`Unexpected redirect rendering ${pathname}`);

  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers i18n={i18n} emotionCache={emotionCache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const styles = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(html),
  );

  const handle = context.matches.at(-1)?.route.handle as RouteHandle;
  const page = pages.find((p) => p.id === handle.metaId);
  const structured = page
    ? (await loadPage(page.file)).getStructuredData?.(i18n, page.id)
    : undefined;
  const head = renderHeadTags(getPageMeta(i18n, handle.metaId, pathname, structured));

  return { html, styles, head, isNotFound: handle.metaId === 'notFound' };
}

export { defaultLanguage, site };
