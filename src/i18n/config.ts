/**
 * Locales come from locales/languages.json (through `virtual:locales`): adding one is adding
 * locales/<lng>/*.json and its code there. The default locale is served at the site root.
 */
export { defaultLanguage, languages } from 'virtual:locales';
export type Language = string;

export const defaultNamespace = 'common';
/** Namespaces every page needs; page namespaces are loaded with their route. */
export const sharedNamespaces = ['common', 'routes'] as const;
