/**
 * A page whose JavaScript is held back, as on a slow phone: the prerendered HTML is shown and can
 * be used, but no script runs until the test calls `release()`.
 */
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { islandAttr } from '../../../src/routing/page-markers';
import { collectProblems, newContext, type ViewportName } from './browser';

export interface HeldPage {
  page: Page;
  /** URLs of the scripts held so far. */
  held: string[];
  /** Console errors and warnings, and uncaught page errors, in order. */
  problems: string[];
  /** Lets every held script (and every later one) load. */
  release: () => void;
  close: () => Promise<void>;
}

/** A request for one of the site's scripts (modules and their preloads). */
export const SCRIPT = /\.m?js(\?|$)/;

/** Opens `path` with every script request held; resolves once the first one is being held. */
export async function openWithHeldScripts(
  browser: Browser,
  path: string,
  options: { viewport?: ViewportName; context?: BrowserContextOptions } = {},
): Promise<HeldPage> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  const problems = collectProblems(page);

  const held: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let firstHeld = () => {};
  const holding = new Promise<void>((resolve) => (firstHeld = resolve));
  await page.route(SCRIPT, async (route) => {
    held.push(route.request().url());
    firstHeld();
    await released;
    await route.continue();
  });
  // Not `load` or `domcontentloaded`: both wait for the (held) module scripts.
  await page.goto(path, { waitUntil: 'commit' });
  await holding;
  return { page, held, problems, release, close: () => context.close() };
}

/** Whether the island holding this element has hydrated (the loader marks it ready). */
export function isHydrated(locator: Locator) {
  return locator.evaluate(
    (element, attr) => element.closest(`[${attr.name}]`)?.hasAttribute(attr.ready) === true,
    islandAttr,
  );
}
