import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser } from './support/browser';
import { copy, routeName, routes } from './support/locales';
import { fetchHtml } from './support/page-content';

const browser = setupBrowser();
const SITE_BRAND = /\{\{brand\}\}/;
const named = routes.map((route) => ({ ...route, name: routeName(route) }));

function headValue(html: string, pattern: RegExp) {
  return pattern.exec(html)?.[1];
}

describe('prerendered HTML', () => {
  it.each(named)('$name is served as static HTML with its content and head tags', async (route) => {
    const { status, html } = await fetchHtml(route.path);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<html lang="${route.language}" dir="ltr">`));
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    const title = headValue(html, /<title>([^<]+)<\/title>/);
    const meta = copy(route.language, 'routes').meta[route.id] as { title: string };
    const expectedTitle = meta.title.split(SITE_BRAND)[0] ?? '';
    expect(title?.replace(/&#x27;|&#39;/g, "'")).toContain(expectedTitle.trim());
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    expect(headValue(html, /<link rel="canonical" href="([^"]+)">/)).toMatch(
      new RegExp(`^https?://[^/]+${route.path}$`),
    );
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
      expect(html).toContain(`property="${property}"`);
    }
    // Critical CSS is inlined, so the page is styled before any script runs.
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });

  // Unique titles and descriptions, and the sitemap: seo.test.ts.
  it.each(named)(
    '$name shows its heading and the frame with JavaScript disabled',
    async (route) => {
      const common = copy(route.language, 'common');
      const { page, close } = await openPage(browser(), route.path, {
        context: { javaScriptEnabled: false },
      });
      await expect.poll(() => page.locator('h1').count()).toBe(1);
      expect((await page.locator('h1').textContent())?.trim().length).toBeGreaterThan(10);
      await expect.poll(() => page.getByRole('link', { name: common.header.cta }).count()).toBe(1);
      await expect
        .poll(() => page.locator('footer').getByText(common.footer.columns.services.title).count())
        .toBe(1);
      await close();
    },
  );
});
