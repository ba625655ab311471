import { createInstance, type PostProcessorModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, defaultNamespace, isPreviewed, type Language } from './config';

/**
 * Development only: key mode's marker post-processor (src/dev/key-markers.ts), which the dev
 * server and its page script put on `globalThis.__i18nKeyMarkers`. The build replaces
 * `import.meta.env.DEV` with false, so none of this reaches production.
 */
const devPostProcessor = () =>
  import.meta.env.DEV
    ? (globalThis as { __i18nKeyMarkers?: PostProcessorModule }).__i18nKeyMarkers
    : undefined;

/**
 * One i18next instance per render (each prerendered page, and the browser app), initialised
 * synchronously from bundles that are already loaded so server and client render the same text.
 */
export function createI18n(language: Language, resources: Resource) {
  const i18n = createInstance().use(initReactI18next);
  const markers = devPostProcessor();
  if (markers) i18n.use(markers);
  void i18n.init({
    lng: language,
    fallbackLng: false,
    resources,
    defaultNS: defaultNamespace,
    ns: Object.keys(resources[language] ?? {}),
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes output; escaping here would double-encode Turkish quotes and apostrophes.
    interpolation: { escapeValue: false },
    returnNull: false,
    // A previewed language shows an empty (untranslated) value in the default language; key
    // mode's post-processor marks it as untranslated.
    ...(isPreviewed(language) && { fallbackLng: defaultLanguage, returnEmptyString: false }),
    ...(markers && { postProcess: [markers.name], postProcessPassResolved: true }),
  });
  return i18n;
}
