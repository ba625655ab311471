// Turns the Open Cookie Database's CSV (Apache-2.0, github.com/jkwakman/Open-Cookie-Database)
// into the scanner's compact data file, keeping only the factual columns: platform, category,
// cookie or storage key name, domain and the wildcard flag. Descriptions, retention periods and
// links are left out; the scanner's own words live in the locale files.
//
//   git -C <clone> show HEAD:open-cookie-database.csv > /tmp/ocd.csv
//   node scripts/cookie-database.mjs /tmp/ocd.csv <commit>
import { readFileSync, writeFileSync } from 'node:fs';

const [csvPath, commit = 'unknown'] = process.argv.slice(2);
if (!csvPath) {
  console.error('usage: node scripts/cookie-database.mjs <open-cookie-database.csv> [commit]');
  process.exit(1);
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text) {
  const rows = [];
  let row = [];
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

const [header, ...rows] = parseCsv(readFileSync(csvPath, 'utf8'));
const column = (name) => {
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
const cleanDomain = (domain) =>
  domain
    .replace(/\(.*?\)/g, '')
    .trim()
    .replace(/^\.+/, '')
    .toLowerCase();

const platforms = [];
const platformIndex = new Map();
const entries = [];
for (const row of rows) {
  if (row.length < header.length) continue;
  const name = row[col.name].trim();
  const platform = row[col.platform].trim();
  const category = row[col.category].trim();
  if (!name || !platform || !category) continue;
  if (!platformIndex.has(platform)) {
    platformIndex.set(platform, platforms.length);
    platforms.push(platform);
  }
  const domain = cleanDomain(row[col.domain]);
  entries.push([
    platformIndex.get(platform),
    category,
    name,
    domain,
    row[col.wildcard].trim() === '1' ? 1 : 0,
  ]);
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
  new URL('../server/scanner/data/open-cookie-database.json', import.meta.url),
  `${JSON.stringify(data)}\n`,
);
console.log(`${entries.length} entries, ${platforms.length} platforms`);
