import { describe, expect, it } from 'vitest';
import { copy, routeName, routes } from '../support/locales';
import { builtPage, textOf } from './support/built-pages';

const SITE_BRAND = /\{\{brand\}\}/;
const named = routes.map((route) => ({ ...route, name: routeName(route) }));

function headValue(html: string, pattern: RegExp) {
  return pattern.exec(html)?.[1];
}

// That the server answers each route with this file: tests/http/served.test.ts.
describe('prerendered HTML', () => {
  it.each(named)('$name is built as static HTML with its content and head tags', (route) => {
    const { html } = builtPage(route.path);
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
  it.each(named)('$name shows its heading and the frame without JavaScript', (route) => {
    const common = copy(route.language, 'common');
    const { document } = builtPage(route.path);
    const headings = document.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(textOf(headings[0]).length).toBeGreaterThan(10);
    const cta = [...document.querySelectorAll('header a[href]')].filter(
      (link) => textOf(link) === common.header.cta,
    );
    expect(cta).toHaveLength(1);
    const footer = [...document.querySelectorAll('footer *')].filter(
      (element) => textOf(element) === common.footer.columns.services.title,
    );
    expect(footer.length).toBeGreaterThan(0);
  });
});
