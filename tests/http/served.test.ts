import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { builtFilePath, builtPage, builtText } from '../built/support/built-pages';
import { copy, languages, pageTitle, routeName, routes, unknownPath } from '../support/locales';
import { baseUrl } from '../support/site-url';

/**
 * What `npm start` (scripts/serve.ts) answers: each built file for its path, and each locale's
 * 404 page with status 404. What the files hold is checked over dist/ (tests/built).
 */
const get = (path: string) => fetch(new URL(path, baseUrl()));
const named = routes.map((route) => ({ ...route, name: routeName(route) }));

describe('the site server', () => {
  it.each(named)('$name answers 200 with its prerendered page', async (route) => {
    const response = await get(route.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(builtPage(route.path).html);
  });

  it.for(languages)(
    '%s: an unknown path under the locale gets its 404 page with status 404',
    async (language) => {
      const response = await get(unknownPath(language));
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(`<title>${pageTitle(language, 'notFound', site.brand)}</title>`);
      expect(html).toContain(copy(language, 'common').notFound.title);
      expect(html).toContain('noindex');
    },
  );

  it('serves robots.txt, the sitemap it names and the shared card image', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toBe(builtText('/robots.txt'));
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toBe(builtText('/sitemap.xml'));
    const image = new URL(
      builtPage('/').document.querySelector('meta[property="og:image"]')?.getAttribute('content') ??
        '',
    ).pathname;
    const card = await get(image);
    expect(card.status).toBe(200);
    expect(Buffer.from(await card.arrayBuffer())).toEqual(readFileSync(builtFilePath(image)));
  });
});
