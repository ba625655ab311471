/**
 * What a built page and its address carry from the build to the browser's code: the attributes
 * the prerender writes on islands and the loader reads (src/entry-server.tsx,
 * src/app/island-loader.ts), and the query parameters the pages read. The one place they are
 * spelled; code and tests import them.
 */
export const islandAttr = {
  /** An island's container; its value is the island's name. */
  name: 'data-island',
  /** Its index in the page (React's `identifierPrefix`). */
  id: 'data-island-id',
  /** Its props, JSON. */
  props: 'data-props',
  /** When it wakes (its `when` and `eager`), JSON: the loader arms it without its code. */
  schedule: 'data-island-schedule',
  /** Set once it has hydrated (or been enhanced) and replayed what the visitor did before. */
  ready: 'data-island-ready',
  /** The alert line after an island that could not load. */
  failed: 'data-island-failed',
  /** On the page's frame: the text of that line, in the page's language. */
  failureText: 'data-island-failure',
  /** The prerender's placeholder for island `n` until it renders it. */
  slot: 'data-island-slot',
  /** On `<html>`: `armed` once every island's trigger is armed (tests and monitoring read it). */
  armed: 'data-islands',
} as const;

/**
 * Marks the box that must be ticked before its form can be sent (the notice box): the loader's
 * submit gate (src/components/form/submit-gate.ts) reads it before the form's code has loaded.
 */
export const SUBMIT_GATE = 'data-submit-gate';

/** `[data-island]`, or `[data-island="<name>"]` for one island. */
export const islandSelector = (name?: string) =>
  name ? `[${islandAttr.name}="${name}"]` : `[${islandAttr.name}]`;

/** Query parameters that pages read. */
export const queryParam = {
  /** A message suggested to the contact form (the configurator's and the scanner's links). */
  message: 'message',
  /** A cookie scan report's id: the scan page shows that report. */
  scan: 'scan',
  /** The site a request is about (the scan report's "quick setup" link), shown and sent. */
  site: 'site',
  /** The plan a request is about (a plan card's call to action), shown and sent. */
  plan: 'plan',
} as const;
