import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  openPage,
  setupBrowser,
  type ViewportName,
  viewportNames,
  waitForHydration,
} from './support/browser';
import { site } from '../../src/config/site';
import { checksSharedBehaviour, copy, languages, pathOf } from '../support/locales';
import { animationDelays, scrollFeatureCardsIn } from './support/motion';
import { linkTarget } from './support/page-content';

const browser = setupBrowser();
const LOGO_COUNT = site.references.logos.length;
const AUTOPLAY_MS = 2000;

/** Moves the mouse off the page and focus out of the carousels, so nothing holds them still. */
async function leaveCarousels(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The home page of one locale: its copy, paths and carousel helpers. */
function homeOf(language: string) {
  const common = copy(language, 'common');
  const home = copy(language, 'home');
  const plansCopy = copy(language, 'plans');
  const logoLabel: string = home.references.carouselLabel;
  const featureTitles = Object.values(home.features.items as Record<string, { title: string }>).map(
    (item) => item.title,
  );

  const logoCarousel = (page: Page) => page.getByRole('region', { name: logoLabel });
  const featureCarousel = (page: Page) =>
    page.getByRole('region', { name: home.features.carouselLabel });
  const activeIndex = async (page: Page) =>
    Number(await logoCarousel(page).getAttribute('data-active-index'));

  /** Resolves once the logo carousel's slide transition, if any, has finished (swiper's flag). */
  const transitionDone = (page: Page) =>
    logoCarousel(page)
      .locator('.swiper')
      .evaluate(
        (el) =>
          new Promise<void>((resolve) => {
            const swiper = (el as HTMLElement & { swiper?: { animating: boolean } }).swiper;
            const check = () => (swiper?.animating ? requestAnimationFrame(check) : resolve());
            check();
          }),
      );

  /** Index changes of the logo carousel during `ms`, with their times. */
  const recordAdvances = (page: Page, ms: number) =>
    page.evaluate(
      ([name, duration]) =>
        new Promise<{ index: number; at: number }[]>((resolve) => {
          const region = [...document.querySelectorAll('[role="region"]')].find(
            (candidate) => candidate.getAttribute('aria-label') === name,
          );
          const changes: { index: number; at: number }[] = [];
          const observer = new MutationObserver(() =>
            changes.push({
              index: Number(region?.getAttribute('data-active-index')),
              at: performance.now(),
            }),
          );
          if (region) observer.observe(region, { attributeFilter: ['data-active-index'] });
          setTimeout(() => {
            observer.disconnect();
            resolve(changes);
          }, duration);
        }),
      [logoLabel, ms] as const,
    );

  /** Opens the home page and waits until swiper has taken over the logo carousel. */
  async function openHome(viewport: ViewportName, reducedMotion: 'reduce' | 'no-preference') {
    const opened = await openPage(browser(), pathOf(language, 'home'), {
      viewport,
      context: { reducedMotion },
    });
    await waitForHydration(opened.page);
    await opened.page.locator('.swiper-initialized').first().waitFor();
    await leaveCarousels(opened.page);
    return opened;
  }

  const paths = {
    home: pathOf(language, 'home'),
    product: pathOf(language, 'product'),
    pricing: pathOf(language, 'pricing'),
    contact: pathOf(language, 'contact'),
    cookieScan: pathOf(language, 'cookieScan'),
  };
  return {
    common,
    home,
    plansCopy,
    featureTitles,
    paths,
    logoCarousel,
    featureCarousel,
    activeIndex,
    transitionDone,
    recordAdvances,
    openHome,
  };
}

// The prerendered home page's logos, cards and FAQ data: tests/built/home.test.ts.

/**
 * The locales run side by side (each in its own pages of the file's browser), the widths and tests
 * within a locale one after another: most of this time is spent waiting for carousels to advance.
 * Concurrent tests take `expect` from their own context, so each failure is reported on its test.
 */
describe.concurrent.each(languages)('%s home page', (language) => {
  const {
    common,
    featureTitles,
    home,
    plansCopy,
    paths,
    logoCarousel,
    featureCarousel,
    activeIndex,
    transitionDone,
    recordAdvances,
    openHome,
  } = homeOf(language);
  describe.sequential.each(viewportNames)('at %s width', (viewport) => {
    it('lets the feature row be scrolled natively without JavaScript, so every card can be read', async ({
      expect,
    }) => {
      const { page, close } = await openPage(browser(), paths.home, {
        viewport,
        context: { javaScriptEnabled: false },
      });
      const track = featureCarousel(page).locator('.swiper');
      const { scrollable, overflowX } = await track.evaluate((el) => ({
        scrollable: el.scrollWidth > el.clientWidth,
        overflowX: getComputedStyle(el).overflowX,
      }));
      expect(scrollable).toBe(true);
      expect(overflowX).toBe('auto');
      // The last card starts outside the row and comes fully into it once the row is scrolled.
      const lastCardInside = () =>
        track.evaluate((el) => {
          const row = el.getBoundingClientRect();
          const last = el.querySelector('.swiper-slide:last-child > *')?.getBoundingClientRect();
          return !!last && last.left >= row.left - 1 && last.right <= row.right + 1;
        });
      expect(await lastCardInside()).toBe(false);
      await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
      await expect.poll(lastCardInside).toBe(true);
      await close();
    });

    // The same code in every language: checked in the default one (checksSharedBehaviour).

    if (checksSharedBehaviour(language)) {
      it('advances the reference logos every 2 s and loops from the last to the first', async ({
        expect,
      }) => {
        const { page, problems, close } = await openHome(viewport, 'no-preference');
        const advances = await recordAdvances(page, 4500);
        expect(advances.length).toBeGreaterThanOrEqual(2);
        const [first, second] = advances;
        expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThan(AUTOPLAY_MS - 300);
        expect((second?.at ?? 0) - (first?.at ?? 0)).toBeLessThan(AUTOPLAY_MS + 600);
        expect((second?.index ?? 0) - (first?.index ?? 0)).toBe(1);

        // Back to the first slide, then "previous" wraps to the last, and auto-advance wraps to 0.
        const previous = logoCarousel(page).getByRole('button', { name: common.carousel.previous });
        // Hovering pauses the autoplay; a click during its slide could be swallowed by swiper.
        await previous.hover();
        await transitionDone(page);
        for (let index = await activeIndex(page); index !== 0; index = await activeIndex(page)) {
          await previous.click();
          await expect.poll(() => activeIndex(page)).not.toBe(index);
          await transitionDone(page);
        }
        await previous.click();
        await expect.poll(() => activeIndex(page)).toBe(LOGO_COUNT - 1);
        await leaveCarousels(page);
        await expect.poll(() => activeIndex(page), { timeout: AUTOPLAY_MS * 2 }).toBe(0);
        expect(problems).toEqual([]);
        await close();
      });

      it('keeps still and skips the card entrance under reduced motion', async ({ expect }) => {
        const { page, problems, close } = await openHome(viewport, 'reduce');
        const toggle = logoCarousel(page).getByRole('button', { name: common.carousel.play });
        await expect.poll(() => toggle.count()).toBe(1);
        expect(await recordAdvances(page, AUTOPLAY_MS + 700)).toEqual([]);
        expect(await activeIndex(page)).toBe(0);

        await featureCarousel(page).scrollIntoViewIfNeeded();
        // Once the row is on screen, where an entrance would start (src/lib/use-entrance.ts).
        await featureCarousel(page).evaluate(
          (el) =>
            new Promise<void>((resolve) => {
              const observer = new IntersectionObserver(
                (entries) => {
                  if (!entries.some((entry) => entry.isIntersecting)) return;
                  observer.disconnect();
                  resolve();
                },
                { threshold: 0.15 },
              );
              observer.observe(el);
            }),
        );
        const animations = await featureCarousel(page)
          .locator('.swiper-slide > *')
          .evaluateAll((cards) => cards.map((card) => getComputedStyle(card).animationName));
        expect(animations).toEqual(animations.map(() => 'none'));
        expect(problems).toEqual([]);
        await close();
      });

      it('shows six feature cards 320-380 px wide that enter 0.1 s apart and slide with next/previous', async ({
        expect,
      }) => {
        const { page, close } = await openHome(viewport, 'no-preference');
        const carousel = featureCarousel(page);
        const cards = carousel.locator('.swiper-slide > *');
        expect(await cards.count()).toBe(6);
        const titles = await carousel.getByRole('heading', { level: 3 }).allTextContents();
        expect(titles).toEqual(featureTitles);
        for (const card of await cards.all()) {
          const width = (await card.boundingBox())?.width ?? 0;
          expect(width).toBeGreaterThanOrEqual(320);
          expect(width).toBeLessThanOrEqual(380);
        }
        await scrollFeatureCardsIn(carousel);
        await expect
          .poll(() => animationDelays(cards))
          .toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s']);

        const previous = carousel.getByRole('button', { name: common.carousel.previous });
        const next = carousel.getByRole('button', { name: common.carousel.next });
        expect(await previous.isDisabled()).toBe(true);
        const before = (await cards.first().boundingBox())?.x ?? 0;
        await next.click();
        await expect
          .poll(async () => (await cards.first().boundingBox())?.x ?? 0)
          .toBeLessThan(before - 300);
        await expect.poll(() => previous.isDisabled()).toBe(false);
        await close();
      });
    }

    it('reserves the carousels\u2019 height: no layout shift while they start and advance', async ({
      expect,
    }) => {
      const { page, close } = await openHome(viewport, 'no-preference');
      // The logos have started and advanced once, and that slide has come to rest.
      await expect.poll(() => activeIndex(page), { timeout: AUTOPLAY_MS * 2 }).not.toBe(0);
      await transitionDone(page);
      const shifts = await page.evaluate(
        () =>
          new Promise<{ value: number; inCarousel: boolean }[]>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(
                list.getEntries().map((entry) => {
                  const shift = entry as PerformanceEntry & {
                    value: number;
                    sources?: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
                  };
                  // A carousel's own shift: something inside it moved sideways or changed size.
                  // (Moving down with everything below a reflowing hero is not the carousel's.)
                  return {
                    value: shift.value,
                    inCarousel: (shift.sources ?? []).some(
                      ({ node, previousRect: before, currentRect: after }) =>
                        node instanceof Element &&
                        !!node.closest('[aria-roledescription]') &&
                        (before.x !== after.x ||
                          before.width !== after.width ||
                          before.height !== after.height),
                    ),
                  };
                }),
              );
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve([]), 500);
          }),
      );
      expect(shifts.filter((shift) => shift.inCarousel)).toEqual([]);
      // Whole-page CLS stays "good"; a web-font swap in the hero can still move text a little.
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.1);
      await close();
    });
  });

  // What the prices and links say does not depend on the width: one visit at 390 px.
  describe('at mobile width', () => {
    it('shows the three plans with prices 29, 79 and 199, the standard plan marked popular, and points every call to action at its page', async ({
      expect,
    }) => {
      const { page, close } = await openHome('mobile', 'no-preference');
      const section = page.getByRole('region', { name: home.pricing.title });
      const plans = section.getByRole('article');
      expect(await plans.count()).toBe(3);
      // The prices as a visitor reads them, in both languages (not formatted by the app's own
      // formatter, so a formatting slip fails here).
      const expected = [
        { id: 'starter', price: '$29', popular: false },
        { id: 'standard', price: '$79', popular: true },
        { id: 'enterprise', price: '$199', popular: false },
      ] as const;
      for (const [index, plan] of expected.entries()) {
        const card = plans.nth(index);
        const name = plansCopy.items[plan.id].name;
        expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(name);
        const text = (await card.textContent()) ?? '';
        // The template's sample offer: US dollars a month, VAT excluded.
        expect(text).toContain(plan.price);
        expect(text).toContain(plansCopy.price.period.month);
        expect(text).toContain(plansCopy.price.vatExcluded);
        for (const feature of plansCopy.items[plan.id].home.features) {
          expect(text).toContain(feature);
        }
        // Popular is said in words (and a thicker border), not by colour alone.
        expect(text.includes(plansCopy.popular)).toBe(plan.popular);
        const cta = card.getByRole('link', {
          name: plansCopy.homeCta.replace('{{plan}}', name),
        });
        expect(await linkTarget(cta)).toBe(paths.contact);
      }
      const borders = await plans.evaluateAll((cards) =>
        cards.map((card) => parseFloat(getComputedStyle(card).borderTopWidth)),
      );
      expect(borders[1]).toBeGreaterThan(borders[0] ?? 0);
      expect(await linkTarget(section.getByRole('link', { name: home.pricing.compare }))).toBe(
        paths.pricing,
      );
      const region = (name: string) => page.getByRole('region', { name });
      const target = (regionName: string, name: string) =>
        linkTarget(region(regionName).getByRole('link', { name, exact: true }));
      expect(await target(home.hero.title, home.hero.primaryCta)).toBe(paths.contact);
      expect(await target(home.hero.title, home.hero.secondaryCta)).toBe(paths.cookieScan);
      expect(await target(home.integration.title, home.integration.cta)).toBe(paths.product);
      expect(await target(home.cta.title, home.cta.primary)).toBe(paths.contact);
      expect(await target(home.cta.title, home.cta.secondary)).toBe(paths.pricing);

      await region(home.cta.title).getByRole('link', { name: home.cta.primary }).click();
      await page.waitForURL(`**${paths.contact}`);
      await close();
    });
  });
});
