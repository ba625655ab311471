// `npm run i18n:status`: how far each locale's translation is, per namespace (translated keys /
// keys of the default locale). A page is built in a locale only when every namespace it reads is
// complete there, so this table tells a translator what still keeps a page from being published;
// then the keys whose source text changed after their translation (stale, tools/i18n/i18n-stale.ts),
// and per page of each language other than the source, what that page still needs.
import type * as PageTable from '../../src/routing/page-table.ts';
import type * as I18nConfig from '../../src/i18n/config.ts';
import {
  coverage,
  isBundle,
  languageConfig,
  readLocale,
  type NamespaceCoverage,
} from '../../server/locales/locales.ts';
import { articleOwning } from '../../src/content/article-registry.ts';
import { staleKeys } from './i18n-stale.ts';
import { importThroughVite } from '../build/vite-import.ts';
import { localesPlugin } from '../build/vite-locales.ts';

const { defaultLanguage, languages, translating } = languageConfig({ pseudo: false });
const tables = Object.fromEntries(
  languages.map((language) => [language, coverage(language, undefined, null, articleOwning)]),
);
const namespaces = Object.keys(tables[defaultLanguage] ?? {});

const cell = (
  { translated, total }: NamespaceCoverage = { translated: 0, total: 0, missing: [], empty: [] },
) =>
  `${translated === total ? '✓' : ' '} ${String(translated).padStart(3)}/${String(total).padEnd(3)}`;
const width = Math.max(...namespaces.map((ns) => ns.length), 'namespace'.length);
const header = ['namespace'.padEnd(width), ...languages.map((language) => language.padEnd(9))];
console.log(header.join(' | '));
console.log(header.map((column) => '-'.repeat(column.length)).join('-|-'));
for (const ns of namespaces) {
  console.log(
    [ns.padEnd(width), ...languages.map((language) => cell(tables[language]?.[ns]))].join(' | '),
  );
}
const totals = languages.map((language) => {
  const entries = Object.values(tables[language] ?? {});
  const translated = entries.reduce((sum, entry) => sum + entry.translated, 0);
  const total = entries.reduce((sum, entry) => sum + entry.total, 0);
  return `${((translated / total) * 100).toFixed(0).padStart(3)}%`.padEnd(9);
});
console.log(['total'.padEnd(width), ...totals].join(' | '));
console.log(
  '\n✓ = complete: the pages that read only complete namespaces are built in that locale.',
);
for (const language of translating) {
  const done = Object.values(tables[language] ?? {}).every(
    (entry) => entry.translated === entry.total,
  );
  console.log(
    done
      ? `${language} is complete: remove it from "translating" in locales/languages.json.`
      : `${language} is being translated ("translating" in locales/languages.json): empty values are untranslated.`,
  );
}
for (const language of languages) {
  for (const [ns, entry] of Object.entries(tables[language] ?? {})) {
    const gaps = [
      ...entry.missing.map((key) => `missing ${key}`),
      ...entry.empty.map((key) => `empty ${key}`),
    ];
    if (gaps.length > 0 && gaps.length <= 5) console.log(`${language}/${ns}: ${gaps.join(', ')}`);
    else if (gaps.length > 5) console.log(`${language}/${ns}: ${gaps.length} keys to translate`);
  }
}
for (const language of languages.filter((code) => code !== defaultLanguage)) {
  for (const [ns, keys] of Object.entries(staleKeys(language))) {
    const list = keys.length <= 5 ? keys.join(', ') : `${keys.length} keys (npm run i18n:report)`;
    console.log(
      `${language}/${ns}: stale, ${defaultLanguage} changed after the translation: ${list}`,
    );
  }
}

// Per page: the app's own page table (through Vite: it imports asset URLs) and shared namespaces.
const { pages } = await importThroughVite<typeof PageTable>('src/routing/page-table.ts', {
  plugins: [localesPlugin()],
});
const { sharedNamespaces } = await importThroughVite<typeof I18nConfig>('src/i18n/config.ts', {
  plugins: [localesPlugin()],
});
/** A page's address in a language: its slug there, or the source's until it has one. */
function pageAddress(language: string, id: string) {
  const slugOf = (lng: string) => {
    const routes = readLocale(lng).routes;
    const paths = isBundle(routes) && isBundle(routes.paths) ? routes.paths : {};
    return typeof paths[id] === 'string' && paths[id] !== '' ? paths[id] : undefined;
  };
  const slug = slugOf(language) ?? slugOf(defaultLanguage) ?? `(${id})`;
  return `/${language}${slug === '/' ? '/' : slug}`;
}
for (const language of languages.filter((code) => code !== defaultLanguage)) {
  const table = tables[language] ?? {};
  const lines = pages.map((page) => {
    const needs = [...new Set([...sharedNamespaces, ...page.namespaces])]
      .map((ns) => ({ ns, entry: table[ns] }))
      .filter(({ entry }) => !entry || entry.translated < entry.total)
      .map(
        ({ ns, entry }) => `${ns}.json (${entry ? entry.total - entry.translated : 'all'} keys)`,
      );
    const address = pageAddress(language, page.id);
    return needs.length === 0
      ? `  ${address}: published`
      : `  ${address}: needs ${needs.join(', ')}`;
  });
  const published = lines.filter((line) => line.endsWith(': published')).length;
  console.log(`\n${language}: ${published} of ${pages.length} pages published`);
  console.log(lines.join('\n'));
}
