// `npm run article:add -- <slug>`: a new blog article, every file and entry it needs
// (tools/i18n/article-files.ts), then what to write next.
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
  const root = path.resolve(values.root ?? path.join(import.meta.dirname, '../..'));
  const today = new Date().toISOString().slice(0, 10);
  const { id, namespace, written } = await addArticle(slug, { root, today });
  console.log(`Added the article "${id}" at /${slug}, dated ${today}. Wrote:
${written.map((file) => `  ${file}`).join('\n')}

Next steps (each text to write starts with "${placeholderMark}"):
  1. Write the article, at least 3 sections and 300 words (locales/README.md "Blog articles"):
       locales/tr/${namespace}.json
     "lead", then "sections": each an "id" (its #anchor), a "title" and "body" blocks.
  2. Write its card and its page meta, under "${id}":
       locales/tr/blog.json     "articles": category, title, excerpt
       locales/tr/routes.json   "meta": title, description; "paths": the address (/${slug}),
                                yours to change until it is published, never after
  3. Optional hero image: put it in src/content/images/ and name it in the article's row of
       src/content/articles.json   "image": { "file": "<name>.svg", "width": 560, "height": 420 }
     The row holds the dates too: set "modified" when you update the article later.
  4. npm run dev          then open /${slug}: the article as you write it (?i18n=keys: key mode)
  5. npm run i18n:check   until it passes: it names each "${placeholderMark}" left and the words missing
  6. Translate the other languages' copies, written empty (npm run i18n:status lists them): until
     the article's are all filled in, that language has every page but this one.`);
} catch (error) {
  console.error(`article:add: ${error instanceof Error ? error.message : String(error)}`);
  console.error(usage);
  process.exit(1);
}
