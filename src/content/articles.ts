import type blog from '../../locales/tr/blog.json';
import type { Namespace } from '../i18n/namespaces';
import type { ArticleRecord } from './article-registry';
import registry from './articles.json';

/** Route ids that are articles: each has its card in `blog:articles.<id>` and a slug in routes. */
export type ArticleId = keyof (typeof blog)['articles'];
/** The namespaces holding article bodies (lead, sections). */
export type ArticleNamespace = Extract<Namespace, `article-${string}`>;

/** Artwork beside an article's title; decorative, so it carries no alt text. */
export interface ArticleImage {
  src: string;
  width: number;
  height: number;
}

/**
 * The non-translated data of a blog article. Its copy lives in two places joined by `id`:
 * the card fields (category, title, excerpt) in `blog:articles.<id>`, which the home page also
 * reads, and the body (lead, sections) in the article's own namespace.
 */
export interface ArticleEntry {
  /** The article's route id (slug and page meta in `routes.json`); also its key in `blog.json`. */
  id: ArticleId;
  /** Locale namespace holding the lead and sections. */
  namespace: ArticleNamespace;
  /** ISO dates (YYYY-MM-DD): JSON-LD, the sitemap's <lastmod>, the byline. */
  published: string;
  modified: string;
  image?: ArticleImage;
}

/** The hero images' addresses in the build, by file name. */
const imageUrls = import.meta.glob<string>('./images/*', {
  query: '?url',
  import: 'default',
  eager: true,
});

function heroImage({ file, width, height }: NonNullable<ArticleRecord['image']>): ArticleImage {
  const src = imageUrls[`./images/${file}`];
  if (!src) throw new Error(`src/content/articles.json: no src/content/images/${file}`);
  return { src, width, height };
}

/**
 * Every article, newest first, from src/content/articles.json (written by `npm run article:add`);
 * each becomes a route rendered by src/pages/articles/article-page. The ids and namespaces are
 * strings in JSON: the i18n check (src/content/article-registry.ts) holds each to its card, its
 * slug, its page meta and its namespace file, which is what makes these types true.
 */
export const articles: readonly ArticleEntry[] = (registry satisfies readonly ArticleRecord[]).map(
  ({ image, ...row }: ArticleRecord) => ({
    ...(row as Omit<ArticleEntry, 'image'>),
    ...(image && { image: heroImage(image) }),
  }),
);

/** The article behind a route id, if it is one (the article page, the sitemap's `<lastmod>`). */
export function findArticle(routeId: string): ArticleEntry | undefined {
  return articles.find((entry) => entry.id === routeId);
}
