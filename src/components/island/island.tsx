import { createContext, useContext, type ComponentType } from 'react';

/** One interactive part of a prerendered page, as the prerender collects it. */
export interface IslandUse {
  /** Its key in src/app/islands.ts, which says how the browser loads it and when. */
  name: string;
  component: ComponentType<never>;
  /** Serialized into the page as JSON: plain data only. */
  props: object;
}

/** Filled by the prerender (src/entry-server.tsx) with every island of the page, in order. */
export const IslandCollector = createContext<IslandUse[] | null>(null);

/**
 * Marks `component` as an island: the prerender renders it as its own React root (its HTML in
 * place, its props in the page), and the browser hydrates just that root when its trigger fires
 * (src/entry-client.ts). Everything around it stays plain HTML. Outside the prerender (component
 * tests) the component renders in place.
 */
export function Island<P extends object>({
  name,
  component,
  props,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
}) {
  const collected = useContext(IslandCollector);
  if (!collected) {
    const Component = component;
    return <Component {...props} />;
  }
  const index = collected.push({ name, component: component as ComponentType<never>, props }) - 1;
  // The prerender puts the island's own HTML here (see islandSlot).
  return <template data-island-slot={index} />;
}

/** The placeholder the page's HTML holds for island `index` until the prerender fills it. */
export const islandSlot = (index: number) => `<template data-island-slot="${index}"></template>`;
