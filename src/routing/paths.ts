import { completeNamespaces, defaultLanguage, languages, slugs } from 'virtual:locales';
import { sharedNamespaces } from '../i18n/config';
import type { Namespace } from '../i18n/namespaces';
import { notFoundPage, pages } from './page-table';
import type { RouteId } from '../i18n/route-ids';

/** The URL prefix of a locale: none for the default one, `/en` for English. */
export function localePrefix(language: string): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/** The language a URL path belongs to, from its first segment. */
export function languageOfPath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== defaultLanguage && languages.includes(first) ? first : defaultLanguage;
}

function isComplete(language: string, namespaces: readonly Namespace[]) {
  const complete = completeNamespaces[language] ?? [];
  return [...sharedNamespaces, ...namespaces].every((ns) => complete.includes(ns));
}

/** Whether a locale has its frame (common texts, slugs, 404 page): the least it needs to exist. */
export function isLocaleBuilt(language: string): boolean {
  return languages.includes(language) && isComplete(language, notFoundPage.namespaces);
}

/** A page exists in a locale when it has a slug there and every namespace it reads is complete. */
export function isPageBuilt(language: string, id: RouteId): boolean {
  const page = pages.find((entry) => entry.id === id);
  return (
    !!page &&
    isLocaleBuilt(language) &&
    !!slugs[language]?.[id] &&
    isComplete(language, page.namespaces)
  );
}

/** Locales that are built. */
export function builtLanguages(): string[] {
  return languages.filter(isLocaleBuilt);
}

/** The URL path of a route in a locale: `/urunler`, `/en/products`, `/en/` (home). */
export function localizedPath(language: string, id: RouteId): string {
  const slug = slugs[language]?.[id];
  if (!slug) throw new Error(`locales/${language}/routes.json has no paths.${id}`);
  const prefix = localePrefix(language);
  return slug === '/' ? `${prefix}/` : `${prefix}${slug}`;
}

/**
 * Every route id's path in a locale. In a language published page by page, a page not built
 * there is linked in the default language (never to a page that does not exist).
 */
export function pathsFor(language: string): Record<RouteId, string> {
  return Object.fromEntries(
    pages.map((page) => [
      page.id,
      localizedPath(isPageBuilt(language, page.id) ? language : defaultLanguage, page.id),
    ]),
  ) as Record<RouteId, string>;
}

export interface Alternate {
  language: string;
  path: string;
}

/** The page in every locale where it is built (itself included): hreflang links, the sitemap. */
export function alternates(id: RouteId): Alternate[] {
  return builtLanguages()
    .filter((language) => isPageBuilt(language, id))
    .map((language) => ({ language, path: localizedPath(language, id) }));
}

/**
 * Where the language switcher leads: the page's counterpart, else that locale's home page, else
 * (a language published page by page, its home not yet) its first published page.
 */
export function counterpartPath(language: string, id: RouteId | undefined): string {
  if (id && isPageBuilt(language, id)) return localizedPath(language, id);
  const page = ['home', ...pages.map((entry) => entry.id)].find((other) =>
    isPageBuilt(language, other as RouteId),
  ) as RouteId | undefined;
  return page ? localizedPath(language, page) : localizedPath(defaultLanguage, id ?? 'home');
}

let pageLanguages: Map<string, string> | undefined;

/** The language of the page at `path` (any locale's path of a route), or none for other paths. */
export function languageOfPage(path: string): string | undefined {
  if (!pageLanguages) {
    pageLanguages = new Map();
    for (const language of languages) {
      for (const page of pages) {
        if (slugs[language]?.[page.id])
          pageLanguages.set(localizedPath(language, page.id), language);
      }
    }
  }
  return pageLanguages.get(path.split(/[?#]/)[0] ?? path);
}

/** Every built page of every built locale: what prerender renders and the sitemap lists. */
export function builtRoutes(): { language: string; id: RouteId; path: string }[] {
  return builtLanguages().flatMap((language) =>
    pages
      .filter((page) => isPageBuilt(language, page.id))
      .map((page) => ({ language, id: page.id, path: localizedPath(language, page.id) })),
  );
}

export { defaultLanguage };
