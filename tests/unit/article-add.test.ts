import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addArticle } from '../../tools/i18n/article-files.ts';
import { checkArticleRegistry, checkLocaleData } from '../../tools/i18n/i18n-check.ts';
import { readLocaleData } from '../../tools/i18n/locale-data.ts';
import { importThroughVite } from '../../tools/build/vite-import.ts';
import type * as PageTable from '../../src/routing/page-table';
import { coverage, readLocale } from '../../server/locales/locales.ts';
import { articleOwning } from '../../src/content/article-registry.ts';
import { articleId, articleNamespace, slug, writeArticle } from '../support/written-article.ts';

/** `npm run article:add`, run on a temporary copy of the folders an article lives in. */
const repository = path.resolve(import.meta.dirname, '../..');
const copied = [
  'locales',
  'src/content/articles.json',
  'src/content/images',
  'src/i18n/i18next.d.ts',
  '.prettierrc.json',
];
let root = '';
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The value at `keys` in a JSON file (each test compares it with its literal). */
const json = (file: string, ...keys: (string | number)[]): unknown =>
  keys.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    JSON.parse(read(file)),
  );
const keysOf = (file: string, ...keys: string[]) => Object.keys(json(file, ...keys) as object);
/** Every file of the copy with its text: what a refused run must leave as it was. */
const snapshot = () =>
  Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [file, readFileSync(file, 'utf8')]),
  );

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'article-add-'));
  for (const item of copied) {
    cpSync(path.join(repository, item), path.join(root, item), { recursive: true });
  }
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const add = (slug: string) => addArticle(slug, { root, today: '2026-11-28' });

const emptyArticle = {
  lead: '',
  sections: [
    { id: '', title: '', body: [{ p: '' }] },
    { id: '', title: '', body: [{ p: '' }] },
    { id: '', title: '', body: [{ p: '' }] },
  ],
};

