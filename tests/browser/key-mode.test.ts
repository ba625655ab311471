import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyMetadata } from '../../tools/i18n/i18n-keys';
import { site } from '../../src/config/site';
import { islandAttr, islandSelector } from '../../src/routing/page-markers';
import {
  collectProblems,
  readyIsland,
  setupBrowser,
  viewports,
  waitForFullHydration,
} from './support/browser';
import {
  checksSharedBehaviour,
  copy,
  languages,
  localePrefix,
  pageTitle,
} from '../support/locales';
import { startDevServer } from '../../tools/dev/dev-process';
import { HANG_LIMIT_MS, STEP_HANG_LIMIT_MS } from '../support/waits';

/**
 * Key mode on `npm run dev` (`?i18n=keys`): the dev server itself, on a free port, with an
 * "editor" that only writes down what it was asked to open.
 */
const getBrowser = setupBrowser();
const scratch = mkdtempSync(path.join(tmpdir(), 'key-mode-'));
const opened = path.join(scratch, 'opened.txt');
let server: Awaited<ReturnType<typeof startDevServer>>;

beforeAll(async () => {
  const editor = path.join(scratch, 'editor.sh');
  writeFileSync(
    editor,
    `#!/bin/sh
echo "$@" >> '${opened}'
`,
  );
  chmodSync(editor, 0o755);
  server = await startDevServer({ LAUNCH_EDITOR: editor });
  // The dev server compiles each module on its first request, which on a cold server takes longer
  // than one test may: the pages the tests open are loaded once here, under the hook's own limit.
  for (const language of languages) {
    const prefix = localePrefix(language);
    const urls = [`${prefix}/?i18n=keys`, `${prefix}${contactPath(language)}?i18n=keys`];
    for (const url of [...urls, `${prefix}${articlePath(language)}?i18n=keys`]) {
      const { close } = await open(url, HANG_LIMIT_MS);
      await close();
    }
  }
}, 2 * HANG_LIMIT_MS);
afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Any of key mode's invisible marker characters (src/dev/key-markers.ts). */
const markerPattern = '[\\u2060\\u2062\\u2063\\u2064\\u200B\\u200C\\u200D]';

/**
 * `url` on the dev server, every island awake; each step's hang guard is `stepLimit`: the
 * warm-up's first loads compile every module, and a cold page can take minutes.
 */
async function open(url: string, stepLimit = STEP_HANG_LIMIT_MS) {
  const context = await getBrowser().newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  page.setDefaultTimeout(stepLimit);
  const problems = collectProblems(page);
  await page.goto(`${server.origin}${url}`);
  await waitForFullHydration(page);
  return { page, problems, close: () => context.close() };
}

/** What `leftovers` takes into the page: the marker characters, and an island not yet awake. */
const leftoverQuery = {
  pattern: markerPattern,
  asleep: `${islandSelector()}:not([${islandAttr.ready}])`,
};

/** Text nodes and marked attributes that still carry markers, outside islands not yet awake. */
const leftovers = (page: Page) =>
  page.evaluate(({ pattern, asleep }) => {
    const marker = new RegExp(pattern);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ALL);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node instanceof Element ? node : node.parentElement;
      if (element?.closest(asleep)) continue;
      if (node instanceof Text && marker.test(node.data)) found.push(`text in ${element?.tagName}`);
      if (node instanceof Element) {
        for (const name of ['alt', 'aria-label', 'title', 'placeholder', 'content']) {
          if (marker.test(node.getAttribute(name) ?? '')) found.push(`${name} of ${node.tagName}`);
        }
      }
    }
    return found;
  }, leftoverQuery);

