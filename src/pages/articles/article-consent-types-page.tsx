import { ArticleHeader } from '../../sections/articles/article-header';

export function Component() {
  return (
    <article>
      <ArticleHeader ns="article-consent-types" />
    </article>
  );
}
