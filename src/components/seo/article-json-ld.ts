import type { i18n as I18n } from 'i18next';
import type { PageModule } from '../../app/routes';
import { site } from '../../config/site';
import type { ArticleEntry } from '../../content/articles';
import { absoluteUrl, OG_IMAGE_PATH } from './page-meta';

/** schema.org `Article` for one blog article, from its card copy and its entry in src/content. */
export function articleJsonLd(i18n: I18n, article: ArticleEntry) {
  const t = i18n.getFixedT(i18n.language, 'blog');
  const path = i18n.getFixedT(i18n.language, 'routes')(`paths.${article.id}`);
  const url = absoluteUrl(path);
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
export function articleStructuredData(
  i18n: I18n,
  article: ArticleEntry,
): ReturnType<NonNullable<PageModule['getStructuredData']>> {
  return { ogType: 'article', jsonLd: [articleJsonLd(i18n, article)] };
}
