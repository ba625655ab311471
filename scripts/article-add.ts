// `npm run article:add -- <slug>`: a new blog article, every file and entry it needs
// (scripts/article-files.ts), then what to write next.
//   npm run article:add -- cerez-banneri-nasil-olmali
//   npm run article:add -- cerez-banneri-nasil-olmali --root /tmp/copy   -> a copy of the tree
import path from 'node:path';
import { parseArgs } from 'node:util';
import { placeholderMark } from './article-skeleton.ts';
import { addArticle } from './article-files.ts';

const usage =
  'Usage: npm run article:add -- <slug>, the Turkish address of the article without "/", for example: npm run article:add -- cerez-banneri-nasil-olmali';

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { root: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new Error('give exactly one slug');
  const [slug = ''] = positionals;
  const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
  const today = new Date().toISOString().slice(0, 10);
  const { id, namespace, written } = await addArticle(slug, { root, today });
  console.log(`Added the article "${id}" at /${slug}, dated ${today}. Wrote:
${written.map((file) => `  ${file}`).join('\n')}

Next steps (every text to write starts with "${placeholderMark}"):
  1. locales/tr/${namespace}.json: the lead and the sections (a section's "id" is its #anchor;
     blocks: "p", "list", "steps", "terms"; locales/README.md "Blog articles"). At least 3
     sections and 300 words, or npm run i18n:check refuses it (and says how many are missing).
  2. locales/tr/blog.json "articles" > "${id}": category, title, excerpt (the card).
  3. locales/tr/routes.json "meta" > "${id}": browser title and search description; the address
     is "paths" > "${id}" (change it now if you like: never once published).
  4. Optional hero image: put the file in src/content/images/ and add to the article's row in
     src/content/articles.json: "image": { "file": "<name>.svg", "width": 560, "height": 420 }.
     The dates are there too ("modified": the day of a later update).
  5. npm run dev            the page is at /${slug} while you write (key mode: ?i18n=keys)
  6. npm run i18n:check     until it passes: no "${placeholderMark}" left, long enough
  7. The other languages' copies are empty (untranslated): translate them as any new key
     (locales/README.md); npm run i18n:status lists them.`);
} catch (error) {
  console.error(`article:add: ${error instanceof Error ? error.message : String(error)}`);
  console.error(usage);
  process.exit(1);
}
