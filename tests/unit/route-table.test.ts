import { describe, expect, it } from 'vitest';
import routes from '../../locales/tr/routes.json';
import { loadPage, notFoundPage, pages } from '../../src/app/routes';

describe('route table', () => {
  it('has a page for every slug in routes:paths and nothing else', () => {
    expect(pages.map((page) => page.id).sort()).toEqual(Object.keys(routes.paths).sort());
  });

  it('gives every page, and the 404 page, a title and description', () => {
    for (const id of [...pages.map((page) => page.id), 'notFound'] as const) {
      expect(routes.meta[id].title.length).toBeGreaterThan(10);
      expect(routes.meta[id].description.length).toBeGreaterThan(50);
    }
  });

  it('resolves every page module to a component', async () => {
    for (const file of [...pages.map((page) => page.file), notFoundPage.file]) {
      expect(typeof (await loadPage(file)).Component).toBe('function');
    }
  });

  it('uses unique, absolute slugs', () => {
    const slugs = Object.values(routes.paths);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^\/[a-z0-9-]*$/);
  });
});
