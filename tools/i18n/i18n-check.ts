// `npm run i18n:check`: checks the locale files and exits non-zero with a list of problems:
// - every configured locale has exactly the default locale's keys, as lists where it has lists
//   (a locale may still lack whole namespace files: those pages are simply not built, and
//   `npm run i18n:status` shows it); no value is empty, except in a language still being
//   translated (`translating` in locales/languages.json), where empty means untranslated, and
//   in an article's copy (its text, card, address and meta), which only keeps that article
//   unpublished in that language;
// - every translation of a string has the same `{{variables}}` and `<tag>`s as the default one;
// - plural keys (`_one`, `_other`, ...) have exactly their language's CLDR categories, and a
//   string that shows `{{count}}` is written as plural keys;
// - no translation is longer than its key's `maxLength` (locales/meta/<ns>.json);
// - no locale uses a term that locales/glossary.json forbids for it;
// - once a namespace has descriptions, every key of it has one;
// - slugs and anchor ids are lower-case ASCII, unique within their locale;
// - src/i18n/i18next.d.ts is what tools/i18n/i18n-types.ts generates from the default locale;
// - every article (an `article-*` namespace) has at least src/config/articles.ts's minimum of
//   sections and words in the default locale, so a stub is never published, and no default-locale
//   text still starts with the placeholder mark of `npm run article:add`;
// - src/content/articles.json lists exactly the articles of the default locale, each with its
//   card, slug and page meta (src/content/article-registry.ts);
// - every key of the default locale is read somewhere in src/ or server/ (the scanner writes a
//   draft cookie policy in the visitor's language).
//
// "Read" is decided from the source's syntax tree (tools/i18n/i18n-source-keys.ts).
import { readdir } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  flatten,
  isEmpty,
  languageConfig,
  localesDir,
  metaFolder,
  pseudoLanguages,
  readLocale,
} from '../../server/locales/locales.ts';
import {
  baseKey,
  metaFor,
  pluralSuffix,
  readMeta,
  stringLeaves,
  type NamespaceMeta,
} from './locale-meta.ts';
import { articleMinimum } from '../../src/config/articles.ts';
import { countArticleWords, type ArticleSectionCopy } from '../../src/content/article-text.ts';
import {
  articleOwning,
  articleRegistryProblems,
  imagesFolder,
  registryFile,
} from '../../src/content/article-registry.ts';
import { placeholderMark } from './article-skeleton.ts';
import { isUsed, sourceReferences } from './i18n-source-keys.ts';
import { typesProblems } from './i18n-types.ts';
import type { StringProblem } from '../../src/dev/string-problems.ts';

const root = path.resolve(import.meta.dirname, '../..');

type Bundles = Record<string, unknown>;

/** locales/glossary.json: terms a locale must not use, and the strings allowed to all the same. */
export interface Glossary {
  forbidden: {
    locale: string;
    /** Lower-case forms; "stem" also matches them with any ending (Turkish suffixes). */
    terms: string[];
    match: 'word' | 'stem';
    preferred: string;
    reason: string;
  }[];
  exceptions: { locale: string; key: string; term: string; reason: string }[];
}

export interface LocaleData {
  defaultLanguage: string;
  languages: string[];
  translating: string[];
  bundles: Record<string, Bundles>;
  meta: Record<string, NamespaceMeta>;
  glossary: Glossary;
}

// --- the checks, each over one locale's namespace ---------------------------------------------

