import type { AnyIsland } from '../components/island/define-island';

/**
 * Every island of the site: the default export of each `*.island.ts` file under src/, by name.
 * The prerender checks each island a page renders is one of them; in the browser this is a chunk
 * of its own, which the loader fetches when the page's first island wakes (arming needs none of
 * it: the page says when each island wakes).
 */
export const islands = new Map(
  Object.values(
    import.meta.glob<AnyIsland>('../**/*.island.ts', { eager: true, import: 'default' }),
  ).map((island) => [island.name, island]),
);

export const islandDefinition = (name: string) => islands.get(name);
