import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, setupBrowser } from './support/browser';
import { duplicates, paths, routeIds, type RouteId } from './support/content';
import { ofType, readHead, type PageHead } from './support/head';
import { fetchHtml } from './support/page-content';

/**
 * What search engines and link previews see, read from the prerendered HTML with JavaScript off.
 * FAQ pages are recognised by a section with id="faq"; article routes by their id (`article…`).
 */
const browser = setupBrowser();
const heads = new Map<RouteId, PageHead>();

beforeAll(async () => {
  for (const id of routeIds) {
    const { page, close } = await openPage(browser(), paths[id], {
      context: { javaScriptEnabled: false },
    });
    heads.set(id, await readHead(page));
    await close();
  }
});

const head = (id: RouteId) => {
  const value = heads.get(id);
  if (!value) throw new Error(`No head read for ${id}`);
  return value;
};
const localPath = (url: string) => new URL(url).pathname;

const articleIds = routeIds.filter((id) => /^article[A-Z]/.test(id));

describe('SEO: head of every route', () => {
  it.each(routeIds)('%s: lang, one h1, title <= 60, description <= 160, canonical', (id) => {
    const h = head(id);
    expect(h.lang).toBe('tr');
    expect(h.h1, `${paths[id]} must have exactly one h1`).toHaveLength(1);
    expect(h.title.length, `title of ${paths[id]}: "${h.title}"`).toBeGreaterThan(10);
    expect(h.title.length, `title of ${paths[id]}: "${h.title}"`).toBeLessThanOrEqual(60);
    expect(
      h.description?.length ?? 0,
      `description of ${paths[id]}: "${h.description}"`,
    ).toBeGreaterThanOrEqual(50);
    expect(
      h.description?.length ?? 0,
      `description of ${paths[id]}: "${h.description}"`,
    ).toBeLessThanOrEqual(160);
    expect(h.canonical && localPath(h.canonical)).toBe(paths[id]);
    expect(h.canonical).toMatch(/^https:\/\//);
    expect(h.robots ?? '').not.toMatch(/noindex/);
  });

  it('gives every route its own title and description', () => {
    expect(duplicates(routeIds.map((id) => head(id).title))).toEqual([]);
    expect(duplicates(routeIds.map((id) => head(id).description))).toEqual([]);
  });

  it.each(routeIds)('%s: Open Graph and Twitter card with an image', (id) => {
    const { social, title, description, canonical } = head(id);
    expect(social).toMatchObject({
      'og:title': title,
      'og:description': description,
      'og:url': canonical,
      'og:locale': 'tr_TR',
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': description,
    });
    expect(social['og:type']).toBe(articleIds.includes(id) ? 'article' : 'website');
    expect(social['og:site_name']?.length).toBeGreaterThan(0);
    expect(social['og:image']).toMatch(/^https:\/\/.+\.(png|jpe?g|webp)$/);
    expect(social['twitter:image']).toBe(social['og:image']);
  });

  it('serves the shared card image at 1200 x 630 and under 150 KB', async () => {
    const images = new Set(routeIds.map((id) => head(id).social['og:image'] ?? ''));
    for (const image of images) {
      const response = await fetch(new URL(localPath(image), baseUrl()));
      expect(response.status, image).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBeLessThan(150 * 1024);
      // PNG: the IHDR chunk holds width and height at bytes 16-23.
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });
});

describe('SEO: structured data', () => {
  it.each(routeIds)('%s: valid JSON-LD with the Organization', (id) => {
    const { jsonLd, social } = head(id);
    expect(jsonLd.filter((block) => 'parseError' in block)).toEqual([]);
    for (const block of jsonLd) expect(block['@context']).toMatch(/^https:\/\/schema\.org\/?$/);
    const [organization, ...more] = ofType(jsonLd, 'Organization');
    expect(more).toHaveLength(0);
    expect(organization).toMatchObject({ name: social['og:site_name'] });
    expect(String(organization?.url)).toMatch(/^https:\/\//);
    expect(String(organization?.logo)).toMatch(/^https:\/\//);
  });

  it.each(routeIds)(
    '%s: FAQPage exactly where an FAQ section is shown, with its questions',
    (id) => {
      const { jsonLd, faqText } = head(id);
      const faqPages = ofType(jsonLd, 'FAQPage');
      if (faqText === null) {
        expect(faqPages, `${paths[id]} has FAQPage data but no section#faq`).toHaveLength(0);
        return;
      }
      expect(faqPages, `${paths[id]} shows section#faq without FAQPage JSON-LD`).toHaveLength(1);
      const questions = faqPages[0]?.mainEntity as Record<string, unknown>[];
      expect(questions.length).toBeGreaterThan(0);
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
    expect(articleIds.length).toBeGreaterThan(0);
  });

  it.each(articleIds)('%s: Article with headline, dates, author and image', (id) => {
    const { jsonLd, h1, canonical } = head(id);
    const [article, ...more] = ofType(jsonLd, 'Article', 'BlogPosting', 'TechArticle');
    expect(article, `${paths[id]} has no Article JSON-LD`).toBeDefined();
    expect(more).toHaveLength(0);
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
  it('points crawlers at the sitemap', async () => {
    const robots = await fetchHtml('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.html).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    const sitemap = await fetchHtml(
      new URL(/Sitemap: (\S+)/.exec(robots.html)?.[1] ?? '').pathname,
    );
    expect(sitemap.status).toBe(200);
  });
});
