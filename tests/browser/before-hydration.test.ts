/**
 * Nothing a visitor does before hydration is lost (issue 14): the scripts are held back, the test
 * types, ticks and taps in the prerendered page, then lets the scripts load and checks the result.
 */
import { QUICK_SETUP_MESSAGE } from '../../src/config/email';
import { expandedState } from './support/accessibility-tree';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readyIsland, setupBrowser, waitForHydration } from './support/browser';
import {
  findStored,
  formOf,
  formsCopy,
  interceptSends,
  toast,
  type FieldKey,
} from './support/forms';
import { isHydrated, openWithHeldScripts } from './support/held-scripts';
import { bundle, checksSharedBehaviour, languages, pathOf } from '../support/locales';
import { STATE_WAIT_MS } from '../support/waits.ts';

const browser = setupBrowser();

// Turkish letters on purpose, on every locale's pages: non-ASCII input must survive too.
const visitor = {
  name: 'Zeynep',
  lastName: 'Öztürk',
  email: 'zeynep.ozturk@ornek.com.tr',
  company: 'Işık Çözüm Ltd. Şti.',
  message: 'Sayfa yüklenirken yazdım: üç alan adı için çerez bannerı istiyoruz.',
};

type Form = ReturnType<typeof formOf>;

async function fill(form: Form, values: Partial<Record<FieldKey, string>>) {
  for (const [key, value] of Object.entries(values)) {
    await form.field(key as FieldKey).pressSequentially(value);
  }
}

async function valuesOf(form: Form, keys: FieldKey[]) {
  const entries = await Promise.all(
    keys.map(async (key) => [key, await form.field(key).inputValue()] as const),
  );
  return Object.fromEntries(entries);
}

/** Waits until React has hydrated the form and picked up the tick made before hydration. */
async function waitUntilHydrated(form: Form) {
  await expect.poll(() => isHydrated(form.submit)).toBe(true);
  await expect
    .poll(() => form.submit.isEnabled(), {
      message: 'the notice box ticked before hydration enables the submit button after it',
    })
    .toBe(true);
}

