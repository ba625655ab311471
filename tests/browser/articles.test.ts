import { describe, expect, it } from 'vitest';
import { articlesIn } from '../support/articles';
import { openHydrated } from './support/articles';
import { setupBrowser, type ViewportName, viewportNames } from './support/browser';
import { bundle, languages, pathOf } from '../support/locales';

const browser = setupBrowser();
const openArticle = (path: string, viewport: ViewportName) =>
  openHydrated(browser(), path, viewport);

describe.each(languages)('%s articles', (language) => {
  const blog = bundle(language, 'blog');
  const common = bundle(language, 'common');
  const articles = articlesIn(language);
  const firstArticle = articles[0]!;
  const contactPath = pathOf(language, 'contact');

  // The share links are laid out per width: both.
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
  });

  // Where links lead does not depend on the width: at 390 px only.
  describe('at mobile width', () => {
    const viewport = 'mobile';
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
});

// Each article's prerendered sections, its structured data and the sitemap: tests/built/articles.test.ts.
