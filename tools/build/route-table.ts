// The site's route table for tools (`npm run bench`, `npm run size:breakdown`): the app's own
// src/routing/paths.ts, loaded through Vite with the locales plugin, so `virtual:locales` and the
// page table are the build's, and a page is listed exactly where the build prerenders it.
import type * as Paths from '../../src/routing/paths.ts';
import { importThroughVite } from './vite-import.ts';
import { localesPlugin } from './vite-locales.ts';

export type RouteTable = typeof Paths;

export function loadRouteTable(): Promise<RouteTable> {
  return importThroughVite<RouteTable>('src/routing/paths.ts', { plugins: [localesPlugin()] });
}
