import type { RouteId } from '../i18n/route-ids';

/** Header navigation, in order; labels are `common:header.nav.<id>`. */
export const navItems = [
  'product',
  'compliance',
  'pricing',
  'cookieScan',
] as const satisfies readonly RouteId[];
