import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { movedPaths } from '../../server/site/moved-paths.ts';
import { site } from '../../src/config/site';
import { builtFilePath, builtPage, builtText } from '../built/support/built-pages';
import { copy, languages, pageTitle, routeName, routes, unknownPath } from '../support/locales';
import { baseUrl } from '../support/site-url';

/**
 * What `npm start` (server/site/serve.ts) answers: each built file for its path, and each locale's
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

  it('answers an old path of a renamed page with 301 to its new one, query kept', async () => {
    // The Turkish cookie-scan page's first, English, address among them.
    expect(Object.entries(movedPaths)).toContainEqual(['/cookie-scan', '/cerez-taramasi']);
    for (const [from, to] of Object.entries(movedPaths)) {
      for (const url of [from, `${from}/`]) {
        const response = await fetch(new URL(`${url}?utm=x`, baseUrl()), { redirect: 'manual' });
        expect(response.status, url).toBe(301);
        expect(response.headers.get('location'), url).toBe(`${to}?utm=x`);
      }
      expect((await get(to)).status, to).toBe(200);
    }
  });

  it('hides the redirect files written for other hosts', async () => {
    for (const url of ['/_redirects', '/_nginx/redirects.conf']) {
      expect((await get(url)).status, url).toBe(404);
    }
  });

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
