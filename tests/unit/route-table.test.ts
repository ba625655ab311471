import { describe, expect, it } from 'vitest';
import { defaultLanguage, slugs } from 'virtual:locales';
import { loadPage } from '../../src/app/page-modules';
import { allResources } from '../../src/i18n/all-resources';
import { notFoundPage, pages } from '../../src/routing/page-table';
import { expectedLanguages, expectedPaths, expectedRoutes } from '../support/expected-routes';
import {
  alternates,
  builtLanguages,
  builtRoutes,
  counterpartPath,
  languageOfPath,
  localizedPath,
} from '../../src/routing/paths';

const meta = (language: string) =>
  (
    allResources[language]?.routes as {
      meta: Record<string, { title: string; description: string }>;
    }
  ).meta;

describe('route table', () => {
  it('builds exactly the expected pages, at the expected paths, in the expected languages', () => {
    expect(builtLanguages()).toEqual([...expectedLanguages]);
    expect(builtRoutes()).toEqual(expectedRoutes);
  });

  it('has a page for every slug in the default locale and nothing else', () => {
    expect(pages.map((page) => page.id).sort()).toEqual(
      Object.keys(slugs[defaultLanguage] ?? {}).sort(),
    );
  });

  it.for(builtLanguages())(
    '%s: gives every built page, and the 404 page, a title and description',
    (language) => {
      const ids = builtRoutes()
        .filter((route) => route.language === language)
        .map((route) => route.id);
      for (const id of [...ids, 'notFound']) {
        expect(meta(language)[id]?.title.length).toBeGreaterThan(10);
        expect(meta(language)[id]?.description.length).toBeGreaterThan(50);
      }
    },
  );

  it('resolves every page module to a component', async () => {
    for (const file of [...pages.map((page) => page.file), notFoundPage.file]) {
      expect(typeof (await loadPage(file)).Component).toBe('function');
    }
    // Transforming every page module takes seconds on a busy two-core machine.
  });

  it('gives every built page a unique URL, the default locale at the root, others under /<lng>/', () => {
    const urls = builtRoutes().map((route) => route.path);
    expect(new Set(urls).size).toBe(urls.length);
    for (const route of builtRoutes()) {
      expect(route.path).toMatch(/^\/[a-z0-9/-]*$/);
      if (route.language !== defaultLanguage)
        expect(route.path.startsWith(`/${route.language}/`)).toBe(true);
      expect(languageOfPath(route.path)).toBe(route.language);
    }
  });

  it('keeps the Turkish URLs where they were', () => {
    expect(localizedPath('tr', 'home')).toBe('/');
    expect(localizedPath('tr', 'product')).toBe('/urunler');
  });

  it('links every page to its counterparts, itself included (every page is built in both languages)', () => {
    for (const route of expectedRoutes) {
      const counterparts = expectedLanguages.map((language) => ({
        language,
        path: expectedPaths[route.id][language],
      }));
      expect(alternates(route.id)).toEqual(counterparts);
      for (const { language, path } of counterparts) {
        expect(counterpartPath(language, route.id)).toBe(path);
      }
    }
  });
});
