/**
 * Every locale's routes as built: languages from locales/languages.json (the default at the root,
 * the others under /<code>), slugs from locales/<code>/routes.json, kept where dist/ has the page
 * (a page missing translations is not built in that locale). Used by the security and deployment
 * tests, which must cover every locale without edits.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

export const { defaultLanguage, languages } = read<{
  defaultLanguage: string;
  languages: string[];
}>('locales/languages.json');

export const prefixOf = (language: string) => (language === defaultLanguage ? '' : `/${language}`);

export interface SiteRoute {
  language: string;
  id: string;
  /** The URL the site links to: `/urunler`, `/en/products`, `/en/`. */
  path: string;
}

/** The built file of a route path. */
export const builtFile = (dist: string, route: string) => path.join(dist, route, 'index.html');

export function siteRoutes(dist = path.resolve('dist')): SiteRoute[] {
  return languages.flatMap((language) => {
    const { paths } = read<{ paths: Record<string, string> }>(`locales/${language}/routes.json`);
    return Object.entries(paths)
      .map(([id, slug]) => ({
        language,
        id,
        path: slug === '/' ? `${prefixOf(language)}/` : `${prefixOf(language)}${slug}`,
      }))
      .filter((route) => existsSync(builtFile(dist, route.path)));
  });
}

/** The locale's copy of a namespace (for the 404 page title, menu labels...). */
export function localeText<T>(language: string, namespace: string): T {
  return read<T>(`locales/${language}/${namespace}.json`);
}
