import type { AnyIsland } from '../components/island/define-island';

/**
 * Every island of the site: the default export of each `*.island.ts` file under src/, by name.
 * The loader arms them from here, the prerender checks each island a page renders is one of them.
 */
export const islands = new Map(
  Object.values(
    import.meta.glob<AnyIsland>('../**/*.island.ts', { eager: true, import: 'default' }),
  ).map((island) => [island.name, island]),
);

export const islandDefinition = (name: string) => islands.get(name);
