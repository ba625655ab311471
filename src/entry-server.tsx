import createEmotionServer from '@emotion/server/create-instance';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { IslandProviders, islandIdPrefix } from './app/island-providers';
import { islandDefinition } from './app/islands';
import { loadPage } from './app/page-modules';
import { AppProviders } from './app/providers';
import type { AnyIsland, IslandSchedule, IslandTrigger } from './components/island/define-island';
import { IslandCollector, islandSlot, type IslandUse } from './components/island/island';
import { createRoutes } from './app/routes';
import { site } from './config/site';
import { findArticle } from './content/articles';
import { allResources } from './i18n/all-resources';
import { sharedNamespaces } from './i18n/config';
import { createI18n } from './i18n/create-i18n';
import { textDirection } from './i18n/direction';
import { notFoundPage, pages } from './routing/page-table';
import { islandAttr } from './routing/page-markers';
import { builtLanguages, builtRoutes, languageOfPath, localePrefix } from './routing/paths';
import type { RouteHandle } from './routing/route-handle';
import { getPageMeta, hreflangLinks } from './seo/page-meta';
import { renderHeadTags } from './seo/render-head';
import { createEmotionCache, type EmotionCache } from './theme/emotion-cache';

const instances = new Map<string, I18n>();
function i18nFor(language: string) {
  let i18n = instances.get(language);
  if (!i18n) instances.set(language, (i18n = createI18n(language, allResources)));
  return i18n;
}

/** Every prerendered page of every built locale: URL path, code, copy, sitemap data. */
export function listPages() {
  return builtRoutes().map((route) => {
    const page = pages.find((entry) => entry.id === route.id);
    if (!page) throw new Error(`No page ${route.id}`);
    return {
      ...route,
      file: page.file,
      namespaces: [...sharedNamespaces, ...page.namespaces],
      /** `<lastmod>` in the sitemap (articles only; other pages have no meaningful date). */
      lastModified: findArticle(route.id)?.modified,
      /** The page in every locale and x-default, for the sitemap's `xhtml:link` alternates. */
      alternates: hreflangLinks(route.id),
    };
  });
}

/** The 404 page of each built locale: `dist/404.html`, `dist/en/404.html`. */
export function listNotFoundPages() {
  return builtLanguages().map((language) => ({
    language,
    path: `${localePrefix(language)}/404`,
    file: notFoundPage.file,
    namespaces: [...sharedNamespaces, ...notFoundPage.namespaces],
  }));
}

/** Renders one URL (its language from its prefix) to HTML, critical CSS and head tags. */
export async function render(pathname: string) {
  const language = languageOfPath(pathname);
  const routes = createRoutes(i18nFor);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, site.origin)));
  if (context instanceof Response) throw new Error(`Unexpected redirect rendering ${pathname}`);

  const emotionCache = await createEmotionCache(textDirection(language));
  const emotionServer = createEmotionServer(emotionCache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const islands: IslandUse[] = [];
  const page = renderToString(
    <StrictMode>
      <IslandCollector value={islands}>
        <AppProviders emotionCache={emotionCache}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </IslandCollector>
    </StrictMode>,
  );
  const html = await fillIslands(page, islands, i18nFor(language), emotionCache);
  const styles = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(html),
  );

  const handle = context.matches.at(-1)?.route.handle as RouteHandle;
  if (handle.language !== language) {
    throw new Error(`${pathname} rendered a ${handle.language} page, expected ${language}`);
  }
  const i18n = i18nFor(language);
  const structured =
    handle.metaId === 'notFound'
      ? undefined
      : (await loadPage(handle.file)).getStructuredData?.(i18n, handle.metaId);
  const meta = getPageMeta(i18n, handle.metaId, pathname, structured);
  const head = renderHeadTags(meta);

  return {
    html,
    styles,
    head,
    language,
    dir: meta.dir,
    isNotFound: handle.metaId === 'notFound',
    /** The page's islands and the kinds of their triggers (the page preloads their modules). */
    islands: islands.map(({ island }) => ({
      name: island.name,
      triggers: Object.keys(island.when) as (keyof IslandTrigger)[],
    })),
  };
}

/**
 * Renders each island as its own React root, exactly as the browser will hydrate it
 * (src/app/hydrate-root.tsx: same providers, same id prefix), into its slot in the page, in a
 * `display: contents` container that carries its name, index, props and when it wakes.
 */
async function fillIslands(
  page: string,
  islands: IslandUse[],
  i18n: I18n,
  emotionCache: EmotionCache,
) {
  let html = page;
  for (const [index, { island, props }] of islands.entries()) {
    const { name } = island;
    if (islandDefinition(name) !== island) {
      throw new Error(
        `Island "${name}" is not the default export of a *.island.ts file under src/, or another island has its name`,
      );
    }
    const Component = (await island.load()) as ComponentType<object>;
    const inner = renderToString(
      <StrictMode>
        <IslandProviders emotionCache={emotionCache} i18n={i18n}>
          <Component {...props} />
        </IslandProviders>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(index) },
    );
    const container =
      `<div ${islandAttr.name}="${name}" ${islandAttr.id}="${index}" ` +
      `${islandAttr.props}="${escapeAttribute(JSON.stringify(props))}" ` +
      `${islandAttr.schedule}="${escapeAttribute(JSON.stringify(islandSchedule(island)))}" style="display:contents">` +
      `${inner}</div>`;
    if (!html.includes(islandSlot(index))) throw new Error(`No slot for island ${index} (${name})`);
    html = html.replace(islandSlot(index), () => container);
  }
  return html;
}

/** When the island wakes, as the loader reads it from the page (src/entry-client.ts). */
const islandSchedule = ({ when, eager }: AnyIsland): IslandSchedule => ({ when, eager });

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
