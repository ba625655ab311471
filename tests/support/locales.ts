/**
 * Every route of every locale the site is expected to build (tests/support/expected-routes.ts,
 * written by hand, not the app's route table), and each locale's copy: tests that run per route run per locale, with expected text from that locale.
 */
import { defaultLanguage } from 'virtual:locales';
import { allResources } from '../../src/i18n/all-resources';
import type { MetaId, RouteId } from '../../src/i18n/route-ids';
import { localePrefix } from '../../src/routing/paths';
import { expectedLanguages, expectedRoutes } from './expected-routes';

export { defaultLanguage, localePrefix };
export type { RouteId };
export type TestRoute = (typeof routes)[number];
export const languages: string[] = [...expectedLanguages];
export const routes = expectedRoutes;

/**
 * Whether a browser test of behaviour that is the same code in every language (a carousel's
 * timing, a menu's keys, what a consent choice loads) runs in `language`: in the default language
 * only. The other languages keep in the browser what depends on their copy or their routes; the
 * built-site tests read every page of every language, and the accessibility walk, the language
 * switch and the pseudo-locales open every page of every language.
 */
export const checksSharedBehaviour = (language: string) => language === defaultLanguage;

/** Route label for test names: "en /en/products". */
export const routeName = (route: { language: string; path: string }) =>
  `${route.language} ${route.path}`;

/** A locale's bundle of one namespace (typed loosely: tests index into it). */
export function copy(language: string, ns: string) {
  const bundle = allResources[language]?.[ns];
  if (!bundle) throw new Error(`locales/${language}/${ns}.json is not built`);
  return bundle as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export { bundle } from './bundles';

/** A page's title as the head shows it. */
export function pageTitle(language: string, id: MetaId, brand: string) {
  return String(copy(language, 'routes').meta[id].title).replace('{{brand}}', brand);
}

/** A path under a locale that no page has. */
export const unknownPath = (language: string) => `${localePrefix(language)}/no-such-page-here`;

/** A locale's route table: route id -> full path (`/en/products`), for pages built there. */
export function pathsOf(language: string): Partial<Record<RouteId, string>> {
  return Object.fromEntries(
    routes.filter((route) => route.language === language).map((route) => [route.id, route.path]),
  );
}

/** A route's path in a locale; throws when the page is not built there. */
export function pathOf(language: string, id: RouteId): string {
  const path = pathsOf(language)[id];
  if (!path) throw new Error(`${id} is not built in ${language}`);
  return path;
}

/** Each built locale's route of one id (one representative page per locale). */
export const routesOf = (id: RouteId) => routes.filter((route) => route.id === id);

/** The values that occur more than once (each repeat listed): `[]` when all are unique. */
export function duplicates<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}
