// Lighthouse's own link-text audit (its word lists per language), run on the prerendered links.
import { readFileSync } from 'node:fs';
import LinkText from 'lighthouse/core/audits/seo/link-text.js';
import { describe, expect, it } from 'vitest';
import { duplicates, languages, routeName, routes, type TestRoute } from '../support/locales';
import { builtFilePath, builtPage, builtText, textOf } from './support/built-pages';
import { ofType, readHead, type PageHead } from './support/head';

/**
 * What search engines and link previews see: the prerendered HTML of every page, read from dist/.
 * FAQ pages are recognised by a section with id="faq"; article routes by their id (`article…`).
 */
const heads = new Map<string, PageHead>();
/** Every link of a prerendered page, as Lighthouse's AnchorElements artifact describes it. */
interface Anchor {
  href: string;
  rel: string;
  text: string;
  textLang: string | undefined;
}
const anchors = new Map<string, Anchor[]>();
const named = routes.map((route) => ({ ...route, name: routeName(route) }));

for (const route of routes) {
  const { document, url } = builtPage(route.path);
  heads.set(route.path, readHead(document));
  anchors.set(
    route.path,
    [...document.querySelectorAll('a[href]')].map((link) => ({
      href: new URL(link.getAttribute('href') ?? '', url).href,
      rel: link.getAttribute('rel') ?? '',
      text: textOf(link),
      textLang: link.closest('[lang]')?.getAttribute('lang') ?? undefined,
    })),
  );
}

const head = (route: TestRoute) => {
  const value = heads.get(route.path);
  if (!value) throw new Error(`No head read for ${route.path}`);
  return value;
};
const localPath = (url: string) => new URL(url).pathname;

const isArticle = (route: TestRoute) => /^article[A-Z]/.test(route.id);
const articles = named.filter(isArticle);
/** og:locale as Open Graph writes it: language_TERRITORY, the likely region of the language. */
const ogLocale = (language: string) => {
  const locale = new Intl.Locale(language).maximize();
  return `${locale.language}_${locale.region}`;
};

