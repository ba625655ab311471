/** One block of an article section's body, as written in `locales/<lng>/article-*.json`. */
export type ArticleBlock =
  | { p: string }
  | { list: string[] }
  | { steps: string[] }
  | { terms: { term: string; text: string }[] };

export interface ArticleSectionCopy {
  /** Anchor id (lower-case ASCII with hyphens), used by the table of contents and deep links. */
  id: string;
  title: string;
  body: ArticleBlock[];
}

function blockText(block: ArticleBlock): string[] {
  if ('p' in block) return [block.p];
  if ('terms' in block) return block.terms.flatMap(({ term, text }) => [term, text]);
  return 'steps' in block ? block.steps : block.list;
}

/** Words of an article's lead, section titles and bodies, in whatever language it is written. */
export function countArticleWords(lead: string, sections: readonly ArticleSectionCopy[]) {
  const texts = [
    lead,
    ...sections.flatMap((section) => [section.title, ...section.body.flatMap(blockText)]),
  ];
  return texts.join(' ').split(/\s+/).filter(Boolean).length;
}
