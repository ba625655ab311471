/**
 * A page whose island loader runs but whose islands' code is held back, as on a slow connection
 * after the first script arrived: what the prerendered page and the loader alone do.
 */
import type { Browser, Page } from 'playwright-core';
import {
  collectProblems,
  newContext,
  waitForHydration,
  type ViewportName,
} from '../../browser/support/browser';
import { SCRIPT } from '../../browser/support/held-scripts';

export interface HeldIslandsPage {
  page: Page;
  problems: string[];
  /** Lets the islands' code load. */
  release: () => void;
  close: () => Promise<void>;
}

export async function openWithHeldIslands(
  browser: Browser,
  path: string,
  viewport: ViewportName = 'desktop',
): Promise<HeldIslandsPage> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  const problems = collectProblems(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let loader = '';
  await page.route(SCRIPT, async (route) => {
    if (new URL(route.request().url()).pathname !== loader) await released;
    await route.continue();
  });
  const response = await page.request.get(path);
  // The loader: the one module script every page declares.
  loader = /<script type="module"[^>]* src="([^"]+)"/.exec(await response.text())?.[1] ?? '';
  if (!loader) throw new Error(`${path} declares no module script`);
  await page.goto(path, { waitUntil: 'commit' });
  await waitForHydration(page);
  return { page, problems, release, close: () => context.close() };
}
