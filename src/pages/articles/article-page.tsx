import type { i18n as I18n } from 'i18next';
import { useMatches } from 'react-router-dom';
import type { MetaId } from '../../i18n/route-ids';
import type { RouteHandle } from '../../routing/route-handle';
import { articleStructuredData } from '../../seo/article-json-ld';
import { findArticle } from '../../content/articles';
import { ArticleBody } from '../../sections/articles/article-body';
import { ArticleCta } from '../../sections/articles/article-cta';
import { ArticleHeader } from '../../sections/articles/article-header';

/** The article behind the current route (every article route renders this page). */
function useArticle() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const article = handle && findArticle(handle.metaId);
  if (!article) throw new Error(`No article in src/content/articles.ts for ${handle?.metaId}`);
  return article;
}

/** Every blog article (one route each, from src/content/articles.ts): lists its sections. */
export function Component() {
  const article = useArticle();
  return (
    <>
      <article aria-labelledby="page-title">
        <ArticleHeader article={article} />
        <ArticleBody article={article} />
      </article>
      <ArticleCta />
    </>
  );
}

export function getStructuredData(i18n: I18n, id: MetaId) {
  const article = findArticle(id);
  return article ? articleStructuredData(i18n, article) : {};
}
