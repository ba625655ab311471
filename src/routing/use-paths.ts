import { useTranslation } from 'react-i18next';
import { pathsFor } from './paths';
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
