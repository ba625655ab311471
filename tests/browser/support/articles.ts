import type { Browser, Page } from 'playwright-core';
import { islandSelector } from '../../../src/routing/page-markers';
import { openPage, readyIsland, waitForHydration, type ViewportName } from './browser';

/** Opens a page at a viewport, with or without reduced motion, and waits for hydration. */
export async function openHydrated(
  browser: Browser,
  path: string,
  viewport: ViewportName,
  reducedMotion = false,
) {
  const opened = await openPage(browser, path, {
    viewport,
    context: { reducedMotion: reducedMotion ? 'reduce' : 'no-preference' },
  });
  await hydrated(opened.page);
  return opened;
}

/**
 * Resolves once the page's islands are armed and an article's table of contents is awake. The
 * contents' island (scroll-spy, folding after a choice) wakes on the reader's first scroll (at once
 * for a link to a section): as if the reader had started, without moving the page.
 */
export async function hydrated(page: Page) {
  await waitForHydration(page);
  const contents = page.locator(islandSelector('article-toc'));
  if ((await contents.count()) > 0) {
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await page.locator(readyIsland('article-toc')).waitFor();
  }
}
