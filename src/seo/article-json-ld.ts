import type { i18n as I18n } from 'i18next';
import { site } from '../config/site';
import type { ArticleEntry } from '../content/articles';
import { localizedPath } from '../routing/paths';
import type { StructuredData } from '../routing/route-handle';
import { absoluteUrl, OG_IMAGE_PATH } from './page-meta';

/** schema.org `Article` for one blog article, from its card copy and its entry in src/content. */
export function articleJsonLd(i18n: I18n, article: ArticleEntry) {
  const t = i18n.getFixedT(i18n.language, 'blog');
  const url = absoluteUrl(localizedPath(i18n.language, article.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: t(`articles.${article.id}.title`),
    description: t(`articles.${article.id}.excerpt`),
    articleSection: t(`articles.${article.id}.category`),
    inLanguage: i18n.language,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(article.image?.src ?? OG_IMAGE_PATH),
    datePublished: article.published,
    dateModified: article.modified,
    author: {
      '@type': 'Organization',
      name: t('authorTeam', { brand: site.brand }),
      url: site.origin,
    },
    publisher: {
      '@type': 'Organization',
      name: site.brand,
      url: site.origin,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
  };
}

/** What an article page module exports as `getStructuredData`. */
export function articleStructuredData(i18n: I18n, article: ArticleEntry): StructuredData {
  return { ogType: 'article', jsonLd: [articleJsonLd(i18n, article)] };
}
