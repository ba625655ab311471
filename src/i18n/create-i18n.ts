import { createInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNamespace, type Language } from './config';

/**
 * One i18next instance per render (each prerendered page, and the browser app), initialised
 * synchronously from bundles that are already loaded so server and client render the same text.
 */
export function createI18n(language: Language, resources: Resource) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
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
  });
  return i18n;
}
