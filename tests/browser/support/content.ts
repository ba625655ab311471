/** Expected copy comes from the locale files, never retyped in tests. */
import common from '../../../locales/tr/common.json';
import routes from '../../../locales/tr/routes.json';

export { common, routes };

export type RouteId = keyof typeof routes.paths;
export const routeIds = Object.keys(routes.paths) as RouteId[];
export const paths = routes.paths;
