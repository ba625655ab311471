/**
 * Seam for the home page's three latest blog cards (issue: "Blog"). The blog work fills it from
 * the article data in src/content/ and the article namespaces, so cards and articles share one
 * source.
 */
export function LatestArticles() {
  return null;
}
