import type { Browser } from 'playwright-core';
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
  await waitForHydration(opened.page);
  // The contents' island (scroll-spy, folding after a choice) wakes on the reader's first scroll
  // (at once for a link to a section): as if the reader had started, without moving the page.
  const contents = opened.page.locator(islandSelector('article-toc'));
  if ((await contents.count()) > 0) {
    await opened.page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await opened.page.locator(readyIsland('article-toc')).waitFor();
  }
  return opened;
}
