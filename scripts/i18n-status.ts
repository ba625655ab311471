// `npm run i18n:status`: how far each locale's translation is, per namespace (translated keys /
// keys of the default locale). A page is built in a locale only when every namespace it reads is
// complete there, so this table tells a translator what still keeps a page from being published.
import { coverage, languageConfig, type NamespaceCoverage } from '../server/locales/locales.ts';

const { defaultLanguage, languages, translating } = languageConfig({ pseudo: false });
const tables = Object.fromEntries(languages.map((language) => [language, coverage(language)]));
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
