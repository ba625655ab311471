import type blog from '../../locales/tr/blog.json';
import type { Namespace } from '../i18n/namespaces';
import consentHero from './images/article-consent-hero.svg?url';
import cookiesHero from './images/article-cookies-hero.svg?url';

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

/**
 * Every article, newest first; each becomes a route rendered by src/pages/articles/article-page.
 * A new article: its namespace file (listed in src/i18n/i18next.d.ts), its card in `blog.json`,
 * its slug and meta in `routes.json`, and one entry here.
 */
export const articles: readonly ArticleEntry[] = [
  {
    id: 'articleCookies',
    namespace: 'article-cookies',
    published: '2025-01-20',
    modified: '2026-11-23',
    image: { src: cookiesHero, width: 560, height: 420 },
  },
  {
    id: 'articleConsent',
    namespace: 'article-consent',
    published: '2025-01-18',
    modified: '2026-11-23',
    image: { src: consentHero, width: 560, height: 420 },
  },
  {
    id: 'articleConsentTypes',
    namespace: 'article-consent-types',
    published: '2025-01-15',
    modified: '2026-11-23',
  },
];

/** The article behind a route id, if it is one (the article page, the sitemap's `<lastmod>`). */
export function findArticle(routeId: string): ArticleEntry | undefined {
  return articles.find((entry) => entry.id === routeId);
}
