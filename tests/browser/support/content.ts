/** Expected copy comes from the locale files, never retyped in tests. */
import common from '../../../locales/tr/common.json';
import routes from '../../../locales/tr/routes.json';

export { common, routes };

export type RouteId = keyof typeof routes.paths;
export const routeIds = Object.keys(routes.paths) as RouteId[];
export const paths = routes.paths;

/**
 * One built page, the shape per-route checks take: a list for every built locale can be passed
 * where this one (the Turkish routes) is used.
 */
export interface TestRoute {
  language: string;
  id: RouteId;
  path: string;
}
export const testRoutes: TestRoute[] = routeIds.map((id) => ({
  language: 'tr',
  id,
  path: paths[id],
}));

/** The values that occur more than once (each repeat listed): `[]` when all are unique. */
export function duplicates<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}
