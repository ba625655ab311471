import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  chromiumArgs as args,
  chromiumPath as executablePath,
} from '../../../scripts/chromium.mjs';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;
/** Every viewport, for `describe.each`. */
export const viewportNames = Object.keys(viewports) as ViewportName[];

export function baseUrl() {
  return inject('baseUrl');
}

/** One browser per test file, closed after it. */
export function setupBrowser() {
  const holder: { browser?: Browser } = {};
  beforeAll(async () => {
    holder.browser = await chromium.launch({ executablePath, args, headless: true });
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

/** Resolves once React has hydrated the prerendered HTML (the root has a React fiber). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Resolves once React has hydrated all of the prerendered page, parts loaded on demand included:
 * the page is scrolled through once (sections that load their code near the viewport, like the
 * configurator, start then), and then every element in the root carries a React fiber. React
 * attaches them while it renders and commits in the same task as the last of them, so by now it
 * has also reported any recoverable hydration error (to the console, see src/entry-client.tsx).
 * Link, style and script elements are left out: libraries add them outside React.
 */
export async function waitForFullHydration(page: Page) {
  await waitForHydration(page);
  await page.evaluate(async () => {
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
  });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('#root *:not(link):not(style):not(script)')].every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    null,
    // Polled on a timer rather than on animation frames, for the same reason.
    { polling: 100 },
  );
}