describe('adding a blog article', () => {
  it('writes every file and entry, in every language, keeping key order and formatting', async () => {
    const blogBefore = read('locales/tr/blog.json');
    const added = await add('cerez-banneri');

    expect(added).toEqual({
      id: 'articleCerezBanneri',
      namespace: 'article-cerez-banneri',
      written: [
        'locales/tr/article-cerez-banneri.json',
        'locales/tr/blog.json',
        'locales/tr/routes.json',
        'locales/en/article-cerez-banneri.json',
        'locales/en/blog.json',
        'locales/en/routes.json',
        'locales/meta/article-cerez-banneri.json',
        'locales/meta/blog.json',
        'locales/meta/routes.json',
        'src/content/articles.json',
        'src/i18n/i18next.d.ts',
      ],
    });
    expect(json('locales/tr/article-cerez-banneri.json')).toEqual({
      lead: 'YAZILACAK: başlığın altındaki giriş paragrafı: okur bu yazıda ne öğrenecek?',
      sections: [
        {
          id: 'birinci-bolum',
          title: 'YAZILACAK: Birinci bölümün başlığı',
          body: [{ p: 'YAZILACAK: bu bölümün ilk paragrafı.' }],
        },
        {
          id: 'ikinci-bolum',
          title: 'YAZILACAK: İkinci bölümün başlığı',
          body: [{ p: 'YAZILACAK: bu bölümün ilk paragrafı.' }],
        },
        {
          id: 'ucuncu-bolum',
          title: 'YAZILACAK: Üçüncü bölümün başlığı',
          body: [{ p: 'YAZILACAK: bu bölümün ilk paragrafı.' }],
        },
      ],
    });
    expect(json('locales/en/article-cerez-banneri.json')).toEqual(emptyArticle);

    // The card comes first (newest first); the rest of the file is byte for byte as it was.
    const card = [
      '    "articleCerezBanneri": {',
      '      "category": "YAZILACAK: kategori",',
      '      "title": "YAZILACAK: yazının başlığı",',
      '      "excerpt": "YAZILACAK: kartlarda görünen iki satırlık özet."',
      '    },',
      '',
    ].join('\n');
    expect(read('locales/tr/blog.json')).toBe(
      blogBefore.replace('  "articles": {\n', `  "articles": {\n${card}`),
    );
    expect(json('locales/en/blog.json', 'articles', 'articleCerezBanneri')).toEqual({
      category: '',
      title: '',
      excerpt: '',
    });
    expect(keysOf('locales/en/blog.json', 'articles')).toEqual([
      'articleCerezBanneri',
      'articleCookies',
      'articleConsent',
      'articleConsentTypes',
    ]);

    // The route joins the other articles' in both tables, in every language.
    for (const language of ['tr', 'en']) {
      expect(keysOf(`locales/${language}/routes.json`, 'paths')).toEqual([
        'home',
        'product',
        'compliance',
        'pricing',
        'contact',
        'cookieScan',
        'articleCerezBanneri',
        'articleCookies',
        'articleConsent',
        'articleConsentTypes',
        'contactNotice',
        'cookiePolicy',
        'blog',
      ]);
      expect(keysOf(`locales/${language}/routes.json`, 'meta').indexOf('articleCerezBanneri')).toBe(
        6,
      );
    }
    expect(json('locales/tr/routes.json', 'paths', 'articleCerezBanneri')).toBe('/cerez-banneri');
    expect(json('locales/tr/routes.json', 'meta', 'articleCerezBanneri')).toEqual({
      title: 'YAZILACAK: sekme başlığı | {{brand}}',
      description: 'YAZILACAK: arama sonuçlarında görünen bir iki cümlelik açıklama.',
    });
    expect(json('locales/en/routes.json', 'paths', 'articleCerezBanneri')).toBe('');
    expect(json('locales/en/routes.json', 'meta', 'articleCerezBanneri')).toEqual({
      title: '',
      description: '',
    });

    // Descriptions for translators, beside the other articles'.
    expect(keysOf('locales/meta/article-cerez-banneri.json')).toEqual([
      'lead',
      'sections.0.id',
      'sections.0.title',
      'sections.0.body.0.p',
    ]);
    const metaBlog = keysOf('locales/meta/blog.json');
    expect(metaBlog.indexOf('articles.articleCerezBanneri.category')).toBe(
      metaBlog.indexOf('articles.articleCookies.category') - 3,
    );
    expect(json('locales/meta/blog.json', 'articles.articleCerezBanneri.title')).toEqual({
      description:
        'Title of the article /cerez-banneri: its h1 and the heading of its card on the blog lists',
      maxLength: 80,
    });
    const metaRoutes = 'locales/meta/routes.json';
    expect(json(metaRoutes, 'paths.articleCerezBanneri', 'description')).toMatch(/^Address/);
    expect(json(metaRoutes, 'meta.articleCerezBanneri.title', 'maxLength')).toBe(60);

    // The registry, newest first, and the namespace's types.
    expect(json('src/content/articles.json', 0)).toEqual({
      id: 'articleCerezBanneri',
      namespace: 'article-cerez-banneri',
      published: '2026-11-28',
      modified: '2026-11-28',
    });
    expect(JSON.parse(read('src/content/articles.json'))).toHaveLength(4);
    expect(read('src/i18n/i18next.d.ts')).toContain(
      "import type articleCerezBanneri from '../../locales/tr/article-cerez-banneri.json';",
    );
    expect(read('src/i18n/i18next.d.ts')).toContain(
      "  'article-cerez-banneri': typeof articleCerezBanneri;",
    );
  });

  it.for<[string, string]>([
    ['Cerez-Banneri', 'is not a slug'],
    ['çerez-bannerı', 'is not a slug'],
    ['cerez_banneri', 'is not a slug'],
    ['cerez--banneri', 'is not a slug'],
    ['-cerez', 'is not a slug'],
    ['', 'is not a slug'],
    ['en', 'is taken by locales/en/'],
    ['consent', 'locales/tr/article-consent.json already exists'],
    [
      'cerez-nedir-cerez-turleri',
      '/cerez-nedir-cerez-turleri is already the address of "articleCookies"',
    ],
    ['blog', '/blog is already the address of "blog"'],
  ])('refuses the slug "%s" and writes nothing', async ([slug, message]) => {
    const before = snapshot();
    await expect(add(slug)).rejects.toThrow(message);
    expect(snapshot()).toEqual(before);
  });

  it('refuses an article that is already there', async () => {
    await add('cerez-banneri');
    const before = snapshot();
    await expect(add('cerez-banneri')).rejects.toThrow(
      'locales/tr/article-cerez-banneri.json already exists',
    );
    expect(snapshot()).toEqual(before);
  });
});

