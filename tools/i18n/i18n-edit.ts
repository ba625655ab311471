// Editing one string from the page (key mode's edit panel, `npm run dev` only): what the panel
// shows about a key besides its texts (the glossary terms in them), the i18n check's verdict on a
// new text as the translator types, and the save that writes it into locales/<lng>/<ns>.json.
// The checks are the i18n check's own (tools/i18n/string-checks.ts), run on the file as it would be
// after the edit and narrowed to the edited key; the file is rewritten at that one value, so
// key order, the other values and their layout stay as they were.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { localesDir } from '../../server/locales/locales.ts';
import {
  checkGlossary,
  checkKeys,
  checkLengths,
  checkMarkers,
  checkPlurals,
  termPattern,
  type Glossary,
} from './string-checks.ts';
import { readLocaleData, untranslatedAllowed, type LocaleData } from './locale-data.ts';
import { splitReference, valueSpans } from './i18n-keys.ts';
import { baseKey, stringLeaves } from './locale-meta.ts';
import type { EditRefusal, StringProblem } from '../../src/dev/string-problems.ts';

/** A translator's edit: the key ("namespace:key.path"), the language and the new text. */
export interface Edit {
  reference: string;
  language: string;
  text: string;
}

/** A glossary rule that concerns a text: it uses the preferred term, or one the rule forbids. */
export interface GlossaryTerm {
  language: string;
  preferred: string;
  avoid: string[];
  reason: string;
  /** Whether the text uses a forbidden term (the check then reports it) or the preferred one. */
  uses: 'preferred' | 'forbidden';
}

/** Why an edit cannot be checked at all: an unknown language or key (not a translation problem). */
export class EditError extends Error {
  constructor(readonly refusal: EditRefusal) {
    super(describeRefusal(refusal));
  }
}

function describeRefusal(refusal: EditRefusal): string {
  switch (refusal.kind) {
    case 'unknownLanguage':
      return `${refusal.language} is not a language of this site (locales/languages.json)`;
    case 'textTooLong':
      return `the text must be a string of at most ${refusal.limit} characters`;
    case 'unknownKey':
      return `${refusal.file} has no string "${refusal.key}" to edit`;
  }
}

/** The most characters one string may have: far above any real copy, a bound on what is written. */
export const maxEditLength = 20_000;

function setAt(bundle: unknown, key: string, text: string) {
  const parts = key.split('.');
  let node = bundle as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  node[parts.at(-1) ?? ''] = text;
}

/** The edited namespace of `language` and of the source language, the edit applied to a copy. */
function editedPair(data: LocaleData, { reference, language, text }: Edit) {
  const { namespace: ns, key } = splitReference(reference);
  if (!data.languages.includes(language)) {
    throw new EditError({ kind: 'unknownLanguage', language });
  }
  if (typeof text !== 'string' || [...text].length > maxEditLength) {
    throw new EditError({ kind: 'textTooLong', limit: maxEditLength });
  }
  const source = data.bundles[data.defaultLanguage]?.[ns];
  const bundle = data.bundles[language]?.[ns];
  if (!stringLeaves(source).has(key) || !stringLeaves(bundle).has(key)) {
    throw new EditError({ kind: 'unknownKey', file: `locales/${language}/${ns}.json`, key });
  }
  const edited = structuredClone(bundle);
  setAt(edited, key, text);
  return { ns, key, source, bundle: edited };
}

/**
 * The i18n check's problems with `edit` (placeholders, tags, plurals, length, glossary, and an
 * empty value outside a language being translated), as data: the panel words them in the page's
 * language, `describeProblem` in the check's.
 */
export function checkEdit(data: LocaleData, edit: Edit): StringProblem[] {
  const { ns, key, source, bundle } = editedPair(data, edit);
  const { language } = edit;
  const sourceLanguage = data.defaultLanguage;
  const pair = { language, ns, source, bundle, sourceLanguage };
  const problems = [
    ...checkKeys(language, ns, source, bundle, untranslatedAllowed(data, language)),
    ...checkMarkers(pair),
    ...checkPlurals(pair),
    ...checkLengths(language, ns, bundle, data.meta[ns] ?? {}),
    ...checkGlossary(language, ns, bundle, data.glossary),
  ];
  // The other keys' problems are not this edit's (a plural form's are about its base key).
  const about = [key, baseKey(key)];
  return problems.filter((problem) => about.includes(problem.key));
}

/** The glossary rules of `language` that `text` touches: by its preferred term or a forbidden one. */
export function glossaryTerms(glossary: Glossary, language: string, text: string): GlossaryTerm[] {
  const lower = text.toLocaleLowerCase(language);
  const found = (term: string, match: 'word' | 'stem') =>
    termPattern(term.toLocaleLowerCase(language), match).test(lower);
  return glossary.forbidden
    .filter((rule) => rule.locale === language)
    .flatMap((rule): GlossaryTerm[] => {
      const base = { language, preferred: rule.preferred, avoid: rule.terms, reason: rule.reason };
      if (rule.terms.some((term) => found(term, rule.match)))
        return [{ ...base, uses: 'forbidden' }];
      // "onay (interface) / rıza (legal text)": each alternative, without its note.
      const preferred = rule.preferred
        .split('/')
        .map((term) => term.replace(/\(.*?\)/g, '').trim())
        .filter(Boolean);
      return preferred.some((term) => found(term, 'stem')) ? [{ ...base, uses: 'preferred' }] : [];
    });
}

/**
 * `json` (the text of `file`, named in a refusal) with the string at `key` replaced by `text`,
 * every other character kept.
 */
export function replaceValue(json: string, key: string, text: string, file: string): string {
  const span = valueSpans(json).get(key);
  if (!span || json[span.start] !== '"') throw new EditError({ kind: 'unknownKey', file, key });
  return `${json.slice(0, span.start)}${JSON.stringify(text)}${json.slice(span.end)}`;
}

let saving: Promise<unknown> = Promise.resolve();

/**
 * Checks `edit` against the files as they are now and, when the check finds nothing, writes it
 * (saves one after the other, so two never interleave). Returns the problems; [] when written.
 */
export function saveEdit(edit: Edit): Promise<{ problems: StringProblem[]; file?: string }> {
  const run = async () => {
    const data = await readLocaleData();
    const problems = checkEdit(data, edit);
    if (problems.length > 0) return { problems };
    const { namespace, key } = splitReference(edit.reference);
    const file = path.join(localesDir, edit.language, `${namespace}.json`);
    const shown = path.relative(path.dirname(localesDir), file);
    const json = replaceValue(await readFile(file, 'utf8'), key, edit.text, shown);
    const options = (await resolveConfig(file)) ?? {};
    await writeFile(file, await format(json, { ...options, filepath: file }));
    return { problems, file: shown };
  };
  const result = saving.then(run, run);
  saving = result.catch(() => undefined);
  return result;
}
