import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFailed, TestRunner } from 'vitest';
import {
  chromiumArgs as args,
  chromiumPath as executablePath,
} from '../../../server/system/chromium.ts';
import { islandAttr, islandSelector } from '../../../src/routing/page-markers';
import { baseUrl } from '../../support/site-url';
import { STEP_HANG_LIMIT_MS } from '../../support/waits';

export { baseUrl };

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;
/** Every viewport, for `describe.each`. */
export const viewportNames = Object.keys(viewports) as ViewportName[];

/**
 * One browser per test file, closed after it. Every context it opens (and so every page) waits
 * for a load, a locator or a function up to a step's hang guard, not Playwright's 30 s default:
 * on a busy machine a page can take longer than that to wake an island.
 */
export function setupBrowser() {
  const holder: { browser?: Browser } = {};
  beforeAll(async () => {
    const browser = await chromium.launch({ executablePath, args, headless: true });
    const newContext = browser.newContext.bind(browser);
    // Browser.newPage opens its context through this method too.
    browser.newContext = async (options) => {
      const context = await newContext(options);
      context.setDefaultTimeout(STEP_HANG_LIMIT_MS);
      return context;
    };
    holder.browser = browser;
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return () => {
    if (!holder.browser) throw new Error('Browser not launched yet');
    return holder.browser;
  };
}

export interface OpenedPage {
  page: Page;
  /** Console errors and warnings, and uncaught page errors, in order. */
  problems: string[];
  close: () => Promise<void>;
}

/** Collects a page's console errors and warnings and uncaught errors, in order. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // Inside a test, what the page logged is printed if the test fails: a wait that ended in vain
  // often has its cause there (an island that could not load, a request that failed).
  if (TestRunner.getCurrentTest()) {
    onTestFailed(() => {
      if (problems.length > 0) console.error(`The page logged:\n  ${problems.join('\n  ')}`);
    });
  }
  return problems;
}

/** A fresh context at a viewport (desktop by default) on the test server. */
export function newContext(
  browser: Browser,
  options: { viewport?: ViewportName; context?: BrowserContextOptions } = {},
) {
  return browser.newContext({
    viewport: viewports[options.viewport ?? 'desktop'],
    baseURL: baseUrl(),
    ...options.context,
  });
}

/** Opens `path` in a fresh context at a viewport, collecting console errors and warnings. */
export async function openPage(
  browser: Browser,
  path: string,
  options: { viewport?: ViewportName; context?: BrowserContextOptions } = {},
): Promise<OpenedPage> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, problems, close: () => context.close() };
}

/**
 * One tab for a test file's walk over many pages, as a visitor going from page to page: each visit
 * is a new document (focus, scroll and the page's own state start afresh), without a new context
 * and renderer per page, which halves the CPU of such a walk. Only for checks that need neither a
 * cold cache nor a fresh profile. `problems` holds what the current visit logged. Closed after the
 * file.
 */
export function sharedTab(
  browser: () => Browser,
  options: { viewport?: ViewportName; context?: BrowserContextOptions } = {},
) {
  let tab: { page: Page; problems: string[] } | undefined;
  afterAll(async () => {
    await tab?.page.context().close();
  });
  return async (path: string): Promise<{ page: Page; problems: string[] }> => {
    if (!tab) {
      const page = await (await newContext(browser(), options)).newPage();
      tab = { page, problems: collectProblems(page) };
    }
    await tab.page.goto(path, { waitUntil: 'networkidle' });
    tab.problems.length = 0;
    return tab;
  };
}

/** An island (or the one named) once the loader has marked it ready: hydrated or enhanced. */
export const readyIsland = (name?: string) => `${islandSelector(name)}[${islandAttr.ready}]`;

/** Resolves once the island loader has armed every island's trigger (src/entry-client.ts). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    (armed) => document.documentElement.getAttribute(armed) === 'armed',
    islandAttr.armed,
  );
}

/**
 * Resolves once every island of the page has hydrated: the page is scrolled through once (islands
 * that wake near the viewport start then), each island that waits for an interaction gets a
 * `focusin`, any island still asleep is brought into view, and then every island but the consent
 * manager (it wakes on its opener's click, or at idle with Tag Manager) is marked ready
 * (`islandAttr.ready`); the page is left scrolled to the top. The loader sets it after the island's own
 * effects ran, so by then React has also reported any hydration mismatch (to the console).
 */
export async function waitForFullHydration(page: Page) {
  await waitForHydration(page);
  await page.evaluate(async (attr) => {
    // A frame, or 100 ms if the renderer produces none (a starved machine): never a wait with no
    // end, which this evaluate (it has no timeout of its own) would turn into a stuck test.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    for (const island of document.querySelectorAll<HTMLElement>(`[${attr.name}]`)) {
      if (island.querySelector('form')) {
        island.querySelector('form')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
    }
  }, islandAttr);
  // On a starved machine the renderer may draw no frame while an island passes through the view
  // above, so its visibility trigger never fires: each island still asleep is brought into view
  // and waited for on its own, under the page's time limit.
  const asleep = `[${islandAttr.name}]:not(${islandSelector('consent-manager')}):not([${islandAttr.ready}])`;
  for (let island = await page.$(asleep); island !== null; island = await page.$(asleep)) {
    await island.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // Polled on a timer rather than on animation frames, for the same reason.
    // An island that could not load says so in the line after it, and waits for its trigger again.
    const outcome = await (
      await page.waitForFunction(
        ({ element, ready, failed }) => {
          if (!element.isConnected || element.hasAttribute(ready)) return 'awake';
          return element.nextElementSibling?.hasAttribute(failed) ? 'failed' : false;
        },
        { element: island, ready: islandAttr.ready, failed: islandAttr.failed },
        { polling: 100 },
      )
    ).jsonValue();
    const name = await island.getAttribute(islandAttr.name);
    await island.dispose();
    if (outcome === 'failed')
      throw new Error(`The island "${name}" could not load (see the page's console)`);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
