// The i18n check's per-string checks, each over one locale's namespace beside the source locale's:
// keys, placeholders and tags, plural forms, lengths, the glossary. They return findings as data
// (src/dev/string-problems.ts): `npm run i18n:check` words them in English (`describeProblem`),
// key mode's edit panel in the page's language (tools/i18n/i18n-edit.ts runs them on one edit).
import { flatten, isEmpty } from '../../server/locales/locales.ts';
import { baseKey, metaFor, pluralSuffix, stringLeaves, type NamespaceMeta } from './locale-meta.ts';
import type { StringProblem } from '../../src/dev/string-problems.ts';

/** locales/glossary.json: terms a locale must not use, and the strings allowed to all the same. */
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
/** Whether an empty value at `key` of `ns` is untranslated (allowed) rather than missing copy. */
export type Untranslated = (ns: string, key: string) => boolean;

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
