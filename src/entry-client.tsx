import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/routes';
import { sharedNamespaces } from './i18n/config';
import { createI18n } from './i18n/create-i18n';
import { loadNamespaces } from './i18n/load-namespaces';
import type { RouteHandle } from './routing/route-handle';
import { createEmotionCache } from './theme/emotion-cache';

/** One i18next instance per locale, filled namespace by namespace as routes need them. */
const instances = new Map<string, I18n>();
function i18nFor(language: string) {
  let i18n = instances.get(language);
  if (!i18n) instances.set(language, (i18n = createI18n(language, {})));
  return i18n;
}

/** A route's lazy loader also fetches the locale namespaces its page and the frame read. */
function withNamespaces(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const handle = route.handle as RouteHandle | undefined;
    const lazy = route.lazy;
    return {
      ...route,
      ...(typeof lazy === 'function' &&
        handle && {
          lazy: async () => {
            const namespaces = [...sharedNamespaces, ...handle.namespaces];
            const [loaded] = await Promise.all([
              lazy(),
              loadNamespaces(i18nFor(handle.language), namespaces),
            ]);
            return loaded;
          },
        }),
      ...(route.children && { children: withNamespaces(route.children) }),
    } as RouteObject;
  });
}

async function start() {
  const routes = withNamespaces(createRoutes(i18nFor));

  // Resolve the current URL's lazy routes first, so the first client render is the prerendered one.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );

  // The page is already rendered: hydration data (nothing to load) tells the router so, and
  // keeps <ScrollRestoration> from scrolling to the top when hydration commits, which threw a
  // visitor who had started reading before the scripts arrived back to the top of the page.
  const router = createBrowserRouter(routes, { hydrationData: {} });
  const app = (
    <StrictMode>
      <AppProviders emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Every page arrives server-rendered (the build and `npm run dev` alike); an empty #root means
  // the server could not render it, so render on the client rather than show nothing.
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
    createRoot(container).render(app);
  }
}

void start();
