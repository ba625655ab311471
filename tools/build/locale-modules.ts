// The one list of locale modules every loader of the app reads (the build, the dev server, the
// prerender and the tests, all through tools/build/vite-locales.ts): `locales/<lng>/<ns>.json` of
// every language folder, and in a PSEUDO_LOCALE=1 build the pseudo-locales, generated from the
// default locale in memory. Nothing here writes a file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  languageConfig,
  localesDir,
  metaFolder,
  pseudoLanguages,
  readLocale,
} from '../../server/locales/locales.ts';
import { pseudoBundle } from '../i18n/pseudo-locale.ts';

/** One namespace of one language: a file on disk, or a bundle generated in memory. */
export type LocaleModule =
  | { language: string; ns: string; file: string }
  | { language: string; ns: string; generate: () => unknown };

/** The prefix of a generated locale module's id: `virtual:locale-file/<lng>/<ns>`. */
export const generatedPrefix = 'virtual:locale-file/';

/** The import specifier of a locale module: the file itself, or the generated module's id. */
export function specifier(module: LocaleModule): string {
  return 'file' in module ? module.file : `${generatedPrefix}${module.language}/${module.ns}`;
}

/** Language folders of locales/ (not the translators' meta, nor an old build's pseudo folders). */
function languageFolders(): string[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && ![metaFolder, ...pseudoLanguages].includes(entry.name),
    )
    .map((entry) => entry.name)
    .sort();
}

/**
 * Locale files only the dev server reads (the key editor's own words): never a page's, so never
 * bundled, typed or prerendered.
 */
export const devOnlyNamespaces: readonly string[] = ['key-editor'];

/** Every locale module the app can load, in a stable order. */
export function localeModules(): LocaleModule[] {
  const { defaultLanguage, languages } = languageConfig();
  const onDisk = languageFolders().flatMap((language) =>
    readdirSync(path.join(localesDir, language))
      .filter((name) => name.endsWith('.json'))
      .filter((name) => !devOnlyNamespaces.includes(name.replace(/\.json$/, '')))
      .sort()
      .map((name) => ({
        language,
        ns: name.replace(/\.json$/, ''),
        file: path.join(localesDir, language, name),
      })),
  );
  const generated = pseudoLanguages
    .filter((language) => languages.includes(language))
    .flatMap((language) =>
      onDisk
        .filter((source) => source.language === defaultLanguage)
        .map(({ ns, file }) => ({
          language,
          ns,
          generate: () => pseudoBundle(JSON.parse(readFileSync(file, 'utf8'))),
        })),
    );
  return [...onDisk, ...generated];
}

/** A locale's bundles by namespace, as the app loads them (generated for a pseudo-locale). */
export function resolvedLocale(language: string): Record<string, unknown> {
  if (!pseudoLanguages.includes(language)) return readLocale(language);
  const { defaultLanguage } = languageConfig({ pseudo: false });
  return Object.fromEntries(
    Object.entries(readLocale(defaultLanguage)).map(([ns, bundle]) => [ns, pseudoBundle(bundle)]),
  );
}
