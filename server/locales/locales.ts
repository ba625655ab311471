// The locale files as data, for the build (Vite plugin `virtual:locales`), the i18n scripts, the
// tests and the scanner's draft cookie policy: which languages are configured, their slugs, and
// how complete each namespace is.
// A page is built in a language only when every namespace it reads is complete there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A locale's namespaces: `locales/<lng>/<ns>.json` parsed, by namespace. */
export type Bundles = Record<string, unknown>;

/** locales/languages.json, plus the pseudo-locales on demand. */
export interface LanguageConfig {
  defaultLanguage: string;
  languages: string[];
  translating: string[];
}

/** How much of one namespace is translated, against the default locale's keys. */
export interface NamespaceCoverage {
  total: number;
  translated: number;
  missing: string[];
  empty: string[];
}

/** A JSON object (a bundle or a nested group of keys), as opposed to a leaf value or a list. */
export function isBundle(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// LOCALES_DIR points the scripts (not the Vite build, which imports locales/ itself) at a copy,
// so the locale scripts can be tried on a temporary folder.
export const localesDir = path.resolve(
  process.env.LOCALES_DIR ?? path.join(import.meta.dirname, '../../locales'),
);

/** Folders of locales/ that are not languages: the translators' key descriptions. */
export const metaFolder = 'meta';

/** The pseudo-locale's code (BCP 47 private use): built with PSEUDO_LOCALE=1, never deployed. */
export const pseudoLanguage = 'qps';
/**
 * The right-to-left pseudo-locale (Microsoft's name for the mirrored pseudo-locale): the same
 * text in a right-to-left page, built and never deployed alongside `qps`.
 */
export const pseudoRtlLanguage = 'qps-plocm';
/** Both pseudo-locales: folders of locales/ that are generated, never languages of the site. */
export const pseudoLanguages: readonly string[] = [pseudoLanguage, pseudoRtlLanguage];

/** Right-to-left for Arabic, Hebrew, ... (the platform's locale data) and the RTL pseudo-locale. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  if (language === pseudoRtlLanguage) return 'rtl';
  // Intl.Locale's text info: a getter in older engines, a method in newer ones (not yet in lib).
  const locale: Intl.Locale & {
    getTextInfo?: () => { direction?: string };
    textInfo?: { direction?: string };
  } = new Intl.Locale(language);
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${path.relative(process.cwd(), file)} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * `{ defaultLanguage, languages, translating }` from locales/languages.json, plus the
 * pseudo-locales on demand. `translating` lists the languages still being translated (added with
 * `npm run locale:add`): their empty values are untranslated strings, not mistakes.
 */
export function languageConfig({
  pseudo = process.env.PSEUDO_LOCALE === '1',
  dir = localesDir,
} = {}): LanguageConfig {
  const config = readJson(path.join(dir, 'languages.json'));
  const strings = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  const fields = isBundle(config) ? config : {};
  const { defaultLanguage } = fields;
  const languages = strings(fields.languages);
  const translating = fields.translating === undefined ? [] : strings(fields.translating);
  if (typeof defaultLanguage !== 'string' || !languages || !translating) {
    throw new Error(
      'locales/languages.json must hold "defaultLanguage" (a code), "languages" and "translating" (lists of codes)',
    );
  }
  if (!languages.includes(defaultLanguage)) {
    throw new Error(`locales/languages.json: "${defaultLanguage}" is not in "languages"`);
  }
  return {
    defaultLanguage,
    languages: pseudo ? [...languages, ...pseudoLanguages] : languages,
    translating,
  };
}

/** `locales/<lng>/<ns>.json` contents by namespace; {} when the folder does not exist. */
export function readLocale(language: string, locales = localesDir): Bundles {
  const dir = path.join(locales, language);
  if (!existsSync(dir)) return {};
  const bundles: Bundles = {};
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const file = path.join(entry.parentPath, entry.name);
    bundles[path.relative(dir, file).replace(/\.json$/, '')] = readJson(file);
  }
  return bundles;
}

/** Leaf keys of a bundle; a list counts as one leaf (read whole with returnObjects). */
export function flatten(
  value: unknown,
  prefix = '',
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (isBundle(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

export function isEmpty(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.some(isEmpty);
  if (value && typeof value === 'object') {
    return Object.keys(value).length === 0 || Object.values(value).some(isEmpty);
  }
  return value === null || value === undefined;
}

/**
 * Which namespace a key is translated with, when not its own: `(ns, key, namespaces)` -> the
 * owning namespace (an article's, for its address, meta and card: src/content/article-registry.ts).
 */
export type KeyOwner = (
  ns: string,
  key: string,
  namespaces: readonly string[],
) => string | undefined;

/**
 * How much of each namespace of `language` is translated, against the default locale's keys:
 * `{ [ns]: { total, translated, missing: [...], empty: [...] } }`. A namespace is complete when
 * `translated === total` (every key present and non-empty). A key that `ownerOf` gives to another
 * namespace counts there, as `<ns>:<key>`, not in its own file's.
 */
export function coverage(
  language: string,
  bundles: Bundles = readLocale(language),
  reference: Bundles | null = null,
  ownerOf?: KeyOwner,
): Record<string, NamespaceCoverage> {
  const { defaultLanguage } = languageConfig({ pseudo: false });
  const referenceBundles = reference ?? readLocale(defaultLanguage);
  const namespaces = Object.keys(referenceBundles);
  const result: Record<string, NamespaceCoverage> = Object.fromEntries(
    namespaces.map((ns) => [ns, { total: 0, translated: 0, missing: [], empty: [] }]),
  );
  for (const [ns, referenceBundle] of Object.entries(referenceBundles)) {
    const actual = bundles[ns] ? flatten(bundles[ns]) : new Map<string, unknown>();
    for (const key of flatten(referenceBundle).keys()) {
      const owner = ownerOf?.(ns, key, namespaces) ?? ns;
      const entry = result[owner] ?? result[ns];
      if (!entry) continue;
      const name = owner === ns ? key : `${ns}:${key}`;
      entry.total += 1;
      if (!actual.has(key)) entry.missing.push(name);
      else if (isEmpty(actual.get(key))) entry.empty.push(name);
      else entry.translated += 1;
    }
  }
  return result;
}

/** Namespaces of `language` that are complete. */
export function completeNamespaces(
  language: string,
  bundles?: Bundles,
  ownerOf?: KeyOwner,
): string[] {
  return Object.entries(coverage(language, bundles, null, ownerOf))
    .filter(([, entry]) => entry.translated === entry.total)
    .map(([ns]) => ns);
}
