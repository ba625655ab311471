/**
 * What a visitor sees move: route changes, the mobile menu, the 404 page's console line, the
 * table of contents, the FAQ and the carousels (§2, §4, §8, §9). Real Chromium on the built site.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openHydrated } from '../browser/support/articles';
import { islandAttr, islandSelector } from '../../src/routing/page-markers';
import { openPage, readyIsland, setupBrowser, waitForHydration } from '../browser/support/browser';
import { animationDelays, scrollFeatureCardsIn } from '../browser/support/motion';
import { languages, unknownPath } from '../support/locales';

const browser = setupBrowser();

const article = '/cerez-nedir-cerez-turleri';

/** The article's table of contents and its entries' targets, the current one first-class. */
function contentsOf(page: Page) {
  const toc = page.getByRole('navigation', { name: 'İçindekiler' });
  return {
    toc,
    sectionIds: () =>
      page
        .locator('main section[id][tabindex="-1"]')
        .evaluateAll((sections) => sections.map((section) => section.id)),
    current: () =>
      toc
        .locator('a[aria-current="true"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  };
}

/** Viewport-relative top of a section. */
const topOf = (page: Page, id: string) =>
  page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);

/** Console lines of one page, with their level. */
function consoleLines(page: Page) {
  const lines: { type: string; text: string }[] = [];
  page.on('console', (message) => lines.push({ type: message.type(), text: message.text() }));
  return lines;
}

/**
 * Chooses a link in the open mobile menu and waits for what follows: a new document (the site's
 * links are ordinary navigations) or a change of address inside the page (a link handled by a
 * script). Either way, the menu must then be closed.
 */
async function chooseMenuLink(page: Page, name: string) {
  const navigated = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name }).click();
  await navigated;
  await page.waitForLoadState('load');
}

/** Whether the mobile menu is open: shown as a popover, or visible at all. */
const menuOpen = async (page: Page) =>
  (await page.locator(':popover-open').count()) > 0 ||
  (await page.getByRole('dialog', { name: 'Menü' }).isVisible());

