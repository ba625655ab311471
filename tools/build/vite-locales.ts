// Vite plugin: `virtual:locales`, what the app needs to know about every configured locale at
// build time (from locales/languages.json and the locale files): the languages, each one's slugs,
// which of its namespaces are complete, its writing direction and MUI's built-in texts for it.
// Only the small tables go into the bundle; the copy itself stays in per-namespace chunks loaded
// with each route.
//
// `npm run dev` (tools/dev/dev.ts sets LOCALE_PREVIEW=1) previews the languages still being
// translated: each counts as complete, an untranslated slug is the default language's, and the
// app shows an untranslated string in the default language, marked (src/i18n/create-i18n.ts).
// A build never does: there a language is published page by page, when complete.
//
// The copy itself comes through two more modules built from one list (tools/build/locale-modules.ts):
// `virtual:locale-files`, a loader per language and namespace (one chunk each), and
// `virtual:locale-resources`, every bundle at once (the prerender and the tests). The
// pseudo-locales are generated modules (`virtual:locale-file/<lng>/<ns>`), made in memory.
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
} from '../../server/locales/locales.ts';
import { articleOwning } from '../../src/content/article-registry.ts';
import { generatedPrefix, localeModules, resolvedLocale, specifier } from './locale-modules.ts';

const id = 'virtual:locales';
const filesId = 'virtual:locale-files';
const resourcesId = 'virtual:locale-resources';
const ownIds = [id, filesId, resourcesId];

/** MUI's locale module for a language: `de` -> deDE, `en` -> enUS, `pt` -> ptBR (first match). */
function muiLocaleName(language: string, available: readonly string[]): string | undefined {
  const [base = language] = language.split('-');
  if (pseudoLanguages.includes(language)) return 'enUS';
  return (
    available.find((name) => name === `${base}${base.toUpperCase()}`) ??
    (base === 'en' ? 'enUS' : available.find((name) => name.startsWith(base)))
  );
}

/** The `paths` table (route -> slug) of a routes.json bundle, empty when there is none. */
function pathsOf(routes: unknown): Record<string, unknown> {
  return isBundle(routes) && isBundle(routes.paths) ? routes.paths : {};
}

/** Whether this Vite server previews the languages being translated: the dev server only. */
export const previewEnv = 'LOCALE_PREVIEW';

function generate(preview: boolean): string {
  const { defaultLanguage, languages, translating } = languageConfig();
  const previewLanguages = preview ? translating.filter((code) => languages.includes(code)) : [];
  const source = previewLanguages.length > 0 ? readLocale(defaultLanguage) : {};
  const require = createRequire(import.meta.url);
  const muiDir = path.dirname(require.resolve('@mui/material/locale'));
  const available = readdirSync(muiDir)
    .filter((file) => /^[a-z]{2}[A-Z][A-Za-z]+\.mjs$/.test(file))
    .map((file) => file.replace(/\.mjs$/, ''));

  const slugs: Record<string, Record<string, unknown>> = {};
  const complete: Record<string, string[]> = {};
  const imports: string[] = [];
  const muiLocales: string[] = [];
  const directions: Record<string, 'ltr' | 'rtl'> = {};
  for (const language of languages) {
    directions[language] = textDirection(language);
    const bundles = resolvedLocale(language);
    const routes = bundles.routes;
    slugs[language] = pathsOf(routes);
    complete[language] = completeNamespaces(language, bundles, articleOwning);
    if (previewLanguages.includes(language)) {
      const previewSlugs = { ...pathsOf(source.routes) };
      for (const [route, slug] of Object.entries(pathsOf(routes))) {
        if (slug) previewSlugs[route] = slug;
      }
      slugs[language] = previewSlugs;
      complete[language] = Object.keys(source);
    }
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
    `export const previewLanguages = ${JSON.stringify(previewLanguages)};`,
  ].join('\n');
}

/** `virtual:locale-files`: `"<lng>/<ns>"` -> a loader of that bundle, each its own chunk. */
function generateLoaders(): string {
  const entries = localeModules().map(
    (module) =>
      `  ${JSON.stringify(`${module.language}/${module.ns}`)}: () => import(${JSON.stringify(specifier(module))}).then((m) => m.default),`,
  );
  return `export const loaders = {\n${entries.join('\n')}\n};`;
}

/** `virtual:locale-resources`: every bundle, imported at once, by language and namespace. */
function generateResources(): string {
  const modules = localeModules();
  const imports = modules.map(
    (module, index) => `import r${index} from ${JSON.stringify(specifier(module))};`,
  );
  const resources: Record<string, string[]> = {};
  modules.forEach(({ language, ns }, index) => {
    (resources[language] ??= []).push(`${JSON.stringify(ns)}: r${index}`);
  });
  const body = Object.entries(resources).map(
    ([language, entries]) => `  ${JSON.stringify(language)}: { ${entries.join(', ')} },`,
  );
  return `${imports.join('\n')}\nexport const resources = {\n${body.join('\n')}\n};`;
}

/** A generated locale module's bundle, from its id (`virtual:locale-file/<lng>/<ns>`). */
function generateFile(name: string): string {
  const module = localeModules().find(
    (candidate) => `${candidate.language}/${candidate.ns}` === name && 'generate' in candidate,
  );
  if (!module || !('generate' in module)) throw new Error(`No generated locale ${name}`);
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(module.generate()))});`;
}

export function localesPlugin(): Plugin {
  let preview = false;
  return {
    name: 'locales',
    configResolved(config) {
      preview = config.command === 'serve' && process.env[previewEnv] === '1';
    },
    // The dev server's dependency scan cannot see into a virtual module: without this it finds
    // MUI's locales only when the page first loads them, bundles again and reloads the page.
    config: () => ({ optimizeDeps: { include: ['@mui/material/locale'] } }),
    resolveId(source: string) {
      if (ownIds.includes(source) || source.startsWith(generatedPrefix)) return `\0${source}`;
      return undefined;
    },
    load(source: string) {
      if (!source.startsWith('\0')) return undefined;
      const name = source.slice(1);
      if (name === id) return generate(preview);
      if (name === filesId) return generateLoaders();
      if (name === resourcesId) return generateResources();
      if (name.startsWith(generatedPrefix)) {
        this.addWatchFile(localesDir);
        return generateFile(name.slice(generatedPrefix.length));
      }
      return undefined;
    },
    // A translator's edit can complete a namespace (or add a slug, or a file), and the
    // pseudo-locales follow the default locale's text: rebuild the generated modules.
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(localesDir)) return;
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith('\0virtual:locale')) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}
