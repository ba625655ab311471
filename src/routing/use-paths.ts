import { useTranslation } from 'react-i18next';
import { languageOfPage, pathsFor } from './paths';
import type { RouteId } from '../i18n/route-ids';

const cache = new Map<string, Record<RouteId, string>>();

/** The current locale's path for every route id: `contact` -> "/iletisim" or "/en/contact". */
export function usePaths(): Record<RouteId, string> {
  const { i18n } = useTranslation();
  const language = i18n.language;
  let paths = cache.get(language);
  if (!paths) cache.set(language, (paths = pathsFor(language)));
  return paths;
}

/**
 * The `hreflang` of an internal link: the language of the page it leads to when that is not the
 * current page's (a page a partly published language has not built yet is linked in the source
 * language; the language switcher's links), else none.
 */
export function useLinkLanguage(to: string): string | undefined {
  const { i18n } = useTranslation();
  const target = languageOfPage(to);
  return target === i18n.language ? undefined : target;
}
