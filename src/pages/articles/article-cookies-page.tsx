import type { i18n as I18n } from 'i18next';
import { articleStructuredData } from '../../components/seo/article-json-ld';
import { getArticle } from '../../content/articles';
import { ArticleBody } from '../../sections/articles/article-body';
import { ArticleCta } from '../../sections/articles/article-cta';
import { ArticleHeader } from '../../sections/articles/article-header';

const article = getArticle('articleCookies');

/** `/cerez-nedir-cerez-turleri`: lists the article's sections in order. */
export function Component() {
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

export const getStructuredData = (i18n: I18n) => articleStructuredData(i18n, article);
