import { useTranslation } from 'react-i18next';
import type { RouteId } from './route-ids';

/** The current locale's slug for every route id: `paths.contact` -> "/iletisim". */
export function usePaths(): Record<RouteId, string> {
  const { t } = useTranslation('routes');
  return t('paths', { returnObjects: true });
}