describe.each(languages)('key mode (%s)', (language) => {
  const prefix = localePrefix(language);

  it('marks the head, text, attributes and hydrated island copy with their keys', async () => {
    const { page, problems, close } = await open(`${prefix}/?i18n=keys`);
    try {
      // No console error while the islands hydrate (a reload or a suspended island logs one).
      expect(problems).toEqual([]);
      expect(await page.locator('title').getAttribute('data-i18n-key')).toBe(
        'routes:meta.home.title',
      );
      expect(await page.locator('meta[name="description"]').getAttribute('data-i18n-key')).toBe(
        'routes:meta.home.description',
      );
      // Interpolated values still render, without markers.
      expect(await page.title()).toBe(pageTitle(language, 'home', site.brand));
      expect(await page.locator('[aria-label][data-i18n-key]').count()).toBeGreaterThan(0);
      expect(await page.locator('main [data-i18n-key]').count()).toBeGreaterThan(20);
      // An island React hydrated: its copy is marked after hydration.
      expect(await page.locator(`${readyIsland()} [data-i18n-key]`).count()).toBeGreaterThan(0);
      expect(await leftovers(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  // The same code in every language: checked in the default one (checksSharedBehaviour).

  if (checksSharedBehaviour(language)) {
    it('keeps <Trans> output whole and marked in a hydrated form', async () => {
      const { page, problems, close } = await open(`${prefix}${contactPath(language)}?i18n=keys`);
      try {
        const label = page.locator('[data-i18n-key~="forms:consent"]').first();
        await expect.poll(() => label.count()).toBeGreaterThan(0);
        const text = await label.innerText();
        expect(text).not.toMatch(/<\/?\w+>/);
        expect(text).not.toMatch(new RegExp(markerPattern));
        expect(await label.locator('a').count()).toBe(1);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });

    it('shows the key, its file, every locale and the description on hover; Alt+click opens it', async () => {
      const { page, close } = await open(`${prefix}/?i18n=keys`);
      try {
        const heading = page.locator('main h1[data-i18n-key]').first();
        const reference = (await heading.getAttribute('data-i18n-key'))!.split(' ')[0]!;
        const [namespace, key] = reference.split(/:(.*)/) as [string, string];
        await heading.hover();
        const tooltip = page.locator('[data-i18n-key-tooltip]');
        await expect.poll(() => tooltip.isVisible()).toBe(true);
        const shown = await tooltip.innerText();
        expect(shown).toContain(reference);
        expect(shown).toContain(`locales/${language}/${namespace}.json:`);
        for (const other of languages) {
          const value = key.split('.').reduce((node, part) => node?.[part], copy(other, namespace));
          expect(shown).toContain(`${other}: ${value}`);
        }
        expect(shown).toContain(keyMetadata(namespace, key).description ?? 'no description');

        const request = page.waitForResponse((response) =>
          response.url().includes('/__open-in-editor?'),
        );
        await heading.click({ modifiers: ['Alt'] });
        const response = await request;
        expect(response.status()).toBe(200);
        const file = new URL(response.url()).searchParams.get('file')!;
        const [filePath, line] = file.split(':') as [string, string];
        expect(filePath).toBe(path.resolve('locales', language, `${namespace}.json`));
        const lastPart = key.split('.').at(-1)!;
        expect(lastPart).toMatch(/^\D/);
        expect(readFileSync(filePath, 'utf8').split('\n')[Number(line) - 1]).toContain(
          `"${lastPart}":`,
        );
        await expect.poll(() => readFileSafe(opened)).toContain(filePath);
      } finally {
        await close();
      }
    });

    it('describes an article section by its first section’s entry and shows a button’s limit', async () => {
      const { page, close } = await open(`${prefix}${articlePath(language)}?i18n=keys`);
      try {
        const tooltip = page.locator('[data-i18n-key-tooltip]');
        const hoverText = async (selector: string) => {
          const element = page.locator(selector).first();
          await element.hover();
          const reference = (await element.getAttribute('data-i18n-key'))!.split(' ')[0]!;
          await expect.poll(async () => (await tooltip.innerText()).split('\n')[0]).toBe(reference);
          return tooltip.innerText();
        };

        const section = await hoverText(
          'main h2[data-i18n-key~="article-cookies:sections.1.title"]',
        );
        const sectionMeta = keyMetadata('article-cookies', 'sections.1.title');
        expect(sectionMeta.description).toBeTruthy();
        expect(section).toContain(sectionMeta.description);
        expect(section).not.toContain('no description');

        const button = await hoverText('header [data-i18n-key~="common:header.cta"]');
        const { description, maxLength } = keyMetadata('common', 'header.cta');
        expect(maxLength).toBeGreaterThan(0);
        expect(button).toContain(description);
        expect(button).toContain(`max ${maxLength} characters`);
      } finally {
        await close();
      }
    });

    it('is off without ?i18n=keys: no marks, no markers', async () => {
      const { page, close } = await open(`${prefix}/?i18n=off`);
      try {
        expect(await page.locator('[data-i18n-key]').count()).toBe(0);
        const html = await page.content();
        expect(html).not.toMatch(new RegExp(markerPattern));
      } finally {
        await close();
      }
    });
  }
});

function contactPath(language: string) {
  return String(copy(language, 'routes').paths.contact);
}

function articlePath(language: string) {
  return String(copy(language, 'routes').paths.articleCookies);
}

function readFileSafe(file: string) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
