import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandAttr } from '../../src/routing/page-markers';
import { languages, localePrefix, routes } from '../support/locales';
import { startDevServer } from '../../tools/dev/dev-process';

/**
 * `npm run dev` and the build fill pages from the same code, so a translator working in dev sees
 * each locale's document as it ships: compared on the built dist/ (`npm run build` first).
 */
const dist = path.resolve('dist');
const sampled = new Set(['home', 'pricing', 'contact', 'articleCookies']);
const pages = [
  ...routes
    .filter((route) => sampled.has(route.id))
    .map((route) => ({
      language: route.language,
      url: route.path,
      file: path.join(route.path, 'index.html'),
    })),
  ...languages.map((language) => ({
    language,
    url: `${localePrefix(language)}/404`,
    file: `${localePrefix(language)}/404.html`,
  })),
];

/** What must match: the document's language and direction, title, and its islands in order. */
function outline(html: string) {
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  return {
    lang: /\blang="([^"]*)"/.exec(htmlTag)?.[1],
    dir: /\bdir="([^"]*)"/.exec(htmlTag)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    islands: [...html.matchAll(new RegExp(`${islandAttr.name}="([^"]*)"`, 'g'))].map(
      (match) => match[1],
    ),
    fontPreloads: html.match(/<link rel="preload" [^>]*as="font"/g)?.length ?? 0,
  };
}

let server: Awaited<ReturnType<typeof startDevServer>>;
// Starting Vite and its first server render take long on a loaded machine: no budget here.
beforeAll(async () => {
  server = await startDevServer();
});
afterAll(() => server?.stop());

describe('the dev server serves each locale as the build writes it', () => {
  it('samples several pages of every built locale', () => {
    expect(languages.length).toBeGreaterThan(1);
    for (const language of languages) {
      expect(pages.filter((page) => page.language === language).length).toBe(sampled.size + 1);
    }
  });

  it.each(pages)('$url: same lang, dir, title, islands and font preload', async ({ url, file }) => {
    const built = outline(readFileSync(path.join(dist, file), 'utf8'));
    const served = outline(await (await fetch(`${server.origin}${url}`)).text());
    expect(served).toEqual(built);
    expect(built.lang).toBeTruthy();
    expect(built.dir).toBeTruthy();
    expect(built.fontPreloads).toBeGreaterThan(0);
  });
});