describe('SEO: head of every route', () => {
  it('writes og:locale tr_TR for Turkish', () => expect(ogLocale('tr')).toBe('tr_TR'));

  it.each(named)('$name: lang, one h1, title <= 60, description <= 160, canonical', (route) => {
    const h = head(route);
    expect(h.lang).toBe(route.language);
    expect(h.h1, `${route.path} must have exactly one h1`).toHaveLength(1);
    expect(h.title.length, `title of ${route.path}: "${h.title}"`).toBeGreaterThan(10);
    expect(h.title.length, `title of ${route.path}: "${h.title}"`).toBeLessThanOrEqual(60);
    expect(
      h.description?.length ?? 0,
      `description of ${route.path}: "${h.description}"`,
    ).toBeGreaterThanOrEqual(50);
    expect(
      h.description?.length ?? 0,
      `description of ${route.path}: "${h.description}"`,
    ).toBeLessThanOrEqual(160);
    expect(h.canonical && localPath(h.canonical)).toBe(route.path);
    expect(h.canonical).toMatch(/^https:\/\//);
    expect(h.robots ?? '').not.toMatch(/noindex/);
  });

  it.each(languages)('%s: gives every route its own title and description', (language) => {
    const own = routes.filter((route) => route.language === language);
    expect(own.length).toBeGreaterThan(1);
    expect(duplicates(own.map((route) => head(route).title))).toEqual([]);
    expect(duplicates(own.map((route) => head(route).description))).toEqual([]);
  });

  it.each(named)('$name: Open Graph and Twitter card with an image', (route) => {
    const { social, title, description, canonical } = head(route);
    expect(social).toMatchObject({
      'og:title': title,
      'og:description': description,
      'og:url': canonical,
      'og:locale': ogLocale(route.language),
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': description,
    });
    expect(social['og:type']).toBe(isArticle(route) ? 'article' : 'website');
    expect(social['og:site_name']?.length).toBeGreaterThan(0);
    expect(social['og:image']).toMatch(/^https:\/\/.+\.(png|jpe?g|webp)$/);
    expect(social['twitter:image']).toBe(social['og:image']);
  });

  it('builds the shared card image at 1200 x 630 and under 150 KB', () => {
    const images = new Set(routes.map((route) => head(route).social['og:image'] ?? ''));
    for (const image of images) {
      const bytes = readFileSync(builtFilePath(localPath(image)));
      expect(bytes.length).toBeLessThan(150 * 1024);
      // PNG: the IHDR chunk holds width and height at bytes 16-23.
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });
});

describe('SEO: link text', () => {
  it.each(named)('$name: every link says where it leads (no "learn more")', (route) => {
    const links = anchors.get(route.path) ?? [];
    expect(links.length).toBeGreaterThan(0);
    const result = LinkText.audit({
      URL: { finalDisplayedUrl: builtPage(route.path).url },
      AnchorElements: links,
    } as unknown as Parameters<typeof LinkText.audit>[0]);
    const failing = (result.details as { items: { text: string }[] }).items.map((i) => i.text);
    expect(failing).toEqual([]);
  });
});

describe('SEO: structured data', () => {
  it.each(named)('$name: valid JSON-LD with the Organization', (route) => {
    const { jsonLd, social } = head(route);
    expect(jsonLd.filter((block) => 'parseError' in block)).toEqual([]);
    for (const block of jsonLd) expect(block['@context']).toMatch(/^https:\/\/schema\.org\/?$/);
    const [organization, ...more] = ofType(jsonLd, 'Organization');
    expect(more).toHaveLength(0);
    expect(organization).toMatchObject({ name: social['og:site_name'] });
    expect(String(organization?.url)).toMatch(/^https:\/\//);
    expect(String(organization?.logo)).toMatch(/^https:\/\//);
  });

  it.each(named)(
    '$name: FAQPage exactly where an FAQ section is shown, with its questions',
    (route) => {
      const { jsonLd, faqText } = head(route);
      const faqPages = ofType(jsonLd, 'FAQPage');
      if (faqText === null) {
        expect(faqPages, `${route.path} has FAQPage data but no section#faq`).toHaveLength(0);
        return;
      }
      expect(faqPages, `${route.path} shows section#faq without FAQPage JSON-LD`).toHaveLength(1);
      const questions = faqPages[0]?.mainEntity as Record<string, unknown>[];
      expect(questions.length).toBeGreaterThan(0);
      expect(faqPages[0]?.inLanguage).toBe(route.language);
      for (const question of questions) {
        expect(question['@type']).toBe('Question');
        const answer = question.acceptedAnswer as Record<string, unknown>;
        expect(answer['@type']).toBe('Answer');
        expect(String(answer.text).length).toBeGreaterThan(10);
        // Google only accepts FAQ markup for questions visible on the page.
        expect(faqText, 'question in JSON-LD but not in section#faq').toContain(
          String(question.name).replace(/\s+/g, ' '),
        );
      }
    },
  );

  it('recognises the article routes', () => {
    for (const language of languages) {
      expect(articles.filter((route) => route.language === language).length).toBeGreaterThan(0);
    }
  });

  it.each(articles)('$name: Article with headline, dates, author and image', (route) => {
    const { jsonLd, h1, canonical } = head(route);
    const [article, ...more] = ofType(jsonLd, 'Article', 'BlogPosting', 'TechArticle');
    expect(article, `${route.path} has no Article JSON-LD`).toBeDefined();
    expect(more).toHaveLength(0);
    expect(article?.inLanguage).toBe(route.language);
    expect(article?.headline).toBe(h1[0]);
    expect(String(article?.headline).length).toBeLessThanOrEqual(110);
    expect(String(article?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(article?.author).toBeTruthy();
    expect(article?.image).toBeTruthy();
    const page = article?.mainEntityOfPage ?? article?.url;
    expect(JSON.stringify(page)).toContain(canonical);
  });
});

// The sitemap itself (every page of every locale, with alternates): locales.test.ts.
describe('SEO: robots.txt', () => {
  it('points crawlers at the sitemap', () => {
    const robots = builtText('/robots.txt');
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    const sitemap = builtText(new URL(/Sitemap: (\S+)/.exec(robots)?.[1] ?? '').pathname);
    expect(sitemap).toContain('<urlset');
  });
});
