/** Locales the site is built for; the first is the default. Adding one = adding locales/<lng>/. */
export const languages = ['tr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'tr';

export const defaultNamespace = 'common';
/** Namespaces every page needs; page namespaces are loaded with their route. */
export const sharedNamespaces = ['common', 'routes'] as const;
