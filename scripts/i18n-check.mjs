// Checks the locale files: every locale has exactly the keys of the default locale (tr), no value
// is empty, and every key is read somewhere in src/. Exits non-zero with a list of problems.
//
// "Read somewhere" is decided from the source text: a key counts as used when a string literal in
// src/ names it or one of its parents (lists and groups read with `returnObjects`), or when a
// template literal such as `header.nav.${id}` matches it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const localesDir = path.join(root, 'locales');
const defaultLanguage = 'tr';

async function listFiles(dir, test) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Leaf keys of a bundle; arrays count as one leaf (they are read whole with returnObjects). */
function flatten(value, prefix = '', out = new Map()) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function isEmpty(value) {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.some(isEmpty);
  if (value && typeof value === 'object') {
    return Object.keys(value).length === 0 || Object.values(value).some(isEmpty);
  }
  return value === null || value === undefined;
}

async function loadLocales() {
  const languages = (await readdir(localesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const locales = {};
  for (const language of languages) {
    const dir = path.join(localesDir, language);
    locales[language] = {};
    for (const file of await listFiles(dir, (name) => name.endsWith('.json'))) {
      const ns = path.relative(dir, file).replace(/\.json$/, '');
      try {
        locales[language][ns] = flatten(JSON.parse(await readFile(file, 'utf8')));
      } catch (error) {
        throw new Error(`locales/${language}/${ns}.json is not valid JSON: ${error.message}`, {
          cause: error,
        });
      }
    }
  }
  return locales;
}

async function sourceReferences() {
  const files = await listFiles(path.join(root, 'src'), (name) => /\.(ts|tsx)$/.test(name));
  const literals = new Set();
  const patterns = [];
  const keyLike = /^([\w-]+:)?[A-Za-z][\w-]*(\.[\w-]+)*$/;
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) {
      const value = match[1] ?? match[2];
      if (keyLike.test(value)) literals.add(value.replace(/^[\w-]+:/, ''));
    }
    for (const match of text.matchAll(/`([^`]*\$\{[^`]*)`/g)) {
      const source = match[1]
        .split(/\$\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\w-]+');
      patterns.push(new RegExp(`^(?:[\\w-]+:)?${source}$`));
    }
  }
  return { literals, patterns };
}

function isUsed(key, { literals, patterns }) {
  const segments = key.split('.');
  for (let length = segments.length; length >= 1; length -= 1) {
    const candidate = segments.slice(0, length).join('.');
    if (literals.has(candidate)) return true;
    if (patterns.some((pattern) => pattern.test(candidate))) return true;
  }
  return false;
}

const problems = [];
const locales = await loadLocales();
const reference = locales[defaultLanguage];
if (!reference) throw new Error(`locales/${defaultLanguage}/ is missing`);

for (const [language, namespaces] of Object.entries(locales)) {
  const allNs = new Set([...Object.keys(reference), ...Object.keys(namespaces)]);
  for (const ns of allNs) {
    const expected = reference[ns];
    const actual = namespaces[ns];
    if (!actual) {
      problems.push(`locales/${language}/${ns}.json is missing`);
      continue;
    }
    if (!expected) {
      problems.push(
        `locales/${language}/${ns}.json has no counterpart in locales/${defaultLanguage}/`,
      );
      continue;
    }
    for (const key of expected.keys()) {
      if (!actual.has(key)) problems.push(`${language}/${ns}: missing key "${key}"`);
    }
    for (const [key, value] of actual) {
      if (!expected.has(key)) problems.push(`${language}/${ns}: extra key "${key}"`);
      if (isEmpty(value)) problems.push(`${language}/${ns}: empty value at "${key}"`);
      else if (Array.isArray(value) !== Array.isArray(expected.get(key))) {
        problems.push(`${language}/${ns}: "${key}" is a list in one locale and not the other`);
      }
    }
  }
}

const references = await sourceReferences();
for (const [ns, keys] of Object.entries(reference)) {
  for (const key of keys.keys()) {
    if (!isUsed(key, references))
      problems.push(`${defaultLanguage}/${ns}: key "${key}" is not used in src/`);
  }
}

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length} problems):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const keyCount = Object.values(reference).reduce((sum, keys) => sum + keys.size, 0);
console.log(
  `i18n check passed: ${Object.keys(locales).length} locale(s), ${Object.keys(reference).length} namespaces, ${keyCount} keys`,
);
