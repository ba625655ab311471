/**
 * The web-font swap moves nothing: the metric-matched "Inter Fallback" (src/theme/fonts.ts) sets
 * every line where Inter will. The same page is laid out twice without scripts, once with the
 * font file blocked (the fallback, as before the swap) and once with it; text blocks in the
 * first viewport (where a shift counts as layout shift during load) must sit in the same place
 * with the same height. Without the fallback, blocks on / moved by up to 113 px. Further down a
 * paragraph can still wrap one word differently (widths match on average, not per line).
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser, viewports, type ViewportName } from './support/browser';
import { languages, pathOf } from '../support/locales';

const browser = setupBrowser();

const TEXT_BLOCKS = 'header a, main h1, main h2, main h3, main p, main li, footer p';

async function layout(browser: Browser, path: string, viewport: ViewportName, webFont: boolean) {
  const context = await browser.newContext({ viewport: viewports[viewport], baseURL: baseUrl() });
  const page = await context.newPage();
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  if (!webFont) await page.route(/\.woff2(\?|$)/, (route) => route.abort());
  await page.goto(path, { waitUntil: 'load' });
  const result = await page.evaluate(async (selector) => {
    await document.fonts.ready;
    return {
      loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
      blocks: [...document.querySelectorAll(selector)]
        .filter((element) => element.getBoundingClientRect().top < window.innerHeight)
        .map((element) => {
          const box = element.getBoundingClientRect();
          const label = `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 30)}"`;
          return { label, top: box.top + window.scrollY, height: box.height };
        }),
    };
  }, TEXT_BLOCKS);
  await context.close();
  return result;
}

describe('web-font swap', () => {
  it.each(
    languages.flatMap((language) =>
      (
        [
          ['home', 'mobile'],
          ['home', 'desktop'],
          ['articleCookies', 'mobile'],
          ['contact', 'desktop'],
        ] as const
      ).map(([id, viewport]) => [pathOf(language, id), viewport] as const),
    ),
  )(
    '%s at %s width: text in the first viewport sits where Inter puts it',
    async (path, viewport) => {
      const fallback = await layout(browser(), path, viewport, false);
      const inter = await layout(browser(), path, viewport, true);
      expect(
        fallback.loaded,
        'the Arial-based fallback face did not load: install an Arial-compatible font (Debian: fonts-liberation, which chromium depends on)',
      ).toContain('Inter Fallback');
      expect(fallback.loaded).not.toContain('Inter Variable');
      expect(inter.loaded).toContain('Inter Variable');
      expect(fallback.blocks.length).toBeGreaterThan(3);
      expect(fallback.blocks.length).toBe(inter.blocks.length);

      const moved = fallback.blocks
        .map((block, index) => {
          const other = inter.blocks[index]!;
          const shift = Math.max(
            Math.abs(block.top - other.top),
            Math.abs(block.height - other.height),
          );
          return { label: block.label, shift };
        })
        .filter((block) => block.shift > 2);
      expect(moved, 'text blocks that move or resize by more than 2 px on the swap').toEqual([]);
    },
  );
});
