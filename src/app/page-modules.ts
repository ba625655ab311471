import type { PageModule } from '../routing/route-handle';

const pageModules = import.meta.glob<PageModule>('../pages/**/*-page.tsx');

/** A page's module (its own chunk): `home-page`, `articles/article-page`. */
export function loadPage(file: string): Promise<PageModule> {
  const load = pageModules[`../pages/${file}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${file}.tsx`);
  return load();
}