/** `{{name}}` placeholders and `<tag>` names of a string, sorted. */
export function markers(value: string): string[] {
  return [
    ...[...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...value.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')),
  ].sort();
}

const describeMarkers = (list: string[]) =>
  list.length > 0 ? list.join(' ') : 'no placeholders or tags';

/** A problem with one string, in the i18n check's words: `<language>/<ns>: "<key>" ...`. */
export function describeProblem(problem: StringProblem): string {
  const at = `${problem.language}/${problem.ns}`;
  const key = `"${problem.key}"`;
  switch (problem.kind) {
    case 'missingKey':
      return `${at}: missing key ${key}`;
    case 'extraKey':
      return `${at}: extra key ${key}`;
    case 'listMismatch':
      return `${at}: ${key} is a list in one locale and not the other`;
    case 'empty':
      return `${at}: empty value at ${key}`;
    case 'markers':
      return `${at}: ${key} has ${describeMarkers(problem.have)}, ${problem.sourceLanguage} has ${describeMarkers(problem.want)}`;
    case 'pluralForms':
      return `${at}: ${key} has the plural forms ${problem.have.join(', ')}; ${problem.language} needs exactly ${problem.need.join(', ')}`;
    case 'countNotPlural':
      return `${at}: ${key} shows {{count}}: write it as plural keys (${problem.pluralKeys.join(', ')})`;
    case 'pluralOnlyInSource':
      return `${at}: ${key} has plural forms in ${problem.sourceLanguage}, not here`;
    case 'pluralOnlyHere':
      return `${at}: ${key} has plural forms here, not in ${problem.sourceLanguage}`;
    case 'tooLong':
      return `${at}: ${key} is ${problem.length} characters, the limit is ${problem.limit}: "${problem.text}"`;
    case 'forbiddenTerm':
      return `${at}: ${key} uses "${problem.found}…": write "${problem.preferred}" (${problem.reason})`;
  }
}

/** The CLDR plural categories of a language, the plural keys' suffixes there. */
export function pluralCategories(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

/** The plural forms of each plural key of a bundle: base key -> { suffix: text }. */
function pluralGroups(leaves: Map<string, string>): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, text] of leaves) {
    const suffix = pluralSuffix.exec(key)?.[1];
    if (!suffix) continue;
    const base = baseKey(key);
    if (!groups.has(base)) groups.set(base, new Map());
    groups.get(base)?.set(suffix, text);
  }
  return groups;
}

/** The text a translation is compared with: the source's `_other` form for a plural key. */
function sourceText(sourceLeaves: Map<string, string>, key: string): string | undefined {
  const base = baseKey(key);
  return sourceLeaves.get(key) ?? sourceLeaves.get(`${base}_other`) ?? sourceLeaves.get(base);
}

/** One namespace of a locale beside the same namespace of the source locale. */
export interface Pair {
  language: string;
  ns: string;
  source: unknown;
  bundle: unknown;
  sourceLanguage: string;
}

/** Same placeholders and tags as the source; a plural form may leave out `{{count}}`. */
export function checkMarkers({
  language,
  ns,
  source,
  bundle,
  sourceLanguage,
}: Pair): StringProblem[] {
  const problems: StringProblem[] = [];
  const sourceLeaves = stringLeaves(source);
  for (const [key, text] of stringLeaves(bundle)) {
    const reference = sourceText(sourceLeaves, key);
    if (reference === undefined || text === '') continue; // extra or untranslated: other checks
    const plural = pluralSuffix.test(key);
    const want = markers(reference).filter((m) => !plural || m !== '{{count}}');
    const have = markers(text).filter((m) => !plural || m !== '{{count}}');
    if (want.join(' ') !== have.join(' ')) {
      problems.push({ language, ns, key, kind: 'markers', have, want, sourceLanguage });
    }
  }
  return problems;
}

