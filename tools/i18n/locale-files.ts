// Adding and removing a language's files: `npm run locale:add -- <code>` and
// `npm run locale:remove -- <code>`. A new language starts with every namespace of the default
// one, every string empty (untranslated: lists keep their length, objects their keys) and is
// listed under `translating` in locales/languages.json, so the i18n check accepts its empty
// strings while the build publishes only the pages whose namespaces are complete.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  languageConfig,
  localesDir,
  metaFolder,
  pseudoLanguages,
  readLocale,
} from '../../server/locales/locales.ts';

const languagesFile = () => path.join(localesDir, 'languages.json');

/** An ISO 639-1 code: two lower-case letters that name a language. */
export function isLanguageCode(code: string): boolean {
  if (!/^[a-z]{2}$/.test(code)) return false;
  const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code);
  return name !== undefined && name !== code;
}

/** The same shape with every string emptied. */
export function untranslated(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (Array.isArray(value)) return value.map(untranslated);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, untranslated(child)]),
    );
  }
  return value;
}

/** JSON as the repository formats it (Prettier), so `npm run format:check` stays green. */
export async function writeJson(file: string, value: unknown) {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(JSON.stringify(value, null, 2), { ...options, filepath: file }));
}

async function writeLanguages(update: (config: Record<string, unknown>) => void) {
  const config = JSON.parse(readFileSync(languagesFile(), 'utf8')) as Record<string, unknown>;
  update(config);
  await writeJson(languagesFile(), config);
}

/** Creates locales/<code>/ and registers the code; returns the namespaces written. */
export async function addLocale(code: string): Promise<string[]> {
  const { defaultLanguage, languages } = languageConfig({ pseudo: false });
  if (!isLanguageCode(code))
    throw new Error(`"${code}" is not an ISO 639-1 language code (de, fr, ar, ...)`);
  if (languages.includes(code)) throw new Error(`${code} is already in locales/languages.json`);
  const dir = path.join(localesDir, code);
  if (existsSync(dir)) throw new Error(`locales/${code}/ already exists`);
  const namespaces = Object.entries(readLocale(defaultLanguage));
  mkdirSync(dir);
  for (const [ns, bundle] of namespaces) {
    await writeJson(path.join(dir, `${ns}.json`), untranslated(bundle));
  }
  await writeLanguages((config) => {
    config.languages = [...languages, code];
    config.translating = [...languageConfig({ pseudo: false }).translating, code];
  });
  return namespaces.map(([ns]) => ns);
}

/** Deletes locales/<code>/ and unregisters the code. */
export async function removeLocale(code: string): Promise<void> {
  const { defaultLanguage, languages, translating } = languageConfig({ pseudo: false });
  if (code === defaultLanguage)
    throw new Error(`${code} is the source language: it cannot be removed`);
  if ([metaFolder, ...pseudoLanguages].includes(code) || !/^[a-z]{2}$/.test(code)) {
    throw new Error(`"${code}" is not a language of this site`);
  }
  const dir = path.join(localesDir, code);
  if (!languages.includes(code) && !existsSync(dir))
    throw new Error(`${code} is not a language of this site`);
  rmSync(dir, { recursive: true, force: true });
  await writeLanguages((config) => {
    config.languages = languages.filter((language) => language !== code);
    const rest = translating.filter((language) => language !== code);
    if (rest.length > 0) config.translating = rest;
    else delete config.translating;
  });
}
