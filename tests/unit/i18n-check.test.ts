import { describe, expect, it } from 'vitest';
import { checkArticleSize, checkLocaleData } from '../../tools/i18n/i18n-check.ts';
import { readGlossary, type LocaleData } from '../../tools/i18n/locale-data.ts';
import { pluralCategories, type Glossary } from '../../tools/i18n/string-checks.ts';
import { metaFor, readMeta } from '../../tools/i18n/locale-meta.ts';

const noGlossary: Glossary = { forbidden: [], exceptions: [] };

/** A two-locale fixture: Turkish source, one translation; every other field empty. */
function data(
  tr: Record<string, unknown>,
  other: Record<string, unknown>,
  extra: Partial<LocaleData> & { language?: string } = {},
): LocaleData {
  const language = extra.language ?? 'en';
  return {
    defaultLanguage: 'tr',
    languages: ['tr', language],
    translating: [],
    bundles: { tr, [language]: other },
    meta: {},
    glossary: noGlossary,
    ...extra,
  };
}

describe('i18n check: lengths', () => {
  const meta = { ui: { 'buttons.save': { description: 'Save button', maxLength: 10 } } };

  it('fails a translation longer than its key’s maxLength, naming the length and the limit', () => {
    const problems = checkLocaleData(
      data(
        { ui: { buttons: { save: 'Kaydet' } } },
        { ui: { buttons: { save: 'Save my choices' } } },
        { meta },
      ),
    );
    expect(problems).toEqual([
      expect.stringContaining('en/ui: "buttons.save" is 15 characters, the limit is 10'),
    ]);
  });

  it('counts characters, not UTF-16 units, and passes a string exactly at the limit', () => {
    const problems = checkLocaleData(
      data(
        { ui: { buttons: { save: 'Kaydet 😀😀😀' } } },
        { ui: { buttons: { save: 'Save it 12' } } },
        { meta },
      ),
    );
    expect(problems).toEqual([]);
  });

  it('applies a list’s first item’s limit to items that a language adds', () => {
    const listMeta = { ui: { 'features.0': { description: 'Feature', maxLength: 5 } } };
    const problems = checkLocaleData(
      data(
        { ui: { features: ['Bir'] } },
        { ui: { features: ['One', 'Second'] } },
        { meta: listMeta },
      ),
    );
    expect(problems).toEqual([
      expect.stringContaining('"features.1" is 6 characters, the limit is 5'),
    ]);
  });
});

describe('i18n check: placeholders and tags', () => {
  it('fails a translation that drops, renames or adds a placeholder or a tag', () => {
    const tr = { ui: { a: 'Merhaba {{name}}', b: '<strong>Kalın</strong> metin', c: 'Düz' } };
    const en = { ui: { a: 'Hello {{user}}', b: 'Bold text', c: 'Plain <link>here</link>' } };
    const problems = checkLocaleData(data(tr, en));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('"a" has {{user}}, tr has {{name}}');
    expect(problems[1]).toContain('"b" has no placeholders or tags, tr has </strong> <strong>');
    expect(problems[2]).toContain('"c" has </link> <link>, tr has no placeholders or tags');
  });

  it('accepts the same placeholders and tags in another order', () => {
    const tr = { ui: { a: '{{a}} ve {{b}}, <strong>x</strong>' } };
    const en = { ui: { a: '<strong>x</strong>: {{b}} and {{a}}' } };
    expect(checkLocaleData(data(tr, en))).toEqual([]);
  });
});

