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
// "Read" is decided from the source's syntax tree (tools/i18n/i18n-source-keys.ts). The per-string
// checks are in tools/i18n/string-checks.ts (the edit panel runs them too); reading the files, in
// tools/i18n/locale-data.ts; the checks over a whole locale and the command are here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { flatten, metaFolder } from '../../server/locales/locales.ts';
import { baseKey, metaFor, stringLeaves, type NamespaceMeta } from './locale-meta.ts';
import { articleMinimum } from '../../src/config/articles.ts';
import { countArticleWords, type ArticleSectionCopy } from '../../src/content/article-text.ts';
import {
  articleRegistryProblems,
  imagesFolder,
  registryFile,
} from '../../src/content/article-registry.ts';
import { placeholderMark } from './article-skeleton.ts';
import { isUsed, sourceReferences } from './i18n-source-keys.ts';
import { typesProblems } from './i18n-types.ts';
import {
  isArticleNamespace,
  readLocaleData,
  untranslatedAllowed,
  type LocaleData,
} from './locale-data.ts';
import {
  checkGlossary,
  checkKeys,
  checkLengths,
  checkMarkers,
  checkPlurals,
  describeProblem,
  type Untranslated,
} from './string-checks.ts';

const root = path.resolve(import.meta.dirname, '../..');

type Bundles = Record<string, unknown>;

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
