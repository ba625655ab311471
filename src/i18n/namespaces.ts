import type { Resources } from './i18next';

export type Namespace = keyof Resources;

/**
 * The namespaces whose copy has `Shape` (for example `{ cta: { title: string } }`), from the typed
 * resources: a page's namespace qualifies for a shared section by having the keys, with no list
 * to keep in step.
 */
export type NamespaceWith<Shape> = {
  [N in Namespace]: Resources[N] extends Shape ? N : never;
}[Namespace];
