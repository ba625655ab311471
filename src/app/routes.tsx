import type { i18n as I18n } from 'i18next';
import type { RouteObject } from 'react-router-dom';
import { slugs } from 'virtual:locales';
import type { Namespace } from '../i18n/namespaces';
import { notFoundPage, pages } from '../routing/page-table';
import { builtLanguages, isPageBuilt, localePrefix } from '../routing/paths';
import type { RouteHandle } from '../routing/route-handle';
import type { MetaId } from '../i18n/route-ids';
import { LocaleLayout } from './locale-layout';
import { loadPage } from './page-modules';

/**
 * The router's table: one branch per built locale (`/` for the default one, `/en` ...), each with
 * the pages built in that locale and its own `*` 404. Every branch carries its i18next instance,
 * so a link from one locale to another renders the target's language.
 */
export function createRoutes(i18nFor: (language: string) => I18n): RouteObject[] {
  return builtLanguages().map((language) => {
    const pageRoute = (
      definition: { file: string; namespaces: readonly Namespace[] },
      metaId: MetaId,
    ) => ({
      id: `${language}:${metaId}`,
      lazy: async () => ({ Component: (await loadPage(definition.file)).Component }),
      handle: {
        metaId,
        language,
        file: definition.file,
        namespaces: definition.namespaces,
      } satisfies RouteHandle,
    });
    const prefix = localePrefix(language);
    return {
      id: `root:${language}`,
      path: prefix || '/',
      // Keyed by language: switching locales mounts a fresh frame, so no component keeps state
      // (or a lazily loaded namespace) from the other language.
      element: <LocaleLayout key={language} i18n={i18nFor(language)} />,
      children: [
        ...pages
          .filter((page) => isPageBuilt(language, page.id))
          .map((page): RouteObject => {
            // Child paths are relative to the locale's branch: "urunler", "products".
            const slug = (slugs[language]?.[page.id] ?? '').replace(/^\//, '');
            return slug
              ? { path: slug, ...pageRoute(page, page.id) }
              : { index: true, ...pageRoute(page, page.id) };
          }),
        { path: '*', ...pageRoute(notFoundPage, 'notFound') },
      ],
    };
  });
}
