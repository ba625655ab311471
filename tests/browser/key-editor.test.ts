import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyMetadata } from '../../tools/i18n/i18n-keys';
import { startDevServer } from '../../tools/dev/dev-process';
import { copy } from '../support/locales';
import { copyProject } from '../support/project-copy';
import { collectProblems, setupBrowser, viewports, waitForFullHydration } from './support/browser';
import { HANG_LIMIT_MS, STEP_HANG_LIMIT_MS } from '../support/waits';

/**
 * Key mode's edit panel and live copy on `npm run dev`, in a copy of the project (the tests save
 * locale files), with no LAUNCH_EDITOR: a translator's machine.
 */
const getBrowser = setupBrowser();
let copied: ReturnType<typeof copyProject> | undefined;
let server: Awaited<ReturnType<typeof startDevServer>> | undefined;

const localeFile = (language: string, ns: string) =>
  path.join(copied!.project, 'locales', language, `${ns}.json`);
const readLocale = (language: string, ns: string) =>
  JSON.parse(readFileSync(localeFile(language, ns), 'utf8'));

// A cold dev server in a fresh copy pre-bundles its dependencies and compiles every module of two
// pages: on a starved machine that passes one hang limit, so the warm-up has two, as key mode's.
beforeAll(async () => {
  copied = copyProject('key-editor-');
  server = await startDevServer({ LAUNCH_EDITOR: '' }, copied.project);
  // The dev server compiles each module on its first request: warm the pages up once here.
  for (const url of ['/?i18n=keys', '/en/?i18n=keys', '/en/?i18n=off']) {
    const { close } = await open(url, HANG_LIMIT_MS);
    await close();
  }
  await fetch(`${server.origin}/__i18n/key?ref=home:hero.title&lng=tr`);
  await fetch(`${server.origin}/__i18n/check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference: 'home:hero.title', language: 'en', text: 'x' }),
  });
}, 2 * HANG_LIMIT_MS);

afterAll(async () => {
  await server?.stop();
  copied?.remove();
});

/** `url` on the dev server, every island awake; each step's hang guard is `stepLimit`. */
async function open(url: string, stepLimit = STEP_HANG_LIMIT_MS) {
  const context = await getBrowser().newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  page.setDefaultTimeout(stepLimit);
  const problems = collectProblems(page);
  await page.goto(`${server!.origin}${url}`);
  await waitForFullHydration(page);
  // Gone after any reload: the page must change in place.
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  return { page, problems, close: () => context.close() };
}

const stayed = (page: Page) =>
  page.evaluate(() => (window as { stayed?: boolean }).stayed === true);
const panel = (page: Page) => page.locator('aside[data-i18n-key-editor]');
/** The panel's words (locales/<lng>/key-editor.json: no page loads them, so not in `copy`). */
const editorCopy = (language: string) =>
  JSON.parse(readFileSync(path.resolve('locales', language, 'key-editor.json'), 'utf8')) as Record<
    string,
    string
  >;
/** A state the dev server may be slow to bring about on a loaded machine. */
const patiently = { timeout: STEP_HANG_LIMIT_MS };

describe('key mode edits in place', () => {
  it('opens on a click with the key, file, description and every language; saves; the page shows it', async () => {
    const { page, problems, close } = await open('/?i18n=keys');
    try {
      const heading = page.locator('main h1');
      await heading.click();
      const editor = panel(page);
      await expect.poll(() => editor.isVisible(), patiently).toBe(true);
      const shown = await editor.innerText();
      expect(shown).toContain(editorCopy('tr').title);
      expect(shown).toContain('home:hero.title');
      expect(shown).toContain('locales/tr/home.json:');
      expect(shown).toContain(keyMetadata('home', 'hero.title').description);
      for (const language of ['tr', 'en']) {
        expect(await editor.locator(`textarea[lang="${language}"]`).inputValue()).toBe(
          copy(language, 'home').hero.title,
        );
      }
      // The page's own language is focused, ready to type.
      const own = editor.locator('textarea[lang="tr"]');
      expect(await own.evaluate((node) => node === document.activeElement)).toBe(true);

      const text = 'Çerez onaylarını tek yerden yönetin';
      await own.fill(text);
      await page.keyboard.press('Control+Enter');
      await expect
        .poll(
          () => editor.locator('section[data-language="tr"] [role="status"]').innerText(),
          patiently,
        )
        .toBe(editorCopy('tr').saved);
      expect(readLocale('tr', 'home').hero.title).toBe(text);
      await expect.poll(() => heading.innerText(), patiently).toBe(text);
      expect(await stayed(page)).toBe(true);
      // Formatting kept: the file is as Prettier writes it, the other values untouched.
      expect(readLocale('tr', 'home').hero.lead).toBe(copy('tr', 'home').hero.lead);

      await page.keyboard.press('Escape');
      await expect.poll(() => editor.count(), patiently).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is keyboard-usable and checks as the translator types; a text with problems is not saved', async () => {
    const { page, close } = await open('/?i18n=keys');
    try {
      const cta = page.locator('header a[data-i18n-key~="common:header.cta"]:visible').first();
      await cta.focus();
      await page.keyboard.press('Alt+Shift+E');
      const editor = panel(page);
      await expect.poll(() => editor.isVisible(), patiently).toBe(true);
      const { maxLength } = keyMetadata('common', 'header.cta');
      expect(await editor.innerText()).toContain(String(maxLength));

      const before = readFileSync(localeFile('en', 'common'), 'utf8');
      const english = editor.locator('textarea[lang="en"]');
      await english.focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('x'.repeat(maxLength! + 5));
      const problemsList = editor.locator('section[data-language="en"] [data-problems] li');
      // Said in the page's language, from its key-editor.json, not in the check's English.
      const tooLong = editorCopy('tr')
        .problemTooLong!.replace('{{length}}', String(maxLength! + 5))
        .replace('{{limit}}', String(maxLength));
      await expect.poll(() => problemsList.innerText(), patiently).toBe(tooLong);
      expect(await english.getAttribute('aria-invalid')).toBe('true');
      await page.keyboard.press('Control+Enter');
      await expect
        .poll(
          () => editor.locator('section[data-language="en"] [role="status"]').innerText(),
          patiently,
        )
        .toBe(editorCopy('tr').notSaved);
      expect(readFileSync(localeFile('en', 'common'), 'utf8')).toBe(before);
      await page.keyboard.press('Escape');
      await expect.poll(() => editor.count(), patiently).toBe(0);
    } finally {
      await close();
    }
  });

  it('opens the panel, never an editor, on Alt+click without LAUNCH_EDITOR', async () => {
    const { page, close } = await open('/?i18n=keys');
    try {
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      await page.locator('main h1').click({ modifiers: ['Alt'] });
      await expect.poll(() => panel(page).isVisible(), patiently).toBe(true);
      expect(asked.filter((url) => url.includes('/__open-in-editor'))).toEqual([]);
      const file = path.join(copied!.project, 'locales/tr/home.json');
      const answer = await page.request.get(
        `${server!.origin}/__open-in-editor?file=${encodeURIComponent(file)}`,
      );
      expect(answer.status()).toBe(404);
    } finally {
      await close();
    }
  });

  it('shows the panel in the page’s language', async () => {
    const { page, problems, close } = await open('/en/?i18n=keys');
    try {
      await page.locator('main h1').click();
      await expect.poll(() => panel(page).isVisible(), patiently).toBe(true);
      const shown = await panel(page).innerText();
      expect(shown).toContain(editorCopy('en').title);
      expect(shown).toContain(editorCopy('en').save);
      expect(shown).not.toContain(editorCopy('tr').save);
      expect(await stayed(page)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says in the console when the dev server gives no answer, and opens on the next try', async () => {
    const { page, problems, close } = await open('/?i18n=keys');
    try {
      let asked = 0;
      await page.route('**/__i18n/key?*', (route) =>
        asked++ === 0
          ? route.fulfill({ status: 500, body: 'Server render failed' })
          : route.continue(),
      );
      // From the keyboard: a hover would ask for the same facts first.
      const cta = page.locator('header a[data-i18n-key~="common:header.cta"]:visible').first();
      await cta.focus();
      await page.keyboard.press('Alt+Shift+E');
      await expect
        .poll(() => problems.filter((problem) => problem.includes('could not open')), patiently)
        .toHaveLength(1);
      expect(await panel(page).count()).toBe(0);
      await cta.focus();
      await page.keyboard.press('Alt+Shift+E');
      await expect.poll(() => panel(page).isVisible(), patiently).toBe(true);
      expect(asked).toBe(2);
    } finally {
      await close();
    }
  });
});

describe('live copy', () => {
  it('shows a locale file saved in an editor on the open page, without a reload', async () => {
    const { page, problems, close } = await open('/en/?i18n=off');
    try {
      const lead = page.locator('main p', { hasText: copy('en', 'home').hero.lead });
      expect(await lead.count()).toBe(1);
      const text = 'A lead saved by a translator in a text editor.';
      const bundle = readLocale('en', 'home');
      bundle.hero.lead = text;
      writeFileSync(localeFile('en', 'home'), `${JSON.stringify(bundle, null, 2)}\n`);
      await expect.poll(() => page.locator('main p', { hasText: text }).count(), patiently).toBe(1);
      expect(await stayed(page)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
