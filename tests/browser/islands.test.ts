/**
 * The islands contract: pages read and navigate without JavaScript; an island's code is fetched
 * only when its trigger fires; a submit made before the form's code arrived is sent once; an
 * island whose code cannot load (deploy skew, offline) keeps its HTML and says so in the page's
 * language; a page left open across a deploy still navigates.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newContext, openPage, setupBrowser, waitForHydration } from './support/browser';
import { findStored, formOf, formsCopy } from './support/forms';
import { checksSharedBehaviour, copy, languages, pathOf, routes } from '../support/locales';
import { islandAttr, islandSelector } from '../../src/routing/page-markers';

const browser = setupBrowser();

/** The island runtime (React, the providers): requested by the first island that wakes. */
const RUNTIME = /\/assets\/hydrate-island-[^/]*\.js$/;

function scriptRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Follows the header's pricing link and checks the page it loaded has its heading. */
async function followPricingLink(page: Page, language: string) {
  const { header } = copy(language, 'common');
  await page
    .getByRole('navigation', { name: header.navLabel })
    .getByRole('link', { name: header.nav.pricing })
    .click();
  await page.waitForURL(`**${pathOf(language, 'pricing')}`);
  expect((await page.locator('h1').textContent())?.trim()).not.toBe('');
}

describe.each(languages)('%s', (language) => {
  const common = copy(language, 'common');
  const failure = common.islands.loadFailed;

  it('every page reads and navigates with JavaScript disabled', async () => {
    const context = await newContext(browser(), { context: { javaScriptEnabled: false } });
    const page = await context.newPage();
    for (const route of routes.filter((entry) => entry.language === language)) {
      await page.goto(route.path);
      expect((await page.locator('h1').textContent())?.trim(), route.path).not.toBe('');
      expect(await page.locator('main').innerText(), route.path).not.toBe('');
    }
    await page.goto(pathOf(language, 'home'));
    await followPricingLink(page, language);
    await context.close();
  });

  it('without JavaScript, each form says before anything is typed how else to reach us', async () => {
    const forms = formsCopy(language);
    for (const javaScriptEnabled of [false, true]) {
      const context = await newContext(browser(), { context: { javaScriptEnabled } });
      const page = await context.newPage();
      for (const [kind, id] of [
        ['contact', 'contact'],
        ['quickSetup', 'product'],
      ] as const) {
        await page.goto(pathOf(language, id));
        const { form } = formOf(page, language, kind);
        // Text matching skips <noscript>, so the form's rendered text is read instead.
        const shown = (await form.innerText()).includes(forms.noScript);
        expect(shown, `${id}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toBe(
          !javaScriptEnabled,
        );
        if (!javaScriptEnabled) {
          await expect(
            form.locator('a[href^="mailto:"]').isVisible(),
            `${id} e-mail link`,
          ).resolves.toBe(true);
        }
      }
      await context.close();
    }
  });

  // The same code in every language: checked in the default one (checksSharedBehaviour).

  if (checksSharedBehaviour(language)) {
    it('a form island loads its code on the first interaction, not before', async () => {
      const context = await newContext(browser());
      const page = await context.newPage();
      const scripts = scriptRequests(page);
      await page.goto(pathOf(language, 'contact'), { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // The page has gone idle: an island woken too early would have asked for its code by now.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(
        scripts.filter((url) => RUNTIME.test(url)),
        'island code before any interaction',
      ).toEqual([]);
      const form = formOf(page, language, 'contact');
      await form.field('name').focus();
      await page.locator(`${islandSelector('contact-form')}[${islandAttr.ready}]`).waitFor();
      expect(scripts.some((url) => RUNTIME.test(url))).toBe(true);
      await context.close();
    });

    it('an island below the first screen loads its code only when the visitor nears it', async () => {
      const context = await newContext(browser(), { viewport: 'mobile' });
      const page = await context.newPage();
      const scripts = scriptRequests(page);
      await page.goto(pathOf(language, 'home'), { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // The page has gone idle: an island woken too early would have asked for its code by now.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      const configurator = /\/assets\/banner-configurator-[^/]*\.js$/;
      expect(scripts.filter((url) => configurator.test(url))).toEqual([]);
      await page
        .locator(`${islandSelector('banner-configurator')} > :not(link)`)
        .first()
        .scrollIntoViewIfNeeded();
      await page.locator(`${islandSelector('banner-configurator')}[${islandAttr.ready}]`).waitFor();
      expect(scripts.some((url) => configurator.test(url))).toBe(true);
      await context.close();
    });

    it('a submit made before the form code arrived is sent once it has, exactly once', async () => {
      const context = await newContext(browser());
      const page = await context.newPage();
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(RUNTIME, async (route: Route) => {
        await released;
        await route.continue();
      });
      await page.goto(pathOf(language, 'product'));
      await waitForHydration(page);
      const form = formOf(page, language, 'quickSetup');
      const email = `early-submit-${language}-${Date.now()}@ornek.com.tr`;
      await form.field('name').fill('Deniz');
      await form.field('lastName').fill('Yılmaz');
      await form.field('email').fill(email);
      await form.field('company').fill('Örnek A.Ş.');
      await form.consent.check();
      await form.submit.click();
      expect(
        await page.locator(`${islandSelector('quick-setup-form')}[${islandAttr.ready}]`).count(),
      ).toBe(0);
      release();
      await page.getByText(formsCopy(language).toast.success).waitFor();
      const outbox = inject('outboxDir');
      const stored = await findStored(outbox, email);
      expect(stored?.template_params.name).toBe('Deniz');
      let copies = 0;
      for (const file of await readdir(outbox)) {
        if ((await readFile(`${outbox}/${file}`, 'utf8')).includes(email)) copies += 1;
      }
      expect(copies, 'sent exactly once').toBe(1);
      await context.close();
    });

    it('across a deploy (every asset not yet loaded answers 404), links still lead to their page and an island says it could not load', async () => {
      const { page, problems, close } = await openPage(browser(), pathOf(language, 'contact'));
      await waitForHydration(page);
      await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
      const form = formOf(page, language, 'contact');
      await form.field('name').fill('Deniz');
      const message = page.locator(`[${islandAttr.failed}]`);
      await message.waitFor();
      expect(await message.textContent()).toBe(failure);
      expect(await message.getAttribute('role')).toBe('alert');
      expect(await form.field('name').inputValue(), 'what was typed stays').toBe('Deniz');
      expect(problems.join('\n')).toMatch(/could not load/);

      await followPricingLink(page, language);
      await close();
    });
  }

  it("across a deploy, the footer's cookie preferences link still leads to the cookie policy", async () => {
    // The consent manager wakes on this link's click, which it holds until its code is there:
    // when that code cannot come, the click goes its way.
    const { page, close } = await openPage(browser(), pathOf(language, 'pricing'));
    await waitForHydration(page);
    await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page
      .locator('footer')
      .getByRole('link', { name: common.footer.cookiePreferences })
      .click();
    await page.waitForURL(`**${pathOf(language, 'cookiePolicy')}`);
    await close();
  });

  it('offline, an island that cannot load keeps its content and says so in the page language', async () => {
    const { page, close } = await openPage(browser(), pathOf(language, 'product'));
    await waitForHydration(page);
    await page.context().setOffline(true);
    const form = formOf(page, language, 'quickSetup');
    await form.field('email').fill('deniz@ornek.com.tr');
    await page.locator(`[${islandAttr.failed}]`).waitFor();
    expect(await page.locator(`[${islandAttr.failed}]`).textContent()).toBe(failure);
    expect(await form.field('email').inputValue()).toBe('deniz@ornek.com.tr');
    expect(await page.locator('h1').count()).toBe(1);
    await close();
  });
});
