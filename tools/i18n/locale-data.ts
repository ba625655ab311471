// The locale files as the i18n check reads them: every configured language's bundles, the key
// descriptions (locales/meta/) and the glossary, and which empty values count as untranslated.
import { readdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  languageConfig,
  localesDir,
  metaFolder,
  pseudoLanguages,
  readLocale,
} from '../../server/locales/locales.ts';
import { readMeta, type NamespaceMeta } from './locale-meta.ts';
import { articleOwning } from '../../src/content/article-registry.ts';
import type { Glossary, Untranslated } from './string-checks.ts';

type Bundles = Record<string, unknown>;

export interface LocaleData {
  defaultLanguage: string;
  languages: string[];
  translating: string[];
  bundles: Record<string, Bundles>;
  meta: Record<string, NamespaceMeta>;
  glossary: Glossary;
}

/** The namespaces holding article bodies (src/content/articles.json lists them, `article-*`). */
export const isArticleNamespace = (ns: string) => ns.startsWith('article-');

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
