// `npm run i18n:sync`: brings every language's files up to the source language's keys. A key
// (or a whole file) the source has and a language lacks is added there, empty: untranslated,
// as `npm run locale:add` starts a language, in the source's key order. A plural key gets the
// language's own plural forms (tools/i18n/string-checks.ts `pluralCategories`). Nothing is removed: a
// key only the language has is listed, for the translator to delete or rename
// (`npm run i18n:check` names it too).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBundle, languageConfig, localesDir, readLocale } from '../../server/locales/locales.ts';
import { pluralCategories } from './string-checks.ts';
import { untranslated, writeJson } from './locale-files.ts';
import { baseKey, pluralSuffix } from './locale-meta.ts';

/** `target` with every key of `source` it lacks added, empty; the paths added and the extra ones. */
export function syncBundle(
  source: unknown,
  target: unknown,
  language: string,
  prefix = '',
): { value: unknown; added: string[]; extra: string[] } {
  if (!isBundle(source)) {
    if (target === undefined) return { value: untranslated(source), added: [prefix], extra: [] };
    return { value: target, added: [], extra: [] };
  }
  const own = isBundle(target) ? target : {};
  const value: Record<string, unknown> = {};
  const added: string[] = [];
  const extra: string[] = [];
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  for (const [key, child] of Object.entries(source)) {
    if (pluralSuffix.test(key) && typeof child === 'string') {
      const base = baseKey(key);
      if (Object.keys(value).some((name) => baseKey(name) === base)) continue;
      const forms = Object.keys(own).filter(
        (name) => pluralSuffix.test(name) && baseKey(name) === base,
      );
      if (forms.length > 0) for (const form of forms) value[form] = own[form];
      else {
        for (const category of pluralCategories(language)) value[`${base}_${category}`] = '';
        added.push(join(base));
      }
      continue;
    }
    const synced = syncBundle(child, own[key], language, join(key));
    value[key] = synced.value;
    added.push(...synced.added);
    extra.push(...synced.extra);
  }
  const sourceBases = new Set(Object.keys(source).map(baseKey));
  for (const [key, child] of Object.entries(own)) {
    if (key in value) continue;
    value[key] = child;
    if (!sourceBases.has(baseKey(key))) extra.push(join(key));
  }
  return { value, added, extra };
}

/** Syncs every language but the source one; returns what changed, file by file. */
export async function syncLocales() {
  const { defaultLanguage, languages } = languageConfig({ pseudo: false });
  const source = readLocale(defaultLanguage);
  const report: { file: string; added: string[]; extra: string[] }[] = [];
  for (const language of languages.filter((code) => code !== defaultLanguage)) {
    const bundles = readLocale(language);
    for (const [ns, bundle] of Object.entries(source)) {
      const file = path.join(localesDir, language, `${ns}.json`);
      const { value, added, extra } = syncBundle(bundle, bundles[ns], language);
      const missingFile = !existsSync(file);
      if (added.length > 0 || missingFile) await writeJson(file, value);
      if (added.length > 0 || extra.length > 0 || missingFile) {
        report.push({ file: path.relative(path.dirname(localesDir), file), added, extra });
      }
    }
  }
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await syncLocales();
  if (report.length === 0) console.log('i18n sync: every language has every key of the source.');
  for (const { file, added, extra } of report) {
    if (added.length > 0) console.log(`${file}: added ${added.length} empty: ${added.join(', ')}`);
    if (extra.length > 0) {
      console.log(`${file}: not in the source (delete or rename): ${extra.join(', ')}`);
    }
  }
  if (report.some(({ added }) => added.length > 0)) {
    console.log(
      '\nAdded keys are empty (untranslated): translate them; `npm run i18n:check` fails on an empty value in a language not under "translating", and `npm run build` leaves out its pages that read that file until it is translated.',
    );
  }
}
