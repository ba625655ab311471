// Turns the Open Cookie Database's CSV (Apache-2.0, github.com/jkwakman/Open-Cookie-Database)
// into the scanner's compact data file, keeping only the factual columns: platform, category,
// cookie or storage key name, domain and the wildcard flag. Descriptions, retention periods and
// links are left out; the scanner's own words live in the locale files.
//
//   git -C <clone> show HEAD:open-cookie-database.csv > /tmp/ocd.csv
//   npx tsx tools/build/cookie-database.ts /tmp/ocd.csv <commit>
import { readFileSync, writeFileSync } from 'node:fs';

const [csvPath, commit = 'unknown'] = process.argv.slice(2);
if (!csvPath) {
  console.error(
    'usage: npx tsx tools/build/cookie-database.ts <open-cookie-database.csv> [commit]',
  );
  process.exit(1);
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const [header = [], ...rows] = parseCsv(readFileSync(csvPath, 'utf8'));
const column = (name: string) => {
  const index = header.indexOf(name);
  if (index < 0) throw new Error(`column "${name}" missing from the CSV header`);
  return index;
};
const col = {
  platform: column('Platform'),
  category: column('Category'),
  name: column('Cookie / Data Key name'),
  domain: column('Domain'),
  wildcard: column('Wildcard match'),
};

/** "facebook.com (3rd party)", ".taboola.com" -> "facebook.com", "taboola.com". */
const cleanDomain = (domain: string) =>
  domain
    .replace(/\(.*?\)/g, '')
    .trim()
    .replace(/^\.+/, '')
    .toLowerCase();

const platforms: string[] = [];
const platformIndex = new Map<string, number>();
/** [platform index, category, cookie name, domain, wildcard (1) or exact (0)] */
const entries: [number, string, string, string, 0 | 1][] = [];
for (const row of rows) {
  if (row.length < header.length) continue;
  const cell = (index: number) => (row[index] ?? '').trim();
  const name = cell(col.name);
  const platform = cell(col.platform);
  const category = cell(col.category);
  if (!name || !platform || !category) continue;
  let index = platformIndex.get(platform);
  if (index === undefined) {
    index = platforms.length;
    platformIndex.set(platform, index);
    platforms.push(platform);
  }
  const domain = cleanDomain(row[col.domain] ?? '');
  entries.push([index, category, name, domain, cell(col.wildcard) === '1' ? 1 : 0]);
}
entries.sort((a, b) => (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : a[0] - b[0]));

const data = {
  source: {
    name: 'Open Cookie Database',
    url: 'https://github.com/jkwakman/Open-Cookie-Database',
    licence: 'Apache-2.0',
    commit,
    columns: ['platform', 'category', 'name', 'domain', 'wildcard'],
  },
  platforms,
  entries,
};
writeFileSync(
  new URL('../../server/scanner/analysis/data/open-cookie-database.json', import.meta.url),
  `${JSON.stringify(data)}\n`,
);
console.log(`${entries.length} entries, ${platforms.length} platforms`);
