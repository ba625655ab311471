import { describe, expect, it } from 'vitest';
import {
  allArticles,
  articlesIn,
  blockTexts,
  openHydrated,
  type TestArticle,
} from './support/articles';
import {
  baseUrl,
  openPage,
  setupBrowser,
  type ViewportName,
  viewportNames,
} from './support/browser';
import { bundle, languages, pathOf, routeName } from './support/locales';
import { readSitemap } from './support/sitemap';

const browser = setupBrowser();
const openArticle = (path: string, viewport: ViewportName) =>
  openHydrated(browser(), path, viewport);

describe.each(languages)('%s articles', (language) => {
  const blog = bundle(language, 'blog');
  const common = bundle(language, 'common');
  const articles = articlesIn(language);
  const firstArticle = articles[0]!;
  const contactPath = pathOf(language, 'contact');

  describe.each(viewportNames)('at %s width', (viewport) => {
    it('shares the canonical URL and title to LinkedIn, X and Facebook in a new tab', async () => {
      const { page, close } = await openArticle(firstArticle.path, viewport);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+${firstArticle.path}$`));
      const url = encodeURIComponent(canonical!);
      const title = encodeURIComponent(firstArticle.card.title);
      const expected = {
        linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
        x: `https://x.com/intent/tweet?url=${url}&text=${title}`,
        facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      };
      for (const [network, href] of Object.entries(expected)) {
        const { label } = blog.share.networks[network as keyof typeof expected];
        const link = page.getByRole('link', { name: `${label} ${common.footer.newTab}` });
        await expect.poll(() => link.getAttribute('href')).toBe(href);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual([
          'noopener',
          'noreferrer',
        ]);
        expect(await link.isVisible()).toBe(true);
      }
      await close();
    });

    it('closes with a free-start call to action that leads to the contact page', async () => {
      const { page, problems, close } = await openArticle(firstArticle.path, viewport);
      const cta = page.getByRole('link', { name: blog.cta.button });
      expect(await cta.getAttribute('href')).toBe(contactPath);
      await cta.click();
      await page.waitForURL(`**${contactPath}`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(problems).toEqual([]);
      await close();
    });

    it('shows the three latest articles on the home page, each linking to its article', async () => {
      const { page, problems, close } = await openArticle(pathOf(language, 'home'), viewport);
      const cards = page.locator(`#${common.anchors.blog} article`);
      await expect.poll(() => cards.count()).toBe(3);
      for (const [index, article] of articles.slice(0, 3).entries()) {
        const card = cards.nth(index);
        const link = card.getByRole('link', { name: article.card.title });
        expect(await link.getAttribute('href')).toBe(article.path);
        const text = await card.textContent();
        expect(text).toContain(article.card.category);
        expect(text).toContain(article.card.excerpt);
        expect(await card.locator('time').getAttribute('datetime')).toBe(article.published);
      }
      await cards.first().getByRole('link').click();
      await page.waitForURL(`**${firstArticle.path}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(firstArticle.card.title);
      expect(problems).toEqual([]);
      await close();
    });
  });

  describe('without JavaScript', () => {
    it.each(articles.map((article) => [article.path, article] as const))(
      '%s: the prerendered page holds every section, the byline and the call to action',
      async (_id, article: TestArticle) => {
        const { page, close } = await openPage(browser(), article.path, {
          context: { javaScriptEnabled: false },
        });
        expect(await page.locator('h1').textContent()).toBe(article.card.title);
        expect(article.sections.length).toBeGreaterThanOrEqual(5);
        for (const section of article.sections) {
          const region = page.getByRole('region', { name: section.title, exact: true });
          expect(await region.getAttribute('id')).toBe(section.id);
          const text = await region.textContent();
          for (const block of section.body) {
            for (const expected of blockTexts(block)) expect(text).toContain(expected);
          }
        }
        expect(await page.locator('time').first().getAttribute('datetime')).toBe(article.published);
        expect(await page.getByRole('link', { name: blog.cta.button }).getAttribute('href')).toBe(
          contactPath,
        );
        await close();
      },
    );
  });
});

describe('article data', () => {
  it.each(allArticles.map((article) => [routeName(article), article] as const))(
    '%s: the HTML carries og:type article and Article structured data',
    async (_id, article: TestArticle) => {
      const html = await (await fetch(new URL(article.path, baseUrl()))).text();
      expect(html).toContain('<meta property="og:type" content="article">');
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">(.+?)<\/script>/g),
      ].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
      const data = blocks.find((block) => block['@type'] === 'Article');
      expect(data).toMatchObject({
        headline: article.card.title,
        datePublished: article.published,
        dateModified: article.modified,
        author: { '@type': 'Organization' },
        publisher: { '@type': 'Organization' },
      });
      // The hero artwork where the article has one (served with the site), else the site's image.
      const image = new URL(String(data?.image));
      if (article.image) {
        const heroSrc = /<img[^>]* src="([^"]+)"/.exec(html)?.[1];
        expect(image.pathname).toBe(heroSrc);
        expect((await fetch(new URL(image.pathname, baseUrl()))).status).toBe(200);
      } else {
        expect(html).toContain(`<meta property="og:image" content="${image.href}">`);
      }
    },
  );

  it('lists the articles of every locale in the sitemap with their dates', async () => {
    const { entries } = await readSitemap();
    for (const article of allArticles) {
      const entry = entries.find((e) => new URL(e.loc).pathname === article.path);
      expect(entry, `${article.path} is not in the sitemap`).toBeDefined();
      expect(entry?.lastmod).toBe(article.modified);
    }
  });
});
