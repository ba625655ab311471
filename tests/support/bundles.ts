/**
 * Expected copy for every kind of test (unit, component, browser): a locale's bundle of one
 * namespace, read from the locale files the app bundles, never retyped.
 */
import { allResources } from '../../src/i18n/all-resources';
import type { Resources } from '../../src/i18n/i18next';

/**
 * A locale's bundle of one namespace, typed like the source locale (`npm run i18n:check` keeps
 * every locale's keys the same). Throws when the locale has no such file.
 */
export function bundle<N extends keyof Resources>(language: string, ns: N): Resources[N] {
  const resources = allResources[language]?.[ns];
  if (!resources) throw new Error(`locales/${language}/${ns}.json is missing`);
  return resources as Resources[N];
}
