import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { Providers } from './app/providers';
import { createRoutes, type RouteHandle } from './app/routes';
import { defaultLanguage, languages, sharedNamespaces, type Language } from './i18n/config';
import { createI18n } from './i18n/create-i18n';
import { loadNamespaces } from './i18n/load-namespaces';
import { createEmotionCache } from './theme/emotion-cache';

const htmlLanguage = document.documentElement.lang as Language;
const language = languages.includes(htmlLanguage) ? htmlLanguage : defaultLanguage;
const i18n = createI18n(language, {});

/** A route's lazy loader also fetches the locale namespaces its page reads. */
function withNamespaces(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const namespaces = (route.handle as RouteHandle | undefined)?.namespaces ?? [];
    const lazy = route.lazy;
    return {
      ...route,
      ...(typeof lazy === 'function' && {
        lazy: async () => (await Promise.all([lazy(), loadNamespaces(i18n, namespaces)]))[0],
      }),
      ...(route.children && { children: withNamespaces(route.children) }),
    } as RouteObject;
  });
}

async function start() {
  await loadNamespaces(i18n, sharedNamespaces);
  const routes = withNamespaces(createRoutes(i18n.getResourceBundle(language, 'routes').paths));

  // Resolve the current URL's lazy routes first, so the first client render is the prerendered one.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <Providers i18n={i18n} emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Prerendered pages have markup in #root; the dev server's template only has a comment there.
  if (container.firstElementChild) {
    // In a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread in one long task (Total Blocking Time on slow phones).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error, info) {
          console.error('Hydration error:', error, info.componentStack);
        },
      });
    });
  } else {
    // `npm run dev` serves the bare template: render on the client.
    createRoot(container).render(app);
  }
}

void start();
