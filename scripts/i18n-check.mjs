// Checks the locale files and exits non-zero with a list of problems:
// - every configured locale has exactly the default locale's keys, as lists where it has lists
//   (a locale may still lack whole namespace files: those pages are simply not built, and
//   `npm run i18n:status` shows it); no value is empty;
// - every translation of a string has the same `{{variables}}` and `<tag>`s as the default one;
// - slugs and anchor ids are lower-case ASCII, unique within their locale;
// - every key of the default locale is read somewhere in src/.
//
// "Read" is decided from the source text, precisely: a string literal names a leaf key (or a
// list, read whole); a key read with `returnObjects` (or a template literal such as
// `header.nav.${id}` in such a call) covers its subtree; other template literals match leaves.
// A literal that merely equals a parent key (an id such as 'faq') covers nothing.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { flatten, isEmpty, languageConfig, localesDir, readLocale } from './locales.mjs';

const root = path.resolve(import.meta.dirname, '..');

async function listFiles(dir, test) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const keyLike = /^([\w-]+:)?[A-Za-z][\w-]*(\.[\w-]+)*$/;
const stripNamespace = (key) => key.replace(/^[\w-]+:/, '');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatePattern(source) {
  const body = source
    .split(/\$\{[^}]*\}/)
    .map(escapeRegExp)
    .join('[\\w-]+');
  return new RegExp(`^(?:[\\w-]+:)?${body}$`);
}

