// The blog's article registry, src/content/articles.json: what an article has besides its copy
// (its id, its namespace, its dates, its hero image by file name). Data, so that adding an article
// (`npm run article:add`) edits no TypeScript; the app reads it through src/content/articles.ts,
// and the i18n check (`npm run i18n:check`) holds it to the locale files with the problems below,
// where TypeScript cannot see into a JSON file's strings.

/** One row of src/content/articles.json. */
export interface ArticleRecord {
  /** Route id: its slug and page meta in `routes.json`, its card in `blog.json` `articles`. */
  id: string;
  /** Locale namespace (`locales/<lng>/<namespace>.json`) holding the lead and sections. */
  namespace: string;
  /** ISO dates (YYYY-MM-DD): JSON-LD, the sitemap's <lastmod>, the byline. */
  published: string;
  modified: string;
  /** Artwork beside the title: a file in src/content/images/ and its size in CSS pixels. */
  image?: { file: string; width: number; height: number };
}

export const registryFile = 'src/content/articles.json';
export const imagesFolder = 'src/content/images';

/** `article-cookie-banners` -> `articleCookieBanners`: the route id of an article namespace. */
export function articleIdOf(namespace: string): string {
  return namespace.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());
}

/**
 * The article a key of a shared namespace belongs to, by the article's namespace: its address and
 * page meta (`routes.json` `paths.<id>`, `meta.<id>`) and its card (`blog.json` `articles.<id>`)
 * are translated with its text, so an article not yet translated in a language holds back only
 * its own page there. `namespaces`: the locale's namespaces, among them the article ones.
 */
export function articleOwning(
  ns: string,
  key: string,
  namespaces: readonly string[],
): string | undefined {
  const [group = '', id] = key.split('.');
  if (!id || !articleGroups[ns]?.includes(group)) return undefined;
  return namespaces.find((name) => name.startsWith('article-') && articleIdOf(name) === id);
}

/** Where an article's entries sit in the shared namespaces: `<ns>: <group>.<article id>...`. */
const articleGroups: Record<string, readonly string[]> = {
  routes: ['paths', 'meta'],
  blog: ['articles'],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isDate = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const isSize = (value: unknown) => Number.isInteger(value) && (value as number) > 0;

/** Problems of one row; none means it is an `ArticleRecord`. */
function rowProblems(row: unknown, where: string, images: readonly string[]): string[] {
  if (!isRecord(row)) return [`${where} is not an object`];
  const problems: string[] = [];
  const { id, namespace, published, modified, image } = row;
  if (typeof namespace !== 'string' || !/^article(-[a-z0-9]+)+$/.test(namespace)) {
    problems.push(`${where}: "namespace" must be article-<slug> (lower-case words with hyphens)`);
  } else if (id !== articleIdOf(namespace)) {
    problems.push(`${where}: "id" must be "${articleIdOf(namespace)}" (from "${namespace}")`);
  }
  for (const [name, date] of Object.entries({ published, modified })) {
    if (!isDate(date)) problems.push(`${where}: "${name}" must be a date written YYYY-MM-DD`);
  }
  if (isDate(published) && isDate(modified) && modified < published) {
    problems.push(`${where}: "modified" (${modified}) is before "published" (${published})`);
  }
  if (image !== undefined) {
    if (!isRecord(image) || !isSize(image.width) || !isSize(image.height)) {
      problems.push(`${where}: "image" must be { "file", "width", "height" } (sizes in pixels)`);
    } else if (typeof image.file !== 'string' || !images.includes(image.file)) {
      problems.push(
        `${where}: "image" names ${String(image.file)}, not a file of ${imagesFolder}/`,
      );
    }
  }
  return problems;
}

/**
 * Every way the registry and the default locale's files disagree: a row that is not valid, an
 * article namespace, card, slug or page meta without a row, or a row without one of them.
 */
export function articleRegistryProblems(
  registry: unknown,
  source: Record<string, unknown>,
  images: readonly string[],
  language: string,
): string[] {
  if (!Array.isArray(registry)) return [`${registryFile} must be a list of articles`];
  const problems = registry.flatMap((row, index) =>
    rowProblems(row, `${registryFile} [${index}]`, images),
  );
  const rows = registry.filter(isRecord);
  const ids = rows.map((row) => String(row.id));
  const namespaces = rows.map((row) => String(row.namespace));
  for (const [index, id] of ids.entries()) {
    if (ids.indexOf(id) !== index) problems.push(`${registryFile}: "${id}" is listed twice`);
  }
  const blog = isRecord(source.blog) ? source.blog : {};
  const routes = isRecord(source.routes) ? source.routes : {};
  const tables = {
    [`${language}/blog.json "articles"`]: isRecord(blog.articles) ? blog.articles : {},
    [`${language}/routes.json "paths"`]: isRecord(routes.paths) ? routes.paths : {},
    [`${language}/routes.json "meta"`]: isRecord(routes.meta) ? routes.meta : {},
  };
  for (const row of rows) {
    const { id, namespace } = row as unknown as ArticleRecord;
    if (typeof namespace === 'string' && !(namespace in source)) {
      problems.push(`${registryFile}: "${id}" has no locales/${language}/${namespace}.json`);
    }
    for (const [where, table] of Object.entries(tables)) {
      if (!(id in table)) problems.push(`${registryFile}: "${id}" has no entry in ${where}`);
    }
  }
  for (const ns of Object.keys(source).filter((name) => name.startsWith('article-'))) {
    if (!namespaces.includes(ns)) {
      problems.push(`locales/${language}/${ns}.json is not an article of ${registryFile}`);
    }
  }
  for (const id of Object.keys(tables[`${language}/blog.json "articles"`] ?? {})) {
    if (!ids.includes(id)) problems.push(`${language}/blog.json: card "${id}" has no article`);
  }
  return problems;
}
