// What a translator needs to know about one key: its file and line in every locale, its text
// there, and its description and length limit from locales/meta/<ns>.json (when that file has
// it). Key mode's tooltip asks the dev server for it; the translator's report lists every key.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageConfig, localesDir } from '../../server/locales/locales.ts';
import { metaFor, readNamespaceMeta } from './locale-meta.ts';

export interface KeyPlace {
  /** Relative to the project root: `locales/en/pricing.json`. */
  file: string;
  /** 1-based, of the key's name in the file (where an editor should open). */
  line: number;
  column: number;
}

export interface KeyInfo {
  /** "namespace:key.path" */
  reference: string;
  namespace: string;
  key: string;
  /** Text per locale code; undefined where the locale lacks the key. */
  texts: Record<string, string | undefined>;
  /** Where the key sits in each locale's file (absent where the file lacks it). */
  places: Record<string, KeyPlace>;
  description?: string;
  maxLength?: number;
}

export function splitReference(reference: string) {
  const colon = reference.indexOf(':');
  return { namespace: reference.slice(0, colon), key: reference.slice(colon + 1) };
}

/**
 * The position of every key path in a JSON text ("a.b", arrays by index: "items.0.title"), from
 * a small scanner over the text: JSON.parse keeps no positions.
 */
export function keyPositions(json: string) {
  return scanJson(json).positions;
}

/**
 * Where each key path's value is written in a JSON text: `[start, end)` offsets of its literal
 * (a string's quotes included), so one value can be rewritten leaving the rest of the file as is.
 */
export function valueSpans(json: string) {
  return scanJson(json).spans;
}

function scanJson(json: string) {
  const positions = new Map<string, { line: number; column: number }>();
  const spans = new Map<string, { start: number; end: number }>();
  let index = 0;
  const position = (at: number) => {
    const before = json.slice(0, at).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  };
  const skipSpace = () => {
    while (/\s/.test(json[index] ?? '')) index++;
  };
  const readString = () => {
    const start = index;
    index++;
    while (json[index] !== '"') index += json[index] === '\\' ? 2 : 1;
    index++;
    return JSON.parse(json.slice(start, index)) as string;
  };
  const readValue = (prefix: string): void => {
    skipSpace();
    const start = index;
    const character = json[index];
    if (character === '{') {
      index++;
      skipSpace();
      while (json[index] !== '}') {
        skipSpace();
        const at = index;
        const name = readString();
        const keyPath = prefix ? `${prefix}.${name}` : name;
        positions.set(keyPath, position(at));
        skipSpace();
        index++; // ':'
        readValue(keyPath);
        skipSpace();
        if (json[index] === ',') index++;
        skipSpace();
      }
      index++;
    } else if (character === '[') {
      index++;
      skipSpace();
      for (let item = 0; json[index] !== ']'; item++) {
        skipSpace();
        const keyPath = `${prefix}.${item}`;
        positions.set(keyPath, position(index));
        readValue(keyPath);
        skipSpace();
        if (json[index] === ',') index++;
        skipSpace();
      }
      index++;
    } else if (character === '"') {
      readString();
    } else {
      while (index < json.length && !/[,\]}\s]/.test(json[index] ?? '')) index++;
    }
    spans.set(prefix, { start, end: index });
  };
  readValue('');
  return { positions, spans };
}

function valueAt(bundle: unknown, key: string): unknown {
  let value = bundle;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const readText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/**
 * `locales/meta/<ns>.json`'s entry for `key`, found as the i18n check finds it (plural base,
 * list items by the first item's entry); {} when there is none.
 */
export function keyMetadata(
  namespace: string,
  key: string,
): { description?: string; maxLength?: number } {
  return metaFor(readNamespaceMeta(namespace), key) ?? {};
}

export function keyInfo(reference: string): KeyInfo {
  const { namespace, key } = splitReference(reference);
  const texts: KeyInfo['texts'] = {};
  const places: KeyInfo['places'] = {};
  for (const language of languageConfig({ pseudo: false }).languages) {
    const file = path.join('locales', language, `${namespace}.json`);
    const json = readText(path.join(localesDir, '..', file));
    if (json === undefined) continue;
    const value = valueAt(JSON.parse(json), key);
    texts[language] = typeof value === 'string' ? value : undefined;
    const place = keyPositions(json).get(key);
    if (place) places[language] = { file, ...place };
  }
  const { description, maxLength } = keyMetadata(namespace, key);
  return { reference, namespace, key, texts, places, description, maxLength };
}

/**
 * Vite's open-in-editor link to the key in `language`'s file (the source locale's when that file
 * lacks it), with an absolute path so it does not depend on the server's working directory.
 */
export function editorUrl(info: KeyInfo, language: string, root: string) {
  const place = info.places[language] ?? info.places[languageConfig().defaultLanguage];
  if (!place) return undefined;
  const file = `${path.join(root, place.file)}:${place.line}:${place.column}`;
  return `/__open-in-editor?file=${encodeURIComponent(file)}`;
}