/** What src/ reads: exact keys, subtrees (returnObjects) and key patterns. */
export async function sourceReferences(dir = path.join(root, 'src')) {
  const files = await listFiles(dir, (name) => /\.(ts|tsx)$/.test(name));
  const literals = new Set();
  const subtrees = new Set();
  const patterns = [];
  const subtreePatterns = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) {
      const value = match[1] ?? match[2];
      if (keyLike.test(value)) literals.add(stripNamespace(value));
    }
    for (const match of text.matchAll(/`([^`]*\$\{[^`]*)`/g))
      patterns.push(templatePattern(match[1]));
    // A template key nested in another template: `${t(`footer.social.${id}`)} ...`
    for (const match of text.matchAll(/\bt\(\s*`([^`]*\$\{[^`]*)`/g)) {
      patterns.push(templatePattern(match[1]));
    }
    // t('key', { returnObjects: true }) and t(`key.${x}`, { ..., returnObjects: true })
    const objectReads = /(['"`])([^'"`\n]+)\1\s*,\s*\{[^}]*returnObjects:\s*true/g;
    for (const match of text.matchAll(objectReads)) {
      if (match[1] === '`') subtreePatterns.push(templatePattern(match[2]));
      else subtrees.add(stripNamespace(match[2]));
    }
  }
  return { literals, subtrees, patterns, subtreePatterns };
}

export function isUsed(key, { literals, subtrees, patterns, subtreePatterns }) {
  if (literals.has(key) || patterns.some((pattern) => pattern.test(key))) return true;
  const segments = key.split('.');
  for (let length = segments.length; length >= 1; length -= 1) {
    const parent = segments.slice(0, length).join('.');
    if (subtrees.has(parent) || subtreePatterns.some((pattern) => pattern.test(parent))) {
      return true;
    }
  }
  return false;
}

/** `{{name}}` placeholders and `<tag>` names of a string, sorted, as one comparable string. */
function markers(value) {
  if (typeof value !== 'string') return '';
  const found = [
    ...[...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => `{{${m[1]}}}`),
    ...[...value.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')),
  ];
  return found.sort().join(' ');
}

/** Strings of a value, with their paths (lists expanded), for comparing markers item by item. */
function strings(value, prefix, out = []) {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${prefix}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) strings(child, `${prefix}.${key}`, out);
  }
  return out;
}

/** Identifiers in the copy: slugs (`routes:paths`), section anchors and article section ids. */
function identifiers(bundles) {
  const found = [];
  for (const [key, slug] of Object.entries(bundles.routes?.paths ?? {})) {
    found.push({ where: `routes:paths.${key}`, value: slug, kind: 'slug' });
  }
  for (const [ns, bundle] of Object.entries(bundles)) {
    for (const [index, section] of (Array.isArray(bundle.sections)
      ? bundle.sections
      : []
    ).entries()) {
      if (section && typeof section === 'object' && 'id' in section) {
        found.push({ where: `${ns}:sections[${index}].id`, value: section.id, kind: `id:${ns}` });
      }
    }
  }
  for (const [key, anchor] of Object.entries(bundles.common?.anchors ?? {})) {
    found.push({ where: `common:anchors.${key}`, value: anchor, kind: 'anchor' });
  }
  return found;
}

export async function checkLocales() {
  const problems = [];
  const { defaultLanguage, languages } = languageConfig({ pseudo: false });
  const reference = readLocale(defaultLanguage);
  if (Object.keys(reference).length === 0) problems.push(`locales/${defaultLanguage}/ is empty`);

  const onDisk = (await readdir(localesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name !== 'qps')
    .map((entry) => entry.name);
  for (const language of onDisk.filter((lng) => !languages.includes(lng))) {
    problems.push(`locales/${language}/ exists but is not listed in locales/languages.json`);
  }

  for (const language of languages) {
    const bundles = readLocale(language);
    if (Object.keys(bundles).length === 0) problems.push(`locales/${language}/ has no files`);
    for (const [ns, bundle] of Object.entries(bundles)) {
      const expectedBundle = reference[ns];
      if (!expectedBundle) {
        problems.push(
          `locales/${language}/${ns}.json has no counterpart in locales/${defaultLanguage}/`,
        );
        continue;
      }
      const expected = flatten(expectedBundle);
      const actual = flatten(bundle);
      for (const key of expected.keys()) {
        if (!actual.has(key)) problems.push(`${language}/${ns}: missing key "${key}"`);
      }
      for (const [key, value] of actual) {
        if (!expected.has(key)) {
          problems.push(`${language}/${ns}: extra key "${key}"`);
          continue;
        }
        if (isEmpty(value)) problems.push(`${language}/${ns}: empty value at "${key}"`);
        const reference = expected.get(key);
        if (Array.isArray(value) !== Array.isArray(reference)) {
          problems.push(`${language}/${ns}: "${key}" is a list in one locale and not the other`);
        }
        if (language === defaultLanguage) continue;
        const want = strings(reference, key);
        const have = new Map(strings(value, key));
        for (const [where, text] of want) {
          if (!have.has(where)) continue; // a list of another length: only where the guide allows
          if (markers(text) !== markers(have.get(where))) {
            problems.push(
              `${language}/${ns}: "${where}" has ${markers(have.get(where)) || 'no placeholders or tags'}, ${defaultLanguage} has ${markers(text) || 'none'}`,
            );
          }
        }
      }
    }

    const ids = identifiers(bundles);
    for (const { where, value } of ids) {
      const pattern = where.startsWith('routes:') ? /^\/[a-z0-9-]*$/ : /^[a-z][a-z0-9-]*$/;
      if (typeof value !== 'string' || !pattern.test(value)) {
        problems.push(`${language}/${where}: "${value}" must be lower-case ASCII with hyphens`);
      }
    }
    const seen = new Map();
    for (const { where, value, kind } of ids) {
      // Slugs are unique in a locale; anchors and an article's section ids share one page.
      const scope = kind === 'slug' ? 'slug' : kind === 'anchor' ? 'anchor' : kind;
      const key = `${scope}|${value}`;
      const articleClash = kind.startsWith('id:') && seen.has(`anchor|${value}`);
      if (seen.has(key) || articleClash) {
        problems.push(
          `${language}/${where}: "${value}" is already used by ${seen.get(key) ?? seen.get(`anchor|${value}`)}`,
        );
      }
      seen.set(key, where);
    }
  }

  const references = await sourceReferences();
  for (const [ns, bundle] of Object.entries(reference)) {
    for (const key of flatten(bundle).keys()) {
      // Slugs are read by the build (scripts/vite-locales.mjs), not through t().
      if (ns === 'routes' && key.startsWith('paths.')) continue;
      if (!isUsed(key, references)) {
        problems.push(`${defaultLanguage}/${ns}: key "${key}" is not used in src/`);
      }
    }
  }
  return { problems, languages, reference };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, languages, reference } = await checkLocales();
  if (problems.length > 0) {
    console.error(`i18n check failed (${problems.length} problems):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  const keyCount = Object.values(reference).reduce((sum, bundle) => sum + flatten(bundle).size, 0);
  console.log(
    `i18n check passed: ${languages.length} locale(s) (${languages.join(', ')}), ${Object.keys(reference).length} namespaces, ${keyCount} keys`,
  );
}
