import { createContext, useContext } from 'react';
import { islandAttr } from '../../routing/page-markers';
import type { AnyIsland, IslandDefinition } from './define-island';

/** One interactive part of a prerendered page, as the prerender collects it. */
export interface IslandUse {
  island: AnyIsland;
  /** Serialized into the page as JSON: plain data only. */
  props: object;
}

/** Filled by the prerender (src/entry-server.tsx) with every island of the page, in order. */
export const IslandCollector = createContext<IslandUse[] | null>(null);

/**
 * Marks the place of island `of` with its props (checked against its component's): the prerender
 * renders it as its own React root (its HTML in place, its props in the page), and the browser
 * hydrates just that root when its trigger fires (src/entry-client.ts). Everything around it
 * stays plain HTML. Tests render the island's component itself.
 */
export function Island<P extends object>({
  of: island,
  props,
}: {
  of: IslandDefinition<P>;
  props: NoInfer<P>;
}) {
  const collected = useContext(IslandCollector);
  if (!collected) throw new Error(`Island ${island.name} rendered outside the prerender`);
  const index = collected.push({ island: island as unknown as AnyIsland, props }) - 1;
  // The prerender puts the island's own HTML here (see islandSlot).
  return <template {...{ [islandAttr.slot]: index }} />;
}

/** The placeholder the page's HTML holds for island `index` until the prerender fills it. */
export const islandSlot = (index: number) => `<template ${islandAttr.slot}="${index}"></template>`;
