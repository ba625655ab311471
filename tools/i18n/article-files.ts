// Adding a blog article: every file and entry it needs, in every language of locales/ (the
// source language with the placeholders of tools/i18n/article-skeleton.ts, the others empty as
// `npm run i18n:sync` leaves a new key), its row in src/content/articles.json and the regenerated
// src/i18n/i18next.d.ts. Works on any copy of the tree (`root`), so it can be tried and tested on
// a temporary one. Everything is checked before the first file is written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { languageConfig, metaFolder } from '../../server/locales/locales.ts';
import {
  articleIdOf,
  imagesFolder,
  registryFile,
  type ArticleRecord,
} from '../../src/content/article-registry.ts';
import { articleDescriptions, articleSkeleton } from './article-skeleton.ts';
import { syncBundle } from './i18n-sync.ts';
import { i18nextTypes } from './i18n-types.ts';
import { writeJson } from './locale-files.ts';

type Table = Record<string, unknown>;

/** The places of one tree (the repository, or a copy of it) that an article lives in. */
export function articlePlaces(root: string) {
  return {
    locales: path.join(root, 'locales'),
    registry: path.join(root, registryFile),
    images: path.join(root, imagesFolder),
    types: path.join(root, 'src/i18n/i18next.d.ts'),
  };
}

/** Lower-case ASCII words (letters, digits) joined by single hyphens, as every slug of the site. */
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const readTable = (file: string): Table =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Table) : {};

const table = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};

/**
 * `entries` placed before the first key of `into` that `isAnchor` accepts (at the end when none
 * does): the new article joins the others, newest first, and the rest keeps its order.
 */
function placeBefore(into: Table, entries: Table, isAnchor: (key: string) => boolean): Table {
  const keys = Object.keys(into);
  const at = keys.findIndex(isAnchor);
  const before = at === -1 ? keys : keys.slice(0, at);
  const after = at === -1 ? [] : keys.slice(at);
  return Object.fromEntries([
    ...before.map((key) => [key, into[key]]),
    ...Object.entries(entries),
    ...after.map((key) => [key, into[key]]),
  ]);
}

export interface AddedArticle {
  id: string;
  namespace: string;
  /** Files written, relative to the root, in the order written. */
  written: string[];
}

/** Writes a new article `slug` into the tree at `root`, dated `today` (YYYY-MM-DD). */
export async function addArticle(
  slug: string,
  { root, today }: { root: string; today: string },
): Promise<AddedArticle> {
  const places = articlePlaces(root);
  const { defaultLanguage, languages } = languageConfig({ pseudo: false, dir: places.locales });
  if (!slugPattern.test(slug) || slug.length > 80) {
    throw new Error(
      `"${slug}" is not a slug: lower-case letters (a-z, no ç ğ ı ö ş ü) and digits, words joined by single hyphens, at most 80 characters, e.g. cerez-banneri-nasil-olmali`,
    );
  }
  if (languages.includes(slug) || slug === metaFolder) {
    throw new Error(`"${slug}" is taken by locales/${slug}/ (its pages live under /${slug}/)`);
  }
  const namespace = `article-${slug}`;
  const id = articleIdOf(namespace);
  const registry = JSON.parse(readFileSync(places.registry, 'utf8')) as ArticleRecord[];
  const localeFile = (folder: string, ns: string) =>
    path.join(places.locales, folder, `${ns}.json`);
  const existing = [...languages, metaFolder]
    .map((folder) => localeFile(folder, namespace))
    .find((file) => existsSync(file));
  if (existing) throw new Error(`${path.relative(root, existing)} already exists`);
  if (registry.some((row) => row.id === id)) {
    throw new Error(`${registryFile} already has an article "${id}"`);
  }
  for (const language of languages) {
    const paths = table(readTable(localeFile(language, 'routes')).paths);
    if (id in paths) throw new Error(`locales/${language}/routes.json already has a route "${id}"`);
    const owner = Object.keys(paths).find((route) => paths[route] === `/${slug}`);
    if (owner) {
      throw new Error(
        `/${slug} is already the address of "${owner}" (locales/${language}/routes.json)`,
      );
    }
  }

  const skeleton = articleSkeleton(slug);
  const descriptions = articleDescriptions(slug);
  const articleIds = new Set(registry.map((row) => row.id));
  const isArticleKey = (prefix: string) => (key: string) =>
    key.startsWith(prefix) && articleIds.has(key.slice(prefix.length).split('.')[0] ?? '');
  const written: string[] = [];
  const write = async (file: string, value: unknown) => {
    await writeJson(file, value);
    written.push(path.relative(root, file));
  };

  // The source language: the article's own file, its card first (newest first), its route with
  // the other articles' (before them), then every other language brought up to it, empty.
  const source = {
    [namespace]: skeleton.body,
    blog: (() => {
      const blog = readTable(localeFile(defaultLanguage, 'blog'));
      return { ...blog, articles: { [id]: skeleton.card, ...table(blog.articles) } };
    })(),
    routes: (() => {
      const routes = readTable(localeFile(defaultLanguage, 'routes'));
      const isArticle = (key: string) => articleIds.has(key);
      return {
        ...routes,
        paths: placeBefore(table(routes.paths), { [id]: skeleton.path }, isArticle),
        meta: placeBefore(table(routes.meta), { [id]: skeleton.meta }, isArticle),
      };
    })(),
  };
  for (const [ns, bundle] of Object.entries(source)) {
    await write(localeFile(defaultLanguage, ns), bundle);
  }
  for (const language of languages.filter((code) => code !== defaultLanguage)) {
    for (const [ns, bundle] of Object.entries(source)) {
      const file = localeFile(language, ns);
      const own = existsSync(file) ? readTable(file) : undefined;
      await write(file, syncBundle(bundle, own, language).value);
    }
  }

  // The translators' descriptions, beside the other articles' entries.
  const flat = (prefix: string, entries: Table) =>
    Object.fromEntries(Object.entries(entries).map(([key, value]) => [`${prefix}${key}`, value]));
  const metaBlog = readTable(localeFile(metaFolder, 'blog'));
  const metaRoutes = readTable(localeFile(metaFolder, 'routes'));
  await write(localeFile(metaFolder, namespace), descriptions.body);
  await write(
    localeFile(metaFolder, 'blog'),
    placeBefore(metaBlog, flat(`articles.${id}.`, descriptions.card), isArticleKey('articles.')),
  );
  const withPath = placeBefore(
    metaRoutes,
    { [`paths.${id}`]: descriptions.path },
    isArticleKey('paths.'),
  );
  await write(
    localeFile(metaFolder, 'routes'),
    placeBefore(withPath, flat(`meta.${id}.`, descriptions.meta), isArticleKey('meta.')),
  );

  // The registry (newest first) and the namespace's types.
  const row: ArticleRecord = { id, namespace, published: today, modified: today };
  await write(places.registry, [row, ...registry]);
  writeFileSync(places.types, await i18nextTypes({ locales: places.locales, file: places.types }));
  written.push(path.relative(root, places.types));
  return { id, namespace, written };
}
