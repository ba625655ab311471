import type { Resource } from 'i18next';
import { resources } from 'virtual:locale-resources';

/** Every locale file, bundled eagerly: for prerendering and unit tests only, never the browser. */
export const allResources: Resource = resources;