/** Plural keys with exactly the language's categories, the same plural keys as the source. */
export function checkPlurals({
  language,
  ns,
  source,
  bundle,
  sourceLanguage,
}: Pair): StringProblem[] {
  const problems: StringProblem[] = [];
  const leaves = stringLeaves(bundle);
  const groups = pluralGroups(leaves);
  const categories = pluralCategories(language);
  for (const [base, forms] of groups) {
    const have = [...forms.keys()].sort();
    if (have.join() !== categories.join()) {
      problems.push({ language, ns, key: base, kind: 'pluralForms', have, need: categories });
    }
  }
  for (const [key, text] of leaves) {
    if (!pluralSuffix.test(key) && /\{\{\s*count\s*\}\}/.test(text)) {
      const pluralKeys = categories.map((category) => `${key}_${category}`);
      problems.push({ language, ns, key, kind: 'countNotPlural', pluralKeys });
    }
  }
  if (language !== sourceLanguage) {
    const sourceGroups = pluralGroups(stringLeaves(source));
    const plain = new Set([...leaves.keys()].filter((key) => !pluralSuffix.test(key)));
    for (const base of sourceGroups.keys()) {
      if (plain.has(base)) {
        problems.push({ language, ns, key: base, kind: 'pluralOnlyInSource', sourceLanguage });
      }
    }
    for (const base of groups.keys()) {
      if (!sourceGroups.has(base) && stringLeaves(source).has(base)) {
        problems.push({ language, ns, key: base, kind: 'pluralOnlyHere', sourceLanguage });
      }
    }
  }
  return problems;
}