describe('a new article, once written', () => {
  it('is refused by the i18n check while it holds the placeholders, saying what is missing', async () => {
    await add('cerez-banneri');
    const data = await readLocaleData(path.join(root, 'locales'));
    const problems = [...checkLocaleData(data), ...checkArticleRegistry(data, root)];
    expect(problems).toContain(
      'tr/article-cerez-banneri: the article has 3 sections and 37 words; publishing needs at least 3 sections and 300 words (src/config/articles.ts): write 263 more words in locales/tr/article-cerez-banneri.json',
    );
    expect(problems).toContain(
      'tr/article-cerez-banneri: still the placeholder "YAZILACAK: ..." (write the text): lead, sections.0.title, sections.0.body.0.p, sections.1.title, sections.1.body.0.p, sections.2.title, sections.2.body.0.p',
    );
    expect(problems).toContain(
      'tr/blog: still the placeholder "YAZILACAK: ..." (write the text): articles.articleCerezBanneri.category, articles.articleCerezBanneri.title, articles.articleCerezBanneri.excerpt',
    );
    expect(problems).toContain(
      'tr/routes: still the placeholder "YAZILACAK: ..." (write the text): meta.articleCerezBanneri.title, meta.articleCerezBanneri.description',
    );
    // Its English copies are empty: untranslated, which is no problem (only its page waits).
    expect(problems.filter((problem) => problem.startsWith('en/'))).toEqual([]);
  });

  it('written in Turkish only, passes the check and holds back only its own English page', async () => {
    await add(slug);
    writeArticle(root, 'tr');
    const data = await readLocaleData(path.join(root, 'locales'));
    expect([...checkLocaleData(data), ...checkArticleRegistry(data, root)]).toEqual([]);

    const reference = readLocale('tr', path.join(root, 'locales'));
    const english = coverage(
      'en',
      readLocale('en', path.join(root, 'locales')),
      reference,
      articleOwning,
    );
    const incomplete = Object.entries(english).filter(
      ([, entry]) => entry.translated < entry.total,
    );
    // The article's address, meta and card count with its text, not in routes.json and blog.json,
    // which every English page reads.
    expect(incomplete.map(([ns]) => ns)).toEqual([articleNamespace]);
    expect(english[articleNamespace]?.empty).toEqual(
      expect.arrayContaining([
        'lead',
        `blog:articles.${articleId}.title`,
        `routes:paths.${articleId}`,
        `routes:meta.${articleId}.title`,
      ]),
    );
    expect(english.routes?.total).toBe(english.routes?.translated);
    expect(english.blog?.total).toBe(english.blog?.translated);
  });

  it('passes the i18n check and becomes a page at its address', async () => {
    await add(slug);
    writeArticle(root, 'tr');
    writeArticle(root, 'en');
    const data = await readLocaleData(path.join(root, 'locales'));
    expect([...checkLocaleData(data), ...checkArticleRegistry(data, root)]).toEqual([]);

    // The app's page table, loaded through Vite with the copy's registry: the article is a page.
    const registry = path.join(root, 'src/content/articles.json');
    const { pages } = await importThroughVite<typeof PageTable>('src/routing/page-table.ts', {
      plugins: [
        {
          name: 'registry-of-the-copy',
          enforce: 'pre',
          resolveId: (id, importer) =>
            id === './articles.json' && importer?.endsWith('src/content/articles.ts')
              ? registry
              : null,
        },
      ],
    });
    expect(pages.find((page) => String(page.id) === 'articleCerezBanneri')).toEqual({
      id: 'articleCerezBanneri',
      file: 'articles/article-page',
      namespaces: ['blog', 'article-cerez-banneri'],
    });
  });
});
