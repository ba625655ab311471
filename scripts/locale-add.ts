// `npm run locale:add -- <code>`: a new language, every string untranslated (scripts/locale-files.ts).
import { addLocale } from './locale-files.ts';

const code = process.argv[2] ?? '';
try {
  const namespaces = await addLocale(code);
  console.log(`Added locales/${code}/ (${namespaces.length} files, every string empty) and "${code}" to locales/languages.json.

Next steps:
  1. Translate the values in locales/${code}/*.json (locales/meta/ says what each key is).
     Start with routes.json (slugs) and common.json: every page needs them.
  2. npm run i18n:status     what is left, per file (${code} starts at 0%)
  3. npm run dev             then open /${code}/ to watch the language grow
  4. npm run i18n:check      placeholders, tags, lengths, glossary
  A page is published under /${code}/ once every file it reads is complete. When the whole
  language is done, remove "${code}" from "translating" in locales/languages.json.
  Changed your mind: npm run locale:remove -- ${code}`);
} catch (error) {
  console.error(`locale:add: ${error instanceof Error ? error.message : String(error)}`);
  console.error(
    'Usage: npm run locale:add -- <ISO 639-1 code>, for example: npm run locale:add -- de',
  );
  process.exit(1);
}
