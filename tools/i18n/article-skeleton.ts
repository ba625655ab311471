// What `npm run article:add -- <slug>` writes for a new article in the source language: the
// structure of a real one (a lead, three sections, a card, page meta) holding placeholder texts,
// each starting with `placeholderMark`, and the translators' descriptions of its keys. The i18n
// check refuses a source text that still starts with the mark, so no placeholder is published.

/** How every placeholder text starts ("to be written"). */
export const placeholderMark = 'YAZILACAK:';

const todo = (text: string) => `${placeholderMark} ${text}`;

/** Anchor ids of the three sections; the writer renames them with the titles. */
const sectionIds = ['birinci-bolum', 'ikinci-bolum', 'ucuncu-bolum'];
const ordinals = ['Birinci', 'İkinci', 'Üçüncü'];

/** The source-language copy of a new article, by namespace and key. */
export function articleSkeleton(slug: string) {
  return {
    body: {
      lead: todo('başlığın altındaki giriş paragrafı: okur bu yazıda ne öğrenecek?'),
      sections: sectionIds.map((id, index) => ({
        id,
        title: todo(`${ordinals[index]} bölümün başlığı`),
        body: [{ p: todo('bu bölümün ilk paragrafı.') }],
      })),
    },
    card: {
      category: todo('kategori'),
      title: todo('yazının başlığı'),
      excerpt: todo('kartlarda görünen iki satırlık özet.'),
    },
    path: `/${slug}`,
    meta: {
      title: todo('sekme başlığı | {{brand}}'),
      description: todo('arama sonuçlarında görünen bir iki cümlelik açıklama.'),
    },
  };
}

/** The descriptions (locales/meta/) of the new keys, named after the article's address. */
export function articleDescriptions(slug: string) {
  const article = `the article /${slug}`;
  return {
    body: {
      lead: { description: `Lead paragraph under the title (h1) of ${article}` },
      'sections.0.id': {
        description:
          'Anchor of a section (the #part of links to it, and its table-of-contents link): lower-case ASCII with hyphens, unique in the article; never change it once published',
      },
      'sections.0.title': {
        description:
          'Heading (h2) of a section of the article; also its entry in the table of contents',
      },
      'sections.0.body.0.p': { description: 'A paragraph of an article section' },
    },
    card: {
      category: {
        description: `Category label on the card and the page of ${article}`,
        maxLength: 24,
      },
      title: {
        description: `Title of ${article}: its h1 and the heading of its card on the blog lists`,
        maxLength: 80,
      },
      excerpt: {
        description: `Two-line summary on the card of ${article} (home page's latest articles)`,
      },
    },
    path: {
      description: `Address (slug) of ${article}: '/' plus lower-case ASCII words with hyphens, no language prefix; never changes once published`,
    },
    meta: {
      title: {
        description: `Browser tab and search result title of ${article}; keep ' | {{brand}}' at the end`,
        maxLength: 60,
      },
      description: {
        description: `Search result snippet (meta description) of ${article}; one or two sentences`,
        maxLength: 160,
      },
    },
  };
}
