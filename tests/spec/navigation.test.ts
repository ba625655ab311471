/**
 * What a visitor sees move: route changes, the mobile menu, the 404 page's console line, the
 * table of contents, the FAQ and the carousels (§2, §4, §8, §9). Real Chromium on the built site.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { islandAttr, islandSelector } from '../../src/routing/page-markers';
import { openPage, setupBrowser, waitForHydration } from '../browser/support/browser';
import { languages, unknownPath } from '../support/locales';

const browser = setupBrowser();

const article = '/cerez-nedir-cerez-turleri';

/** Console lines of one page, with their level. */
function consoleLines(page: Page) {
  const lines: { type: string; text: string }[] = [];
  page.on('console', (message) => lines.push({ type: message.type(), text: message.text() }));
  return lines;
}

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

  it('§2 R2.6 on a small screen a toggle menu replaces the navigation and closes when a link is chosen', async () => {
    const { page, close } = await openPage(browser(), '/', { viewport: 'mobile' });
    const header = page.getByRole('banner');
    expect(await header.locator('nav[aria-label="Ana menü"]').first().isVisible()).toBe(false);
    await header.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'KVKK ve Uyum' }).click();
    await page.waitForURL((url) => url.pathname === '/uyumluluk');
    expect(await page.getByRole('dialog', { name: 'Menü' }).isVisible()).toBe(false);
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
});

describe('§4 and §9 moving parts', () => {
  it('§4 R4.4 the mobile table of contents closes after a section is chosen', async () => {
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
    const { page, close } = await openPage(browser(), '/');
    const carousel = page.locator(`${islandSelector('reference-carousel')} [data-carousel]`);
    expect(await carousel.getAttribute('data-autoplay-delay')).toBe('2000');
    expect(await carousel.getAttribute('data-loop')).not.toBeNull();
    await carousel.scrollIntoViewIfNeeded();
    // Advances by itself: no visitor input after it came into view.
    await expect
      .poll(() => carousel.getAttribute('data-active-index'), { timeout: 30_000 })
      .not.toBe('0');
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
});