describe('§2 and §8 frame and routes', () => {
  it('§2 R2.2 a route change shows the new page from the top', async () => {
    const { page, close } = await openPage(browser(), '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Fiyatlandırma' }).click();
    await page.waitForURL((url) => url.pathname === '/fiyatlandirma');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });

  it('§2 R2.6 on a small screen a toggle menu replaces the navigation, and choosing a link leaves no menu open', async () => {
    const { page, close } = await openPage(browser(), '/', { viewport: 'mobile' });
    const header = page.getByRole('banner');
    expect(await header.locator('nav[aria-label="Ana menü"]').first().isVisible()).toBe(false);
    await header.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).waitFor();
    await chooseMenuLink(page, 'KVKK ve Uyum');
    expect(new URL(page.url()).pathname).toBe('/uyumluluk');
    expect(await menuOpen(page)).toBe(false);
    await close();
  });

  it.each(languages)(
    '§2 R2.17 the 404 page logs the missing path to the console, at info level, before any hydration (%s)',
    async (language) => {
      const missing = unknownPath(language);
      const { page, close } = await openPage(browser(), '/');
      const lines = consoleLines(page);
      await page.goto(missing, { waitUntil: 'load' });
      await expect
        .poll(() => lines.filter((line) => line.text.includes(missing)).map((line) => line.type))
        .toEqual(['info']);
      // Nothing on the page hydrates: the loader logs from the prerendered page.
      expect(await page.locator(`[${islandAttr.ready}]`).count()).toBe(0);
      expect(
        lines.filter((line) => line.type === 'error' && !/status of 404/.test(line.text)),
      ).toEqual([]);
      await close();
    },
  );

  it('§8 R8.3 an unknown route shows the 404 page with a link home and logs the path', async () => {
    const missing = unknownPath('tr');
    const { page, close } = await openPage(browser(), '/');
    const lines = consoleLines(page);
    const response = await page.goto(missing, { waitUntil: 'load' });
    expect(response?.status()).toBe(404);
    await expect.poll(() => lines.some((line) => line.text.includes(missing))).toBe(true);
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: 'Ana Sayfaya Dönün' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });
  it('§2 R2.20 clicking a table-of-contents entry scrolls smoothly to its section', async () => {
    const { page, close } = await openHydrated(browser(), article, 'desktop');
    const { toc, sectionIds } = contentsOf(page);
    const last = (await sectionIds()).at(-1)!;
    await page.evaluate(() => {
      const seen = new Set<number>();
      (window as unknown as { seen: Set<number> }).seen = seen;
      window.addEventListener('scroll', () => seen.add(Math.round(window.scrollY)));
    });
    expect(await topOf(page, last)).toBeGreaterThan(2000);
    await toc.locator(`a[href="#${last}"]`).click();
    // Lands just below the sticky header (the theme's scroll padding), not under it.
    await expect.poll(() => topOf(page, last)).toBeLessThan(200);
    expect(await topOf(page, last)).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => location.hash)).toBe(`#${last}`);
    // Smoothly: the page passes through positions in between instead of jumping.
    const positions = await page.evaluate(
      () => (window as unknown as { seen: Set<number> }).seen.size,
    );
    expect(positions).toBeGreaterThan(3);
    await close();
  });

  it('§2 R2.25 the logo strip on /urunler scrolls by itself', async () => {
    const { page, close } = await openPage(browser(), '/urunler');
    const strip = page.locator('[data-marquee]');
    const track = strip.locator('[data-marquee-track]').first();
    // The strip, not its track: a moving track never counts as stable enough to scroll to.
    await strip.scrollIntoViewIfNeeded();
    const left = async () => (await track.boundingBox())?.x ?? 0;
    const start = await left();
    await expect.poll(left).toBeLessThan(start - 5);
    expect(await page.locator('[data-marquee]').getAttribute('data-playing')).toBe('true');
    await close();
  });

  it('§2 R2.26 on a wide screen the table of contents stays in view beside the article as it scrolls', async () => {
    const { page, close } = await openPage(browser(), article);
    const { toc, sectionIds } = contentsOf(page);
    expect(await toc.evaluate((nav) => getComputedStyle(nav).position)).toBe('sticky');
    const ids = await sectionIds();
    for (const id of [ids[2]!, ids.at(-1)!]) {
      await page.evaluate((sectionId) => {
        document.getElementById(sectionId)!.scrollIntoView({ behavior: 'instant' });
      }, id);
      const box = await toc.boundingBox();
      expect(box?.y, id).toBeGreaterThanOrEqual(0);
      expect(box?.y, id).toBeLessThan(200);
    }
    // Beside the text, not above it.
    const main = await page.locator(`section#${ids[2]}`).boundingBox();
    const side = await toc.boundingBox();
    expect(
      (side?.x ?? 0) + (side?.width ?? 0) <= (main?.x ?? 0) ||
        (side?.x ?? 0) >= (main?.x ?? 0) + (main?.width ?? 0),
    ).toBe(true);
    await close();
  });
});

