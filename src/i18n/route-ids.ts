import type routes from '../../locales/tr/routes.json';

/** Stable ids of the content routes; their slugs live in locales/<lng>/routes.json `paths`. */
export type RouteId = keyof (typeof routes)['paths'];
/** Ids that have page meta (title, description): every content route plus the 404 page. */
export type MetaId = keyof (typeof routes)['meta'];
