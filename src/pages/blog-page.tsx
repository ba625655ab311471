import { ArticleList } from '../sections/blog/article-list';
import { NamespaceHero } from '../sections/shared/namespace-hero';

/** `/blog`: the blog index, every article newest first (static: no island). */
export function Component() {
  return (
    <>
      <NamespaceHero ns="blog" />
      <ArticleList />
    </>
  );
}
