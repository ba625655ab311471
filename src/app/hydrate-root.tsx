import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createI18n } from '../i18n/create-i18n';
import { loadNamespaces } from '../i18n/load-namespaces';
import { createEmotionCache, type EmotionCache } from '../theme/emotion-cache';
import { themeFor } from '../theme/theme';
import type { AnyIsland } from '../components/island/define-island';
import { islandAttr } from '../routing/page-markers';
import { IslandProviders, islandIdPrefix } from './island-providers';
// Before any island renders: the one Trusted Types policy (notistack, JSON-LD, GTM).
import '../lib/trusted-types';

/** One style cache and one i18next instance for every island of the page. */
let emotionCache: ReturnType<typeof createEmotionCache> | undefined;
const i18n: I18n = createI18n(document.documentElement.lang, {});

/** Calls `onReady` after the island's own effects have run (parents' effects run last). */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * Hydrates one island on its prerendered HTML: loads its code and copy, then renders the same
 * tree the prerender rendered (src/entry-server.tsx). Resolves once it is interactive.
 * `nextTask` separates the steps (src/app/hydrate-island.ts): the island's code, the theme, then
 * hydration in a transition, which React renders in slices of a few milliseconds.
 */
export async function renderIsland(
  container: HTMLElement,
  island: AnyIsland,
  nextTask: () => Promise<void>,
) {
  emotionCache ??= createEmotionCache(document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
  const [Component, , cache] = (await Promise.all([
    island.load(),
    loadNamespaces(i18n, ['common', ...island.namespaces]),
    emotionCache,
  ])) as [ComponentType<object>, void, EmotionCache];
  await nextTask();
  themeFor(i18n.language);
  await nextTask();
  const props = JSON.parse(container.getAttribute(islandAttr.props) ?? '{}') as object;
  const index = Number(container.getAttribute(islandAttr.id));
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <IslandProviders emotionCache={cache} i18n={i18n}>
            <Ready onReady={resolve}>
              <Component {...props} />
            </Ready>
          </IslandProviders>
        </StrictMode>,
        {
          identifierPrefix: islandIdPrefix(index),
          onRecoverableError(error, info) {
            console.error('Hydration error:', error, info.componentStack);
          },
        },
      );
    });
  });
}
