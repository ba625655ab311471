/**
 * What a marketer writes after `npm run article:add -- cerez-banneri`: the article's text, card,
 * address and page meta, in Turkish and in English, as literals (long enough to publish: 3
 * sections and over 300 words), and the writer that puts one language's into a copy of the tree.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const slug = 'cerez-banneri';
export const articleId = 'articleCerezBanneri';
export const articleNamespace = 'article-cerez-banneri';

const paragraph = {
  tr: 'Çerez bannerı, ziyaretçiye sitede hangi çerezlerin hangi amaçla kullanıldığını ilk ziyarette anlatan kısa bir bildirimdir. Zorunlu olmayan çerezler ziyaretçi açıkça onay verene kadar çalışmaz; reddetmek de kabul etmek kadar görünür ve kolay olmalıdır.',
  en: 'A cookie banner tells visitors on their first visit which cookies the site uses and why. Cookies that are not necessary stay off until the visitor agrees; refusing is as visible and as easy as accepting.',
};
const sectionIds = ['banner-metni', 'kategoriler', 'onay-kayitlari'];
const titles = {
  tr: ['Banner metni', 'Çerez kategorileri', 'Onay kayıtları'],
  en: ['The banner text', 'Cookie categories', 'Consent records'],
};

export const writtenArticle = {
  tr: {
    card: {
      category: 'Çerez Bannerı',
      title: 'Çerez Bannerı Nasıl Olmalı?',
      excerpt: 'Bir çerez bannerının ilk ziyarette neyi, nasıl anlatması gerektiğini inceliyoruz.',
    },
    path: '/cerez-banneri',
    meta: {
      title: 'Çerez Bannerı Nasıl Olmalı? | {{brand}}',
      description: 'Bir çerez bannerının ilk ziyarette neyi ve nasıl anlatması gerektiği.',
    },
  },
  en: {
    card: {
      category: 'Cookie banners',
      title: 'What a Cookie Banner Needs',
      excerpt: 'What a cookie banner should tell visitors on their first visit, and how.',
    },
    path: '/cookie-banner',
    meta: {
      title: 'What a Cookie Banner Needs | {{brand}}',
      description: 'What a cookie banner should tell visitors on their first visit, and how.',
    },
  },
};

/** The article's text in `language`: a lead and three sections of three paragraphs. */
export function articleText(language: 'tr' | 'en') {
  return {
    lead: paragraph[language],
    sections: sectionIds.map((id, index) => ({
      id,
      title: titles[language][index],
      body: [{ p: paragraph[language] }, { p: paragraph[language] }, { p: paragraph[language] }],
    })),
  };
}

/** Writes the article's text, card, address and meta in `language` into the tree at `root`. */
export function writeArticle(root: string, language: 'tr' | 'en') {
  const file = (name: string) => path.join(root, 'locales', language, `${name}.json`);
  const read = (name: string) =>
    JSON.parse(readFileSync(file(name), 'utf8')) as Record<string, object>;
  const save = (name: string, value: unknown) =>
    writeFileSync(file(name), `${JSON.stringify(value, null, 2)}\n`);
  const texts = writtenArticle[language];
  save(articleNamespace, articleText(language));
  const blog = read('blog');
  Object.assign(blog.articles ?? {}, { [articleId]: texts.card });
  save('blog', blog);
  const routes = read('routes');
  Object.assign(routes.paths ?? {}, { [articleId]: texts.path });
  Object.assign(routes.meta ?? {}, { [articleId]: texts.meta });
  save('routes', routes);
}