/** No string longer than its key's `maxLength`. */
export function checkLengths(
  language: string,
  ns: string,
  bundle: unknown,
  meta: NamespaceMeta,
): StringProblem[] {
  const problems: StringProblem[] = [];
  for (const [key, text] of stringLeaves(bundle)) {
    const limit = metaFor(meta, key)?.maxLength;
    const length = [...text].length;
    if (limit !== undefined && length > limit) {
      problems.push({ language, ns, key, kind: 'tooLong', length, limit, text });
    }
  }
  return problems;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `term` as a whole word (or a word's beginning, for "stem"), in lower-case text. */
export function termPattern(term: string, match: 'word' | 'stem'): RegExp {
  const body = escapeRegExp(term).replace(/\s+/g, '\\s+');
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${body}${match === 'word' ? '(?![\\p{L}\\p{N}])' : ''}`,
    'u',
  );
}

/** No term the glossary forbids for the language, outside its listed exceptions. */
export function checkGlossary(
  language: string,
  ns: string,
  bundle: unknown,
  glossary: Glossary,
): StringProblem[] {
  const problems: StringProblem[] = [];
  const rules = glossary.forbidden.filter((rule) => rule.locale === language);
  if (rules.length === 0) return problems;
  for (const [key, text] of stringLeaves(bundle)) {
    const lower = text.toLocaleLowerCase(language);
    for (const rule of rules) {
      for (const term of rule.terms) {
        const found = termPattern(term.toLocaleLowerCase(language), rule.match).exec(lower);
        if (!found) continue;
        const excepted = glossary.exceptions.some(
          (exception) =>
            exception.locale === language &&
            exception.key === `${ns}:${key}` &&
            exception.term === term,
        );
        if (!excepted) {
          problems.push({
            language,
            ns,
            key,
            kind: 'forbiddenTerm',
            found: text.slice(found.index, found.index + found[0].length + 12).trim(),
            preferred: rule.preferred,
            reason: rule.reason,
          });
        }
      }
    }
  }
  return problems;
}

/** Once a namespace has descriptions, every key has one; and no description of a missing key. */
export function checkDescriptions(
  language: string,
  ns: string,
  bundle: unknown,
  meta: NamespaceMeta | undefined,
  sourceLanguage: string,
): string[] {
  if (!meta || Object.keys(meta).length === 0) return [];
  const problems: string[] = [];
  const leaves = stringLeaves(bundle);
  for (const key of leaves.keys()) {
    if (!metaFor(meta, key)) {
      problems.push(
        `${language}/${ns}: "${baseKey(key)}" has no description in locales/${metaFolder}/${ns}.json`,
      );
    }
  }
  if (language === sourceLanguage) {
    const bases = new Set([...leaves.keys()].map(baseKey));
    for (const key of Object.keys(meta)) {
      if (!bases.has(key)) {
        problems.push(
          `${metaFolder}/${ns}: describes "${key}", which ${sourceLanguage} does not have`,
        );
      }
    }
  }
  return problems.filter((problem, index) => problems.indexOf(problem) === index);
}

/** Identifiers in the copy: slugs (`routes:paths`), section anchors and article section ids. */
function identifiers(bundles: Bundles) {
  const found: { where: string; value: unknown; kind: string }[] = [];
  const routes = bundles.routes as { paths?: Record<string, unknown> } | undefined;
  for (const [key, slug] of Object.entries(routes?.paths ?? {})) {
    found.push({ where: `routes:paths.${key}`, value: slug, kind: 'slug' });
  }
  for (const [ns, bundle] of Object.entries(bundles)) {
    const sections = (bundle as { sections?: unknown }).sections;
    for (const [index, section] of (Array.isArray(sections) ? sections : []).entries()) {
      if (section && typeof section === 'object' && 'id' in section) {
        found.push({ where: `${ns}:sections[${index}].id`, value: section.id, kind: `id:${ns}` });
      }
    }
  }
  const common = bundles.common as { anchors?: Record<string, unknown> } | undefined;
  for (const [key, anchor] of Object.entries(common?.anchors ?? {})) {
    found.push({ where: `common:anchors.${key}`, value: anchor, kind: 'anchor' });
  }
  return found;
}

function checkIdentifiers(
  language: string,
  bundles: Bundles,
  untranslated: Untranslated,
): string[] {
  const problems: string[] = [];
  const ids = identifiers(bundles).filter(({ where, value }) => {
    const [ns = '', key = ''] = where.split(':');
    return !(value === '' && untranslated(ns, key));
  });
  for (const { where, value } of ids) {
    const pattern = where.startsWith('routes:') ? /^\/[a-z0-9-]*$/ : /^[a-z][a-z0-9-]*$/;
    if (typeof value !== 'string' || !pattern.test(value)) {
      problems.push(
        `${language}/${where}: "${String(value)}" must be lower-case ASCII with hyphens`,
      );
    }
  }
  const seen = new Map<string, string>();
  for (const { where, value, kind } of ids) {
    // Slugs are unique in a locale; anchors and an article's section ids share one page.
    const scope = kind === 'slug' ? 'slug' : kind === 'anchor' ? 'anchor' : kind;
    const key = `${scope}|${String(value)}`;
    const articleClash = kind.startsWith('id:') && seen.has(`anchor|${String(value)}`);
    if (seen.has(key) || articleClash) {
      problems.push(
        `${language}/${where}: "${String(value)}" is already used by ${seen.get(key) ?? seen.get(`anchor|${String(value)}`)}`,
      );
    }
    seen.set(key, where);
  }
  return problems;
}

/** The namespaces holding article bodies (src/content/articles.json lists them, `article-*`). */
const isArticleNamespace = (ns: string) => ns.startsWith('article-');

/** Whether an empty value at `key` of `ns` is untranslated (allowed) rather than missing copy. */
export type Untranslated = (ns: string, key: string) => boolean;

/**
 * The empty values of `language` that are untranslated: every one in a language still being
 * translated; in a published language, an article's (its text, address, meta and card), since an
 * article not translated yet keeps only its own page unpublished there (server/locales/locales.ts
 * `coverage`). None in the source language.
 */
export function untranslatedAllowed(
  data: Pick<LocaleData, 'defaultLanguage' | 'translating' | 'bundles'>,
  language: string,
): Untranslated {
  if (language === data.defaultLanguage) return () => false;
  if (data.translating.includes(language)) return () => true;
  const namespaces = Object.keys(data.bundles[data.defaultLanguage] ?? {});
  return (ns, key) => isArticleNamespace(ns) || articleOwning(ns, key, namespaces) !== undefined;
}

/** The same keys as the source (plural keys by their base), lists where it has lists. */
export function checkKeys(
  language: string,
  ns: string,
  source: unknown,
  bundle: unknown,
  untranslated: Untranslated,
): StringProblem[] {
  const problems: StringProblem[] = [];
  const byBase = (value: unknown) => {
    const out = new Map<string, unknown>();
    for (const [key, child] of flatten(value))
      if (!out.has(baseKey(key))) out.set(baseKey(key), child);
    return out;
  };
  const expected = byBase(source);
  const actual = byBase(bundle);
  for (const key of expected.keys()) {
    if (!actual.has(key)) problems.push({ language, ns, key, kind: 'missingKey' });
  }
  for (const [key, value] of actual) {
    if (!expected.has(key)) {
      problems.push({ language, ns, key, kind: 'extraKey' });
      continue;
    }
    if (Array.isArray(value) !== Array.isArray(expected.get(key))) {
      problems.push({ language, ns, key, kind: 'listMismatch' });
    }
  }
  for (const [key, value] of flatten(bundle)) {
    if (isEmpty(value) && !untranslated(ns, key))
      problems.push({ language, ns, key, kind: 'empty' });
  }
  return problems;
}

/** An article below the minimum of sections or words, counted in its default-language text. */
export function checkArticleSize(
  language: string,
  ns: string,
  bundle: unknown,
  minimum: { sections: number; words: number } = articleMinimum,
): string[] {
  const { lead = '', sections = [] } = bundle as { lead?: string; sections?: ArticleSectionCopy[] };
  const words = countArticleWords(lead, sections);
  if (sections.length >= minimum.sections && words >= minimum.words) return [];
  const missing = [
    ...(sections.length < minimum.sections
      ? [
          `${minimum.sections - sections.length} more section${minimum.sections - sections.length === 1 ? '' : 's'}`,
        ]
      : []),
    ...(words < minimum.words ? [`${minimum.words - words} more words`] : []),
  ];
  return [
    `${language}/${ns}: the article has ${sections.length} sections and ${words} words; ` +
      `publishing needs at least ${minimum.sections} sections and ${minimum.words} words ` +
      `(src/config/articles.ts): write ${missing.join(' and ')} in locales/${language}/${ns}.json`,
  ];
}

/** Source texts still holding a placeholder of `npm run article:add`, to be written. */
export function checkPlaceholders(language: string, ns: string, bundle: unknown): string[] {
  const left = [...stringLeaves(bundle)]
    .filter(([, value]) => value.startsWith(placeholderMark))
    .map(([key]) => key);
  if (left.length === 0) return [];
  return [
    `${language}/${ns}: still the placeholder "${placeholderMark} ..." (write the text): ${left.join(', ')}`,
  ];
}

/** Every problem of the locale files, except keys that src/ does not read. */
export function checkLocaleData(data: LocaleData): string[] {
  const { defaultLanguage, languages, translating, bundles, meta, glossary } = data;
  const problems: string[] = [];
  const reference = bundles[defaultLanguage] ?? {};
  if (Object.keys(reference).length === 0) problems.push(`locales/${defaultLanguage}/ is empty`);
  for (const language of translating) {
    if (!languages.includes(language)) {
      problems.push(
        `locales/languages.json: "${language}" is in "translating", not in "languages"`,
      );
    }
  }
  for (const language of languages) {
    const locale = bundles[language] ?? {};
    const untranslated = untranslatedAllowed(data, language);
    if (Object.keys(locale).length === 0) problems.push(`locales/${language}/ has no files`);
    for (const [ns, bundle] of Object.entries(locale)) {
      const source = reference[ns];
      if (source === undefined) {
        problems.push(
          `locales/${language}/${ns}.json has no counterpart in locales/${defaultLanguage}/`,
        );
        continue;
      }
      const pair = { language, ns, source, bundle, sourceLanguage: defaultLanguage };
      problems.push(
        ...[
          ...checkKeys(language, ns, source, bundle, untranslated),
          ...checkMarkers(pair),
          ...checkPlurals(pair),
          ...checkLengths(language, ns, bundle, meta[ns] ?? {}),
          ...checkGlossary(language, ns, bundle, glossary),
        ].map(describeProblem),
        ...checkDescriptions(language, ns, bundle, meta[ns], defaultLanguage),
        ...(language === defaultLanguage && isArticleNamespace(ns)
          ? checkArticleSize(language, ns, bundle)
          : []),
        ...(language === defaultLanguage ? checkPlaceholders(language, ns, bundle) : []),
      );
    }
    problems.push(...checkIdentifiers(language, locale, untranslated));
  }
  for (const ns of Object.keys(meta)) {
    if (!(ns in reference))
      problems.push(`${metaFolder}/${ns}.json describes no namespace of ${defaultLanguage}`);
  }
  return problems;
}

export function readGlossary(file = path.join(localesDir, 'glossary.json')): Glossary {
  const { forbidden = [], exceptions = [] } = JSON.parse(
    readFileSync(file, 'utf8'),
  ) as Partial<Glossary>;
  return { forbidden, exceptions };
}

/** The locale files on disk (those of `dir`, another copy of locales/), as the check reads them. */
export async function readLocaleData(
  dir = localesDir,
): Promise<LocaleData & { problems: string[] }> {
  const { defaultLanguage, languages, translating } = languageConfig({ pseudo: false, dir });
  const problems: string[] = [];
  const onDisk = (await readdir(dir, { withFileTypes: true }))
    .filter(
      (entry) => entry.isDirectory() && ![...pseudoLanguages, metaFolder].includes(entry.name),
    )
    .map((entry) => entry.name);
  for (const language of onDisk.filter((lng) => !languages.includes(lng))) {
    problems.push(`locales/${language}/ exists but is not listed in locales/languages.json`);
  }
  const bundles = Object.fromEntries(
    languages.map((language) => [language, readLocale(language, dir)]),
  );
  return {
    defaultLanguage,
    languages,
    translating,
    bundles,
    meta: readMeta(path.join(dir, metaFolder)),
    glossary: readGlossary(path.join(dir, 'glossary.json')),
    problems,
  };
}

/** The article registry of the tree at `treeRoot` against its default locale's files. */
export function checkArticleRegistry(data: LocaleData, treeRoot = root): string[] {
  const imagesDir = path.join(treeRoot, imagesFolder);
  const images = existsSync(imagesDir) ? readdirSync(imagesDir) : [];
  const registry: unknown = JSON.parse(readFileSync(path.join(treeRoot, registryFile), 'utf8'));
  const source = data.bundles[data.defaultLanguage] ?? {};
  return articleRegistryProblems(registry, source, images, data.defaultLanguage);
}

export async function checkLocales() {
  const data = await readLocaleData();
  const problems = [
    ...data.problems,
    ...checkLocaleData(data),
    ...checkArticleRegistry(data),
    ...(await typesProblems()),
  ];
  const reference = data.bundles[data.defaultLanguage] ?? {};
  const references = await sourceReferences(
    ['src', 'packages', 'server'].map((dir) => path.join(root, dir)),
  );
  for (const [ns, bundle] of Object.entries(reference)) {
    for (const key of flatten(bundle).keys()) {
      // Slugs are read by the build (tools/build/vite-locales.ts), not through t().
      if (ns === 'routes' && key.startsWith('paths.')) continue;
      if (!isUsed(baseKey(key), references)) {
        problems.push(`${data.defaultLanguage}/${ns}: key "${key}" is not used in src/ or server/`);
      }
    }
  }
  return { problems, languages: data.languages, reference };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { problems, languages, reference } = await checkLocales();
  if (problems.length > 0) {
    console.error(`i18n check failed (${problems.length} problems):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  const keyCount = Object.values(reference).reduce<number>(
    (sum, bundle) => sum + flatten(bundle).size,
    0,
  );
  console.log(
    `i18n check passed: ${languages.length} locale(s) (${languages.join(', ')}), ${Object.keys(reference).length} namespaces, ${keyCount} keys`,
  );
}