describe('i18n check: plural forms', () => {
  it('knows each language’s CLDR categories', () => {
    expect(pluralCategories('tr')).toEqual(['one', 'other']);
    expect(pluralCategories('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(pluralCategories('ja')).toEqual(['other']);
  });

  it('fails a string that shows {{count}} without plural keys, in every locale', () => {
    const problems = checkLocaleData(
      data(
        { ui: { left: '{{count}} karakter kaldı' } },
        { ui: { left: '{{count}} characters left' } },
      ),
    );
    expect(problems).toEqual([
      expect.stringContaining(
        'tr/ui: "left" shows {{count}}: write it as plural keys (left_one, left_other)',
      ),
      expect.stringContaining('en/ui: "left" shows {{count}}'),
    ]);
  });

  it('requires exactly the language’s categories: Arabic needs six, Japanese one', () => {
    const tr = { ui: { left_one: '{{count}} kaldı', left_other: '{{count}} kaldı' } };
    const ar = { ui: { left_one: 'x {{count}}', left_other: 'y {{count}}' } };
    expect(checkLocaleData(data(tr, ar, { language: 'ar' }))).toEqual([
      expect.stringContaining(
        'ar/ui: "left" has the plural forms one, other; ar needs exactly few, many, one, other, two, zero',
      ),
    ]);
    const ja = { ui: { left_other: '残り{{count}}' } };
    expect(checkLocaleData(data(tr, ja, { language: 'ja' }))).toEqual([]);
  });

  it('lets a plural form leave out {{count}} ("One character left") but no other placeholder', () => {
    const tr = {
      ui: { left_one: '{{count}} karakter ({{max}})', left_other: '{{count}} karakter ({{max}})' },
    };
    const ok = {
      ui: { left_one: 'One character ({{max}})', left_other: '{{count}} characters ({{max}})' },
    };
    expect(checkLocaleData(data(tr, ok))).toEqual([]);
    const lost = {
      ui: { left_one: 'One character', left_other: '{{count}} characters ({{max}})' },
    };
    expect(checkLocaleData(data(tr, lost))).toEqual([
      expect.stringContaining('"left_one" has no placeholders or tags, tr has {{max}}'),
    ]);
  });

  it('fails a translation that is plural where the source is not, or the other way round', () => {
    const tr = { ui: { n_one: '{{count}} sayfa', n_other: '{{count}} sayfa', label: 'Sayfa' } };
    const en = { ui: { n: 'Pages: {{count}}', label_one: 'Page', label_other: 'Pages' } };
    const problems = checkLocaleData(data(tr, en));
    expect(problems).toContainEqual(
      expect.stringContaining('en/ui: "n" has plural forms in tr, not here'),
    );
    expect(problems).toContainEqual(
      expect.stringContaining('en/ui: "label" has plural forms here, not in tr'),
    );
  });
});

describe('i18n check: glossary', () => {
  const glossary: Glossary = {
    forbidden: [
      { locale: 'tr', terms: ['izin', 'izn'], match: 'stem', preferred: 'onay', reason: 'consent' },
      { locale: 'tr', terms: ['kuki'], match: 'stem', preferred: 'çerez', reason: 'cookie' },
      {
        locale: 'en',
        terms: ['kvkk-compliant'],
        match: 'word',
        preferred: 'supports',
        reason: 'claim',
      },
    ],
    exceptions: [{ locale: 'tr', key: 'ui:law', term: 'izin', reason: 'the law permits' }],
  };

  it('fails a forbidden term with any Turkish ending and in capitals (İ lower-cases to i)', () => {
    const tr = {
      ui: {
        a: 'İZİN VERİRSENİZ devam ederiz',
        b: 'Kukileri siliyoruz',
        c: 'İzniniz olmadan',
        d: 'Sizin onayınız',
      },
    };
    const problems = checkLocaleData(data(tr, {}, { languages: ['tr'], glossary }));
    expect(problems).toEqual([
      expect.stringMatching(/tr\/ui: "a" uses "İZİN VERİRSENİZ.*write "onay"/),
      expect.stringContaining('tr/ui: "b" uses "Kukileri'),
      expect.stringContaining('tr/ui: "c" uses "İzniniz'),
    ]);
  });

  it('matches at a word’s start only ("sizin" is not "izin") and only in the locale it names', () => {
    const tr = { ui: { a: 'Sizin için KVKK-compliant değil' } };
    expect(checkLocaleData(data(tr, {}, { languages: ['tr'], glossary }))).toEqual([]);
  });

  it('matches a "word" term only as a whole word, and allows a listed exception', () => {
    const tr = { ui: { law: 'mevzuatın izin verdiği ölçüde', a: 'x' } };
    const en = { ui: { law: 'as the law permits', a: 'KVKK-compliantly' } };
    expect(checkLocaleData(data(tr, en, { glossary }))).toEqual([]);
    const bad = { ui: { law: 'as the law permits', a: 'A KVKK-compliant banner' } };
    expect(checkLocaleData(data(tr, bad, { glossary }))).toEqual([
      expect.stringContaining('en/ui: "a" uses "KVKK-compliant'),
    ]);
  });
});

describe('i18n check: descriptions', () => {
  it('says nothing about a namespace without descriptions', () => {
    expect(checkLocaleData(data({ ui: { a: 'A' } }, { ui: { a: 'A' } }))).toEqual([]);
  });

  it('fails every key without a description once its namespace has one, and stale descriptions', () => {
    const meta = { ui: { a: { description: 'first' }, gone: { description: 'removed key' } } };
    const problems = checkLocaleData(
      data(
        { ui: { a: 'A', b: 'B', n_one: '{{count}}', n_other: '{{count}}' } },
        { ui: { a: 'A', b: 'B', n_one: '{{count}}', n_other: '{{count}}' } },
        { meta },
      ),
    );
    expect(problems).toEqual([
      'tr/ui: "b" has no description in locales/meta/ui.json',
      'tr/ui: "n" has no description in locales/meta/ui.json',
      'meta/ui: describes "gone", which tr does not have',
      'en/ui: "b" has no description in locales/meta/ui.json',
      'en/ui: "n" has no description in locales/meta/ui.json',
    ]);
  });
});

describe('i18n check: untranslated languages', () => {
  it('fails empty values, except in a language listed as still being translated', () => {
    const tr = { routes: { paths: { home: '/', about: '/hakkinda' } }, ui: { a: 'A {{x}}' } };
    const de = { routes: { paths: { home: '', about: '' } }, ui: { a: '' } };
    expect(checkLocaleData(data(tr, de, { language: 'de' }))).toEqual([
      'de/routes: empty value at "paths.home"',
      'de/routes: empty value at "paths.about"',
      'de/ui: empty value at "a"',
      'de/routes:paths.home: "" must be lower-case ASCII with hyphens',
      'de/routes:paths.about: "" must be lower-case ASCII with hyphens',
      'de/routes:paths.about: "" is already used by routes:paths.home',
    ]);
    expect(checkLocaleData(data(tr, de, { language: 'de', translating: ['de'] }))).toEqual([]);
  });
});

describe('the repository’s locale metadata and glossary', () => {
  it('are well formed and cover at least common, forms, routes, pricing and consent', () => {
    const meta = readMeta();
    expect(Object.keys(meta)).toEqual(
      expect.arrayContaining(['common', 'forms', 'routes', 'pricing', 'consent']),
    );
    expect(metaFor(meta.routes ?? {}, 'meta.home.title')?.maxLength).toBeLessThanOrEqual(60);
    expect(metaFor(meta.routes ?? {}, 'meta.home.description')?.maxLength).toBeLessThanOrEqual(160);
    const glossary = readGlossary();
    expect(glossary.forbidden.map((rule) => rule.terms).flat()).toEqual(
      expect.arrayContaining(['kuki', 'izin', 'karusel']),
    );
    for (const exception of glossary.exceptions) expect(exception.reason).not.toBe('');
  });
});

describe('i18n check: article minimum', () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `kelime${i}`).join(' ');
  /** An article: a three-word lead, and sections of a two-word title and `perSection` words. */
  const article = (sectionCount: number, perSection: number) => ({
    lead: 'Kısa bir giriş',
    sections: Array.from({ length: sectionCount }, (_, i) => ({
      id: `bolum-${i}`,
      title: `Bölüm ${i}`,
      body: [{ p: words(perSection) }],
    })),
  });

  it('refuses a Turkish article with too few sections, naming it and its counts', () => {
    const short = article(2, 200);
    expect(checkLocaleData(data({ 'article-short': short }, { 'article-short': short }))).toEqual([
      'tr/article-short: the article has 2 sections and 407 words; publishing needs at least 3 ' +
        'sections and 300 words (src/config/articles.ts): write 1 more section in ' +
        'locales/tr/article-short.json',
    ]);
  });

  it('refuses a Turkish article with too few words', () => {
    expect(checkArticleSize('tr', 'article-thin', article(3, 10))).toEqual([
      'tr/article-thin: the article has 3 sections and 39 words; publishing needs at least 3 ' +
        'sections and 300 words (src/config/articles.ts): write 261 more words in ' +
        'locales/tr/article-thin.json',
    ]);
  });

  it('passes an article at exactly the minimum, and counts only the default language', () => {
    // 3 lead words + 3 × (2 title words + 97 body words) = 300 words.
    const atMinimum = article(3, 97);
    expect(checkArticleSize('tr', 'article-ok', atMinimum)).toEqual([]);
    expect(checkArticleSize('tr', 'article-ok', article(3, 96))).toHaveLength(1);
    const translationShorter = article(1, 5);
    expect(
      checkLocaleData(data({ 'article-ok': atMinimum }, { 'article-ok': translationShorter })),
    ).not.toContainEqual(expect.stringContaining('the article has'));
  });

  it('leaves namespaces that are not articles alone', () => {
    expect(checkLocaleData(data({ blog: { lead: 'x' } }, { blog: { lead: 'y' } }))).toEqual([]);
  });
});
