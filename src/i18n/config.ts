/**
 * Locales come from locales/languages.json (through `virtual:locales`): adding one is adding
 * locales/<lng>/*.json and its code there. The default locale is served at the site root.
 */
import { defaultLanguage, previewLanguages } from 'virtual:locales';

export { defaultLanguage, languages } from 'virtual:locales';
export type Language = string;

/**
 * A language still being translated that `npm run dev` previews: its untranslated strings show
 * in the default language, marked. Never true in a build.
 */
export function isPreviewed(language: string): boolean {
  return import.meta.env.DEV && previewLanguages.includes(language);
}

/** The languages whose files a page in `language` reads: itself, and in a preview the source. */
export function sourceLanguages(language: string): string[] {
  return isPreviewed(language) ? [language, defaultLanguage] : [language];
}

export const defaultNamespace = 'common';
/** Namespaces every page needs; page namespaces are loaded with their route. */
export const sharedNamespaces = ['common', 'routes'] as const;
