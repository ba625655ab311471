import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './support/browser';
import { common, paths, routeIds, routes } from './support/content';
import { fetchHtml } from './support/page-content';

const browser = setupBrowser();
const SITE_BRAND = /\{\{brand\}\}/;

function headValue(html: string, pattern: RegExp) {
  return pattern.exec(html)?.[1];
}

describe('prerendered HTML', () => {
  it.each(routeIds)('%s is served as static HTML with its content and head tags', async (id) => {
    const { status, html } = await fetchHtml(paths[id]);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="tr" dir="ltr">/);
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    const title = headValue(html, /<title>([^<]+)<\/title>/);
    const expectedTitle = routes.meta[id].title.split(SITE_BRAND)[0] ?? '';
    expect(title?.replace(/&#x27;|&#39;/g, "'")).toContain(expectedTitle.trim());
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(headValue(html, /<link rel="canonical" href="([^"]+)">/)).toMatch(
      new RegExp(`^https?://[^/]+${paths[id] === '/' ? '/$' : `${paths[id]}$`}`),
    );
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
      expect(html).toContain(`property="${property}"`);
    }
    // Critical CSS is inlined, so the page is styled before any script runs.
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });

  // Unique titles and descriptions, and the sitemap: seo.test.ts.
  it.each(routeIds)('%s shows its heading and the frame with JavaScript disabled', async (id) => {
    const { page, close } = await openPage(browser(), paths[id], {
      context: { javaScriptEnabled: false },
    });
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect((await page.locator('h1').textContent())?.trim().length).toBeGreaterThan(10);
    await expect.poll(() => page.getByRole('link', { name: common.header.cta }).count()).toBe(1);
    await expect
      .poll(() => page.locator('footer').getByText(common.footer.columns.services.title).count())
      .toBe(1);
    await close();
  });
});
