// `npm run locale:remove -- <code>`: undoes `npm run locale:add` (tools/i18n/locale-files.ts).
import { removeLocale } from './locale-files.ts';

const code = process.argv[2] ?? '';
try {
  await removeLocale(code);
  console.log(`Removed locales/${code}/ and "${code}" from locales/languages.json.`);
} catch (error) {
  console.error(`locale:remove: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Usage: npm run locale:remove -- <code>, for example: npm run locale:remove -- de');
  process.exit(1);
}
