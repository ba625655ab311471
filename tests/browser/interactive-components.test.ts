import { expandedState } from './support/accessibility-tree';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islandAttr } from '../../src/routing/page-markers';
import { openPage, setupBrowser, waitForHydration } from './support/browser';
import { checksSharedBehaviour, copy, routeName, routesOf } from '../support/locales';
import { advanceInterval, moves } from './support/motion';

/**
 * Keyboard and motion checks for the FAQ accordions, carousels and forms, found by stable markers:
 * the FAQ is `section#faq` with native `<details>` questions; a carousel is an element with
 * `aria-roledescription` = `common:carousel.roleDescription` (WAI-ARIA APG); a form is a `<form>` in
 * `<main>`. The pages listed here have the component (site spec); a page without it fails.
 */
const browser = setupBrowser();

/**
 * These pages in the locales that check behaviour shared by every language (the default one:
 * checksSharedBehaviour), named for test titles ("tr /urunler").
 */
const inSharedBehaviourLocales = (...ids: Parameters<typeof routesOf>[0][]) =>
  ids
    .flatMap(routesOf)
    .filter((route) => checksSharedBehaviour(route.language))
    .map((route) => ({ ...route, name: routeName(route) }));

const faqPages = inSharedBehaviourLocales('home', 'product').map((route) => ({
  ...route,
  items: copy(route.language, route.id === 'home' ? 'home' : 'product').faq.items as unknown[],
}));
/** Spec: the home page has the reference-logo carousel (auto-advancing) and the feature cards. */
const carouselPages = inSharedBehaviourLocales('home');
const formPages = inSharedBehaviourLocales('product', 'contact');

async function open(path: string, reducedMotion?: 'reduce') {
  const opened = await openPage(browser(), path, {
    ...(reducedMotion && { context: { reducedMotion } }),
  });
  await waitForHydration(opened.page);
  return opened;
}

/** Presses Tab until `target` has focus; fails if it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} not reached with Tab in ${limit} presses`);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

describe('FAQ accordion (native details, one open at a time)', () => {
  it.for(faqPages)(
    '$name: questions are reachable with Tab, open and close with Enter and Space, one at a time',
    async ({ id, path, items }) => {
      expect(items.length, `the ${id} namespace has no faq.items`).toBeGreaterThan(1);
      const { page, problems, close } = await open(path);
      const section = page.locator('section#faq');
      expect(await section.count(), `${path} must mark its FAQ as section#faq`).toBe(1);
      const groups = section.locator('details');
      const toggles = section.locator('details > summary');
      await expect.poll(() => toggles.count()).toBe(items.length);
      const isOpen = (index: number) =>
        groups.nth(index).evaluate((el) => (el as HTMLDetailsElement).open);

      const first = toggles.first();
      await tabTo(page, first);
      expect(await isOpen(0)).toBe(false);
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(0)).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => isOpen(0)).toBe(false);

      // A closed answer holds no Tab stops: the next stop is the next question.
      await page.keyboard.press('Tab');
      expect(await isFocused(toggles.nth(1))).toBe(true);

      // Opening one closes the other.
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(1)).toBe(true);
      await first.click();
      await expect.poll(() => isOpen(0)).toBe(true);
      expect(await isOpen(1)).toBe(false);
      // Assistive technology hears the state.
      const question = (items[0] as { question: string }).question;
      expect(await expandedState(page, question)).toBe(true);
      expect(problems).toEqual([]);
      await close();
    },
  );
});

describe('carousels (WCAG 2.2.2 pause, stop, hide)', () => {
  it.for(carouselPages)(
    '$name: auto-advancing carousels pause on hover and focus, have a pause button, and stay still with reduced motion',
    async ({ language, path }) => {
      const common = copy(language, 'common');
      const carouselSelector = `[aria-roledescription="${common.carousel.roleDescription}"]`;
      const { page, close } = await open(path);
      const carousels = page.locator(carouselSelector);
      const count = await carousels.count();
      expect(count, `${path} has no ${carouselSelector}`).toBeGreaterThan(0);
      // Every swiper row sits in a marked carousel.
      expect(await page.locator(`${carouselSelector} .swiper`).count()).toBe(
        await page.locator('.swiper').count(),
      );
      await page.locator('.swiper-initialized').first().waitFor();

      const away = async () => {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.mouse.move(0, 0);
      };
      await away();
      const pauseName = { name: common.carousel.pause, exact: true };
      const autoAdvancing: number[] = [];
      const intervals: number[] = [];
      for (let index = 0; index < count; index += 1) {
        if ((await carousels.nth(index).getByRole('button', pauseName).count()) === 0) continue;
        const interval = await advanceInterval(carousels.nth(index));
        expect(
          interval,
          `${path} carousel #${index + 1} has a pause button but never advances`,
        ).not.toBeNull();
        autoAdvancing.push(index);
        intervals.push(interval!);
      }
      expect(autoAdvancing.length, `${path} has no auto-advancing carousel`).toBeGreaterThan(0);
      // Still for one and a half of its slowest interval: it would have moved at least once.
      const still = Math.max(...intervals) * 1.5;

      for (let index = 0; index < count; index += 1) {
        const carousel = carousels.nth(index);
        const where = `${path} carousel #${index + 1}`;
        // On screen, so the pointer can reach it.
        await carousel.scrollIntoViewIfNeeded();
        await away();
        if (!autoAdvancing.includes(index)) {
          expect(await moves(carousel, still), `${where} moves with no pause button`).toBe(false);
          continue;
        }
        const box = await carousel.boundingBox();
        await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
        expect(await moves(carousel, still), `${where} keeps moving while hovered`).toBe(false);
        await away();
        expect(await moves(carousel, still), `${where} does not resume after hover`).toBe(true);

        await carousel.getByRole('button', { name: common.carousel.next }).focus();
        expect(await moves(carousel, still), `${where} keeps moving while focus is inside`).toBe(
          false,
        );
        await away();

        // The pause control stops the motion; pressed again (now "play"), it resumes.
        await carousel.getByRole('button', pauseName).focus();
        await page.keyboard.press('Enter');
        await away();
        expect(await moves(carousel, still), `${where} moves after its pause button`).toBe(false);
        await carousel.getByRole('button', { name: common.carousel.play, exact: true }).focus();
        await page.keyboard.press('Enter');
        await away();
        expect(await moves(carousel, still), `${where}: play does not resume`).toBe(true);
        expect(
          await carousel.getByRole('button', pauseName).count(),
          `${where}: no pause again`,
        ).toBe(1);
      }
      await close();

      const reduced = await open(path, 'reduce');
      const all = reduced.page.locator(carouselSelector);
      await reduced.page.locator('.swiper-initialized').first().waitFor();
      for (const index of autoAdvancing) {
        expect(
          await moves(all.nth(index), still),
          `${path} carousel #${index + 1} moves despite prefers-reduced-motion`,
        ).toBe(false);
      }
      await reduced.close();
    },
  );
});

/**
 * Each control's identity, stable while focus adds state classes such as Mui-focusVisible.
 * Self-contained: Playwright runs it in the page.
 */