describe.each(languages.filter(checksSharedBehaviour))('%s', (language) => {
  const forms = formsCopy(language);
  const common = bundle(language, 'common');
  const contactPath = pathOf(language, 'contact');
  const productPath = pathOf(language, 'product');

  describe('forms keep what was typed before hydration', () => {
    it(`${contactPath}: the five typed fields and the tick survive hydration and are exactly what is sent`, async () => {
      const { page, held, problems, release, close } = await openWithHeldScripts(
        browser(),
        contactPath,
        { viewport: 'mobile' },
      );
      const form = formOf(page, language, 'contact');
      const keys = Object.keys(visitor) as FieldKey[];
      expect(await form.submit.isDisabled(), 'prerendered disabled').toBe(true);
      await fill(form, visitor);
      await form.consent.check();
      expect(await isHydrated(form.submit), 'the scripts were held: nothing is hydrated yet').toBe(
        false,
      );
      expect(held.some((url) => url.includes('/assets/'))).toBe(true);

      release();
      await waitUntilHydrated(form);
      expect(await valuesOf(form, keys)).toEqual(visitor);
      // A re-render after hydration (the notice box toggled) used to empty every field.
      await form.consent.uncheck();
      await expect.poll(() => form.submit.isDisabled()).toBe(true);
      await form.consent.check();
      expect(await valuesOf(form, keys)).toEqual(visitor);

      const sends = await interceptSends(page);
      await form.submit.click();
      await toast(page, forms.toast.success).waitFor();
      expect(sends.sent.map((request) => request.body.template_params)).toEqual([
        { ...visitor, phone: '', iAgree: true },
      ]);
      expect(problems).toEqual([]);
      await close();
    });

    it(`${productPath}: values typed before hydration reach the local outbox unchanged`, async () => {
      const { page, problems, release, close } = await openWithHeldScripts(browser(), productPath);
      const form = formOf(page, language, 'quickSetup');
      const email = `before-hydration-${language}-${Date.now()}@ornek.com.tr`;
      const { name, lastName, company } = visitor;
      await fill(form, { name, lastName, email, company });
      await form.consent.check();

      release();
      await waitUntilHydrated(form);
      await form.submit.click();
      await toast(page, forms.toast.success).waitFor();

      const stored = await findStored(inject('outboxDir'), email);
      expect(stored?.template_params).toEqual({
        name,
        lastName,
        email,
        phone: '',
        company,
        message: QUICK_SETUP_MESSAGE,
        iAgree: true,
      });
      expect(problems).toEqual([]);
      await close();
    });
  });

  /** The page's scroll position once it has not moved for three frames. */
  const restingScroll = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = -1;
          let still = 0;
          const frame = () => {
            if (window.scrollY === last) still += 1;
            else [last, still] = [window.scrollY, 0];
            if (still >= 3) resolve(last);
            else requestAnimationFrame(frame);
          };
          frame();
        }),
    );

  describe('reading before hydration', () => {
    it.each(['home', 'articleCookies'] as const)(
      '%s: a visitor who scrolled before hydration stays where they were',
      async (page) => {
        const opened = await openWithHeldScripts(browser(), pathOf(language, page), {
          viewport: 'mobile',
        });
        // Small wheel turns until the reader is past 1000 px (about where the original single
        // 1500 px turn came to rest, near an island): on a loaded machine a turn can come before
        // the page takes it. Then where the scrolling came to rest.
        await expect
          .poll(async () => {
            await opened.page.mouse.wheel(0, 400);
            return opened.page.evaluate(() => window.scrollY);
          })
          .toBeGreaterThan(1000);
        const before = await restingScroll(opened.page);

        opened.release();
        // The loader has armed the islands, and those near the reader have woken.
        await waitForHydration(opened.page);
        await opened.page
          .locator(readyIsland())
          .first()
          .waitFor({ state: 'attached', timeout: STATE_WAIT_MS });
        // Where they were, to the pixel's rounding (the page used to jump back to the top).
        const after = await opened.page.evaluate(() => window.scrollY);
        expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
        expect(opened.problems).toEqual([]);
        await opened.close();
      },
    );
  });

  describe('mobile menu (a native popover: no script at all)', () => {
    it('a tap on the toggle opens the menu before the scripts load, its close button closes it, and it reopens', async () => {
      const { page, problems, release, close } = await openWithHeldScripts(
        browser(),
        pathOf(language, 'home'),
        {
          viewport: 'mobile',
          context: { hasTouch: true, isMobile: true },
        },
      );
      const toggle = page.getByRole('button', { name: common.header.openMenu });
      const drawer = page.getByRole('dialog', { name: common.header.mobileMenuTitle });
      await toggle.tap();
      await drawer.waitFor({ timeout: STATE_WAIT_MS });
      // The browser tells assistive technology that the toggle's popover is open.
      expect(await expandedState(page, common.header.openMenu)).toBe(true);
      const nav = drawer.getByRole('navigation', { name: common.header.navLabel });
      expect(await nav.getByRole('link').allTextContents()).toEqual(
        Object.values(common.header.nav),
      );
      expect(await drawer.getByRole('link', { name: common.header.mobileCta }).isVisible()).toBe(
        true,
      );

      release();
      await waitForHydration(page);
      expect(await drawer.isVisible(), 'the loader leaves the open menu alone').toBe(true);

      await drawer.getByRole('button', { name: common.header.closeMenu }).tap();
      await drawer.waitFor({ state: 'hidden' });
      expect(await expandedState(page, common.header.openMenu)).toBe(false);
      await toggle.tap();
      await drawer.waitFor();
      expect(problems).toEqual([]);
      await close();
    });
  });
});