describe('§4 and §9 moving parts', () => {
  it('§4 R4.4 the mobile table of contents closes after a section is chosen', async () => {
    // As a reader opens it: the contents' code wakes on the tap on the toggle, and a section
    // chosen before it has arrived is held until it has.
    const { page, close } = await openPage(browser(), article, { viewport: 'mobile' });
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: 'İçindekiler' });
    await toc.locator('summary').click();
    const open = () =>
      toc.locator('details').evaluate((details: HTMLDetailsElement) => details.open);
    expect(await open()).toBe(true);
    const target = toc.getByRole('link').nth(2);
    const hash = await target.getAttribute('href');
    await target.click();
    await expect.poll(open).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);
    await close();
  });

  it('§4 R4.5 FAQ items open and close; opening one closes the other', async () => {
    const { page, close } = await openPage(browser(), '/');
    const items = page.locator('#faq details');
    const openStates = () =>
      items.evaluateAll((all) => all.map((item) => (item as HTMLDetailsElement).open));
    expect((await openStates()).some(Boolean)).toBe(false);
    await items.nth(0).locator('summary').click();
    await expect.poll(async () => (await openStates())[0]).toBe(true);
    await items.nth(1).locator('summary').click();
    await expect.poll(async () => (await openStates()).slice(0, 2)).toEqual([false, true]);
    await items.nth(1).locator('summary').click();
    await expect.poll(async () => (await openStates()).some(Boolean)).toBe(false);
    await close();
  });

  it('§9 R9.4 the reference carousel auto-advances every 2000 ms and loops', async () => {
    /** The spec's interval. */
    const delay = 2000;
    // Auto-advance never starts under reduced motion.
    const { page, close } = await openPage(browser(), '/', {
      context: { reducedMotion: 'no-preference' },
    });
    const carousel = page.locator(`${islandSelector('reference-carousel')} [data-carousel]`);
    await carousel.scrollIntoViewIfNeeded();
    await page.locator(readyIsland('reference-carousel')).waitFor();
    const index = async () => Number(await carousel.getAttribute('data-active-index'));
    // Swiper drops a slide change asked for while the last one's CSS transition still runs.
    const animating = () =>
      carousel
        .locator('.swiper')
        .evaluate(
          (el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating,
        );
    // Loop mode may add blank slides to fill a row; the real ones are the logos.
    const count = await carousel.locator('.swiper-slide:not(.swiper-slide-blank)').count();
    expect(count).toBeGreaterThan(1);

    // The pointer over the carousel holds it still. Then the clock becomes a fake one (installed
    // only now: its `performance` lists no paint, so the island loader, which waits for the first
    // paint, would never start the carousel) and stops; the pointer leaves, and auto-advance
    // starts again at a known instant of the stopped clock.
    await carousel.hover();
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await expect.poll(animating).toBe(false);
    const start = await index();
    await page.mouse.move(0, 0);

    // One full round and one slide more: every step takes 2000 ms, the last slide is followed by
    // the first.
    const visited: number[] = [];
    for (let step = 1; step <= count + 1; step += 1) {
      await page.clock.runFor(delay - 1);
      expect(await index(), `slide ${step} too early`).toBe((start + step - 1) % count);
      await page.clock.runFor(1);
      await expect.poll(index, { message: `slide ${step} on time` }).toBe((start + step) % count);
      visited.push(await index());
      await expect.poll(animating).toBe(false);
    }
    expect(visited).toContain(0);
    expect(new Set(visited).size).toBe(count);
    await close();
  });

  it('§9 R9.5 feature cards are 320 to 380 px wide', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, close } = await openPage(browser(), '/', { viewport });
      const widths = await page
        .locator(`${islandSelector('feature-carousel')} [role="group"] > div > div`)
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
      expect(widths).toHaveLength(6);
      for (const width of widths) {
        expect(width, viewport).toBeGreaterThanOrEqual(320);
        expect(width, viewport).toBeLessThanOrEqual(380);
      }
      await close();
    }
  });

  it('§9 R9.6 an article section is current once its top is above the scroll position plus 100 px', async () => {
    const { page, close } = await openPage(browser(), article);
    const toc = page.getByRole('navigation', { name: 'İçindekiler' });
    const ids = await page
      .locator('main section[id][tabindex="-1"]')
      .evaluateAll((sections) => sections.map((section) => section.id));
    const place = (id: string, top: number) =>
      page.evaluate(
        ([sectionId, y]) => {
          const section = document.getElementById(sectionId as string)!;
          const target = window.scrollY + section.getBoundingClientRect().top - (y as number);
          window.scrollTo({ top: target, behavior: 'instant' });
        },
        [id, top] as const,
      );
    const current = () =>
      toc
        .locator('a[aria-current="true"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    await place(ids[2]!, 60);
    await expect.poll(current).toEqual([`#${ids[2]}`]);
    await place(ids[2]!, 140);
    await expect.poll(current).toEqual([`#${ids[1]}`]);
    await close();
  });

  it('§9 R9.7 the content is at most 1200 px wide on a wide screen', async () => {
    const { page, close } = await openPage(browser(), '/', {
      context: { viewport: { width: 1600, height: 900 } },
    });
    const widths = await page
      .locator('.MuiContainer-root')
      .evaluateAll((containers) => containers.map((c) => c.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(3);
    expect(Math.max(...widths)).toBe(1200);
    await close();
  });
  it('§4 R4.6 the mobile menu opens and closes with its toggle, and choosing the link to the page shown leaves no menu open', async () => {
    const path = '/fiyatlandirma';
    const { page, close } = await openPage(browser(), path, { viewport: 'mobile' });
    await waitForHydration(page);
    const menu = page.getByRole('dialog', { name: 'Menü' });
    const open = page.getByRole('banner').getByRole('button', { name: 'Menüyü aç' });
    await open.click();
    await menu.waitFor();
    await menu.getByRole('button', { name: 'Menüyü kapat' }).click();
    await menu.waitFor({ state: 'hidden' });
    await open.click();
    await menu.waitFor();
    // The link to the page already shown: where a link handled inside the page would leave the
    // menu standing.
    expect(
      await menu.getByRole('link', { name: 'Fiyatlandırma' }).getAttribute('aria-current'),
    ).toBe('page');
    await chooseMenuLink(page, 'Fiyatlandırma');
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await menuOpen(page)).toBe(false);
    await close();
  });

  it('§4 R4.7 the table of contents marks the section being read as the reader scrolls', async () => {
    const { page, close } = await openHydrated(browser(), article, 'desktop');
    const { current, sectionIds } = contentsOf(page);
    const ids = await sectionIds();
    /** Scrolls the way a reader does, section by section, until the section tops the page. */
    const readFrom = (id: string) =>
      page.locator(`section#${id}`).evaluate((section) => {
        const top = window.scrollY + section.getBoundingClientRect().top;
        window.scrollTo({ top, behavior: 'instant' });
      });
    for (const id of [ids[0]!, ids[1]!, ids.at(-2)!, ids[0]!]) {
      await readFrom(id);
      await expect.poll(current).toEqual([`#${id}`]);
    }
    await close();
  });

  it('§4 R4.8 the reference carousel moves to the next and previous slide, looping', async () => {
    const { page, close } = await openPage(browser(), '/');
    await waitForHydration(page);
    const carousel = page.locator(`${islandSelector('reference-carousel')} [data-carousel]`);
    await carousel.locator('.swiper-initialized').waitFor();
    const count = await carousel.locator('[role="group"]').count();
    const index = async () => Number(await carousel.getAttribute('data-active-index'));
    const previous = carousel.getByRole('button', { name: 'Önceki' });
    const next = carousel.getByRole('button', { name: 'Sonraki' });
    /** Swiper's own flag: a click during a slide's transition may be swallowed. */
    const settled = () =>
      carousel.locator('.swiper').evaluate(
        (el) =>
          new Promise<void>((resolve) => {
            const swiper = (el as HTMLElement & { swiper?: { animating: boolean } }).swiper;
            const check = () => (swiper?.animating ? requestAnimationFrame(check) : resolve());
            check();
          }),
      );
    // Hovering the controls holds the autoplay still, so only the clicks move the slides.
    await next.hover();
    await settled();
    const start = await index();
    await next.click();
    await expect.poll(index).toBe((start + 1) % count);
    await settled();
    await previous.click();
    await expect.poll(index).toBe(start);
    await settled();
    for (let at = await index(); at !== 0; at = await index()) {
      await previous.click();
      await expect.poll(index).toBe(at - 1);
      await settled();
    }
    await previous.click();
    await expect.poll(index).toBe(count - 1);
    await settled();
    await next.click();
    await expect.poll(index).toBe(0);
    await close();
  });

  it('§9 R9.12 the feature cards enter 0.1 s apart', async () => {
    const { page, close } = await openPage(browser(), '/', {
      context: { reducedMotion: 'no-preference' },
    });
    await waitForHydration(page);
    const carousel = page.locator(`${islandSelector('feature-carousel')} [data-carousel]`);
    const cards = carousel.locator('[role="group"] > *');
    await scrollFeatureCardsIn(carousel);
    await expect
      .poll(() => animationDelays(cards))
      .toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s']);
    await close();
  });
});