const identifyAll = (els: Element[]) =>
  els.map((el) =>
    [el.tagName, el.getAttribute('name'), el.getAttribute('type'), el.getAttribute('href')]
      .filter(Boolean)
      .join(':'),
  );

describe('forms by keyboard', () => {
  it.for(formPages)(
    '$name: every control is reached with Tab in order, consent is ticked with Space, then submit is enabled',
    async ({ path }) => {
      const { page, problems, close } = await open(path);
      const form = page.locator('main form');
      expect(await form.count(), `${path} has no form in <main>`).toBe(1);
      const focusable =
        'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), a[href]';
      const submit = form.locator('button[type="submit"]');
      const consent = form.locator('input[type="checkbox"]');
      expect(await submit.count()).toBe(1);
      expect(await consent.count()).toBeGreaterThanOrEqual(1);
      // Reaching the form wakes its island; from then on submit waits for the consent tick.
      await tabTo(page, form.locator(focusable).first());
      await form.locator(`xpath=ancestor::*[@${islandAttr.ready}][1]`).waitFor();
      expect(await submit.isDisabled(), 'submit is disabled until consent is given').toBe(true);
      const expected = await form.locator(focusable).evaluateAll(identifyAll);
      const reached: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        const inForm = await form.evaluate((el) => el.contains(document.activeElement));
        if (!inForm) break;
        const current = await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement;
          return { type: el.type, tag: el.tagName };
        });
        reached.push((await page.locator(':focus').evaluateAll(identifyAll))[0] ?? '');
        if (current.tag === 'TEXTAREA')
          await page.keyboard.type('We would like to hear about the setup.');
        else if (current.type === 'email') await page.keyboard.type('ada@example.com');
        else if (current.type === 'tel') await page.keyboard.type('+90 555 111 22 33');
        else if (current.tag === 'INPUT' && current.type === 'text')
          await page.keyboard.type('Ada');
        else if (current.type === 'checkbox') {
          await page.keyboard.press('Space');
          expect(
            await page.evaluate(() => (document.activeElement as HTMLInputElement).checked),
          ).toBe(true);
        }
        await page.keyboard.press('Tab');
      }
      // Every control, in DOM order; submit joins the order once consent enables it.
      expect(reached).toEqual(await form.locator(focusable).evaluateAll(identifyAll));
      expect(reached.length).toBeGreaterThanOrEqual(expected.length + 1);
      expect(await submit.isEnabled()).toBe(true);
      expect(problems).toEqual([]);
      await close();
    },
  );
});
