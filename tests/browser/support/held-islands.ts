/**
 * A page whose island loader runs but whose islands' code is held back, as on a slow connection
 * after the first scripts arrived: what the prerendered page and the loader alone do (with the
 * trigger modules the page declares beside it).
 */
import type { Browser, Page } from 'playwright-core';
import { collectProblems, newContext, waitForHydration, type ViewportName } from './browser';
import { SCRIPT } from './held-scripts';
import { firstLoadScripts } from '../../../tools/build/measure-dist.ts';

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
  let declared = new Set<string>();
  await page.route(SCRIPT, async (route) => {
    if (!declared.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  const response = await page.request.get(path);
  // The loader and the trigger modules: what the page declares (a module script, modulepreloads).
  declared = new Set(firstLoadScripts(await response.text()));
  if (declared.size === 0) throw new Error(`${path} declares no module script`);
  await page.goto(path, { waitUntil: 'commit' });
  await waitForHydration(page);
  return { page, problems, release, close: () => context.close() };
}
