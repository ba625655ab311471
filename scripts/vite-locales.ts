// Vite plugin: `virtual:locales`, what the app needs to know about every configured locale at
// build time (from locales/languages.json and the locale files): the languages, each one's slugs,
// which of its namespaces are complete, its writing direction and MUI's built-in texts for it.
// Only the small tables go into the bundle; the copy itself stays in per-namespace chunks loaded
// with each route.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  completeNamespaces,
  isBundle,
  languageConfig,
  localesDir,
  pseudoLanguages,
  readLocale,
  textDirection,
} from './locales.ts';

const id = 'virtual:locales';
const resolvedId = `\0${id}`;

/** MUI's locale module for a language: `de` -> deDE, `en` -> enUS, `pt` -> ptBR (first match). */
function muiLocaleName(language: string, available: readonly string[]): string | undefined {
  const [base = language] = language.split('-');
  if (pseudoLanguages.includes(language)) return 'enUS';
  return (
    available.find((name) => name === `${base}${base.toUpperCase()}`) ??
    (base === 'en' ? 'enUS' : available.find((name) => name.startsWith(base)))
  );
}

function generate() {
  const { defaultLanguage, languages } = languageConfig();
  const require = createRequire(import.meta.url);
  const muiDir = path.dirname(require.resolve('@mui/material/locale'));
  const available = readdirSync(muiDir)
    .filter((file) => /^[a-z]{2}[A-Z][A-Za-z]+\.mjs$/.test(file))
    .map((file) => file.replace(/\.mjs$/, ''));

  const slugs: Record<string, unknown> = {};
  const complete: Record<string, string[]> = {};
  const imports: string[] = [];
  const muiLocales: string[] = [];
  const directions: Record<string, 'ltr' | 'rtl'> = {};
  for (const language of languages) {
    directions[language] = textDirection(language);
    const bundles = readLocale(language);
    const routes = bundles.routes;
    slugs[language] = (isBundle(routes) && routes.paths) || {};
    complete[language] = completeNamespaces(language, bundles);
    const mui = muiLocaleName(language, available);
    if (mui) {
      imports.push(mui);
      muiLocales.push(`${JSON.stringify(language)}: ${mui}`);
    }
  }
  return [
    // MUI marks its packages side-effect free, so only these locales are bundled.
    `import { ${[...new Set(imports)].join(', ')} } from '@mui/material/locale';`,
    `export const defaultLanguage = ${JSON.stringify(defaultLanguage)};`,
    `export const languages = ${JSON.stringify(languages)};`,
    `export const slugs = ${JSON.stringify(slugs)};`,
    `export const completeNamespaces = ${JSON.stringify(complete)};`,
    `export const muiLocales = { ${muiLocales.join(', ')} };`,
    `export const directions = ${JSON.stringify(directions)};`,
  ].join('\n');
}

export function localesPlugin(): Plugin {
  return {
    name: 'locales',
    // The dev server's dependency scan cannot see into a virtual module: without this it finds
    // MUI's locales only when the page first loads them, bundles again and reloads the page.
    config: () => ({ optimizeDeps: { include: ['@mui/material/locale'] } }),
    resolveId(source: string) {
      return source === id ? resolvedId : undefined;
    },
    load(source: string) {
      return source === resolvedId ? generate() : undefined;
    },
    // A translator's edit can complete a namespace (or add a slug): rebuild the table.
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(localesDir)) return;
      const module = server.moduleGraph.getModuleById(resolvedId);
      if (module) server.moduleGraph.invalidateModule(module);
    },
  };
}
