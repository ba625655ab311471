/**
 * Every built route of every locale, from the app's own route table (src/routing), and each
 * locale's copy: tests that run per route run per locale, with expected text from that locale.
 */
import { defaultLanguage } from 'virtual:locales';
import { allResources } from '../../../src/i18n/all-resources';
import type { MetaId } from '../../../src/i18n/route-ids';
import { builtLanguages, builtRoutes, localePrefix } from '../../../src/routing/paths';

export { defaultLanguage };
export const languages = builtLanguages();
export const routes = builtRoutes();

/** Route label for test names: "en /en/products". */
export const routeName = (route: { language: string; path: string }) =>
  `${route.language} ${route.path}`;

/** A locale's bundle of one namespace (typed loosely: tests index into it). */
export function copy(language: string, ns: string) {
  const bundle = allResources[language]?.[ns];
  if (!bundle) throw new Error(`locales/${language}/${ns}.json is not built`);
  return bundle as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A page's title as the head shows it. */
export function pageTitle(language: string, id: MetaId, brand: string) {
  return String(copy(language, 'routes').meta[id].title).replace('{{brand}}', brand);
}

/** A path under a locale that no page has. */
export const unknownPath = (language: string) => `${localePrefix(language)}/no-such-page-here`;
