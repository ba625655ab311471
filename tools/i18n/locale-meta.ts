// What translators are told about each key: `locales/meta/<ns>.json`, a flat object keyed by the
// dotted i18next key path (list items by index, "faq.items.0.question"; plural keys by their base
// key, without `_one`/`_other`), each value `{ description, maxLength? }`. For the i18n check,
// key mode and the translators' report.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localesDir, metaFolder } from '../../server/locales/locales.ts';

export interface KeyMeta {
  /** Where the string shows and what it does, for a translator who cannot see the page. */
  description: string;
  /** The most characters the place has room for (placeholders count as written). */
  maxLength?: number;
}

export type NamespaceMeta = Record<string, KeyMeta>;

/** CLDR plural categories, the suffixes i18next adds to a key read with `count`. */
export const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix: "remaining_one" -> "remaining". */
export const baseKey = (key: string): string => key.replace(pluralSuffix, '');

/** Every string of a bundle by its dotted key path, list items by index. */
export function stringLeaves(
  value: unknown,
  prefix = '',
  out = new Map<string, string>(),
): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      stringLeaves(item, prefix ? `${prefix}.${index}` : `${index}`, out),
    );
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      stringLeaves(child, prefix ? `${prefix}.${key}` : key, out);
    }
  }
  return out;
}

function isKeyMeta(value: unknown): value is KeyMeta {
  if (!value || typeof value !== 'object') return false;
  const { description, maxLength } = value as Record<string, unknown>;
  return (
    typeof description === 'string' &&
    description.trim() !== '' &&
    (maxLength === undefined || (Number.isInteger(maxLength) && (maxLength as number) > 0))
  );
}

/** One namespace's metadata; {} when it has none. Throws on a malformed entry. */
export function readNamespaceMeta(
  ns: string,
  dir = path.join(localesDir, metaFolder),
): NamespaceMeta {
  const file = path.join(dir, `${ns}.json`);
  if (!existsSync(file)) return {};
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`locales/${metaFolder}/${ns}.json must be an object keyed by key path`);
  }
  const meta: NamespaceMeta = {};
  for (const [key, value] of Object.entries(data)) {
    if (key.startsWith('$')) continue;
    if (!isKeyMeta(value)) {
      throw new Error(
        `locales/${metaFolder}/${ns}.json: "${key}" needs a non-empty "description" and, if any, a positive whole "maxLength"`,
      );
    }
    meta[key] = value;
  }
  return meta;
}

/** Every namespace's metadata, by namespace (only the namespaces that have a file). */
export function readMeta(dir = path.join(localesDir, metaFolder)): Record<string, NamespaceMeta> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .map((ns) => [ns, readNamespaceMeta(ns, dir)]),
  );
}

/**
 * The metadata of one string key ("faq.items.3.question", "remaining_one"): by its base key, and
 * for an item of a list that a language made longer, that of the list's first item.
 */
export function metaFor(meta: NamespaceMeta, key: string): KeyMeta | undefined {
  const base = baseKey(key);
  return meta[base] ?? meta[base.replace(/\.\d+(?=\.|$)/g, '.0')];
}
