// `npm run locale:add -- <code>`: a new language, every string untranslated (tools/i18n/locale-files.ts).
import { addLocale } from './locale-files.ts';

const code = process.argv[2] ?? '';
try {
  const namespaces = await addLocale(code);
  console.log(`Added locales/${code}/ (${namespaces.length} files, every string empty) and "${code}" to locales/languages.json.

Next steps:
  1. Translate the values in locales/${code}/*.json (locales/meta/ says what each key is and its
     length limit). Start with routes.json (slugs, titles) and common.json: every page needs them.
  2. npm run dev             then open /${code}/: untranslated strings show in Turkish, outlined
                             in red; add ?i18n=keys to see each string's key (never published)
  3. npm run i18n:status     what is left, per file (${code} starts at 0%)
  4. npm run i18n:check      placeholders, tags, plural forms, lengths, glossary
  5. npx tsx tools/build/subset-font.ts   once the files use letters Turkish does not (ä, ß, ł, ...);
                             commit src/assets/fonts/ (locales/README.md: Adding a language)
  npm run build publishes a page under /${code}/ once every file it reads is complete. When the
  whole language is done, remove "${code}" from "translating" in locales/languages.json.
  Changed your mind: npm run locale:remove -- ${code}`);
} catch (error) {
  console.error(`locale:add: ${error instanceof Error ? error.message : String(error)}`);
  console.error(
    'Usage: npm run locale:add -- <ISO 639-1 code>, for example: npm run locale:add -- de',
  );
  process.exit(1);
}
