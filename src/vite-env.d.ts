/// <reference types="vite/client" />

interface ImportMetaEnv {
  // The EmailJS ids are read by name (src/config/email.ts `emailjsVariables`).
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_CONSENT_LOG_URL?: string;
  readonly VITE_SCANNER_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Built by tools/build/vite-locales.ts from locales/languages.json and the locale files. */
declare module 'virtual:locales' {
  import type { Localization } from '@mui/material/locale';
  /** The locale served at the site root. */
  export const defaultLanguage: string;
  /** Every configured locale (plus the pseudo-locales in a PSEUDO_LOCALE=1 build). */
  export const languages: readonly string[];
  /** `locales/<lng>/routes.json` `paths` of each locale: route id -> slug without prefix. */
  export const slugs: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Namespaces of each locale whose every key is translated (non-empty). */
  export const completeNamespaces: Readonly<Record<string, readonly string[]>>;
  /** Writing direction of each locale (`<html dir>`, the theme, the style cache). */
  export const directions: Readonly<Record<string, 'ltr' | 'rtl'>>;
  /**
   * Languages being translated that the dev server previews (untranslated strings from the
   * default language, marked); always empty in a build.
   */
  export const previewLanguages: readonly string[];
  /** MUI's built-in component texts per locale. */
  export const muiLocales: Readonly<Record<string, Localization>>;
}

/** Built by tools/build/vite-locales.ts: one loader per locale file (`"<lng>/<ns>"`), each a chunk. */
declare module 'virtual:locale-files' {
  export const loaders: Readonly<
    Record<string, (() => Promise<Record<string, unknown>>) | undefined>
  >;
}

/** Built by tools/build/vite-locales.ts: every locale file, by language and namespace. */
declare module 'virtual:locale-resources' {
  import type { Resource } from 'i18next';
  export const resources: Resource;
}
