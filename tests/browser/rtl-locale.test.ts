import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pseudoLanguage, pseudoRtlLanguage } from '../../server/locales/locales.ts';
import { articles } from '../../src/content/articles';
import { islandSelector } from '../../src/routing/page-markers';
import { hydrated } from './support/articles';
import {
  setupBrowser,
  sharedTab,
  viewportNames,
  viewports,
  type ViewportName,
} from './support/browser';
import { servePseudoBuild } from './support/pseudo-build';
import { defaultLanguage, routes } from '../support/locales';

/**
 * Builds the site with the right-to-left pseudo-locale (the pseudo text in `<html dir="rtl">`) and
 * walks every page of it (one article for the three) at both widths: proves that a right-to-left language is a JSON-only
 * change, because the whole layout mirrors (theme direction and the style cache's RTL plugin).
 */
const browser = setupBrowser();
const origin = servePseudoBuild();
// Per width, a tab for the right-to-left pages and one for their left-to-right counterparts.
// Reduced motion: carousels do not advance on their own and jumps are immediate.
const tabAt = (viewport: ViewportName) =>
  sharedTab(browser, { viewport, context: { reducedMotion: 'reduce' } });
const visits = Object.fromEntries(
  viewportNames.map((viewport) => [viewport, { rtl: tabAt(viewport), ltr: tabAt(viewport) }]),
) as Record<ViewportName, { rtl: ReturnType<typeof tabAt>; ltr: ReturnType<typeof tabAt> }>;

const articleIds = new Set<string>(articles.map((article) => article.id));
// The articles share one template: the first stands for all three.
const rtlRoutes = routes
  .filter((route) => route.language === defaultLanguage)
  .filter((route) => !articleIds.has(route.id) || route.id === articles[0]?.id)
  .map((route) => ({
    id: route.id,
    path: `/${pseudoRtlLanguage}${route.path === '/' ? '/' : route.path}`,
    /** The same page and text left to right, for the mirror comparison. */
    ltrPath: `/${pseudoLanguage}${route.path === '/' ? '/' : route.path}`,
  }));
const cases = rtlRoutes.flatMap((route) =>
  viewportNames.map((viewport) => ({ ...route, viewport })),
);

type Box = { left: number; right: number; width: number };
const box = async (locator: Locator): Promise<Box> => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error(`${String(locator)} has no box`);
  return { left: rect.x, right: rect.x + rect.width, width: rect.width };
};
const centre = (rect: Box) => rect.left + rect.width / 2;

/** Visible elements that stick out of the viewport sideways, unless a clipping parent hides it. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide in ${width} px`);
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.left >= -1 && rect.right <= width + 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body;) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX !== 'visible' || parentStyle.position === 'fixed') {
          clipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (clipped) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
      found.push(`${name} spans ${Math.round(rect.left)}..${Math.round(rect.right)} px`);
    }
    return found;
  });
}

/**
 * The boxes of the page's laid-out elements below the header, in document order. The header is
 * checked on its own: its language switcher lists other languages in the two pseudo-locales.
 */
const layoutBoxes = (page: Page) =>
  page.evaluate(() => {
    const found: { name: string; left: number; right: number }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (['inline', 'contents', 'none'].includes(style.display)) continue;
      if (style.visibility === 'hidden') continue;
      if (element.closest('header, svg, [popover], script, style')) continue;
      const rect = element.getBoundingClientRect();
      // Visually hidden text (a 1 px box) sits wherever its parent starts.
      if (rect.width < 2 || rect.height < 2) continue;
      const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
      found.push({
        name: `${element.tagName.toLowerCase()} "${label.trim().slice(0, 40)}"`,
        left: rect.left,
        right: rect.right,
      });
    }
    return found;
  });

/**
 * Every element of the right-to-left page sits where the left-to-right page's counterpart sits
 * seen in a mirror: what the style cache's mirroring and the theme direction are for. Styles
 * that stay physical (an inline `style` with left or right) show up here.
 */
async function notMirrored(page: Page, ltrPage: Page, width: number): Promise<string[]> {
  const rtl = await layoutBoxes(page);
  const ltr = await layoutBoxes(ltrPage);
  if (ltr.length !== rtl.length) return [`${rtl.length} elements, ${ltr.length} left to right`];
  return rtl.flatMap((box, index) => {
    const other = ltr[index]!;
    const mirrored =
      Math.abs(box.left - (width - other.right)) <= 2 &&
      Math.abs(box.right - (width - other.left)) <= 2;
    return mirrored
      ? []
      : [
          `${box.name} at ${Math.round(box.left)}..${Math.round(box.right)} px, mirror of ` +
            `${Math.round(other.left)}..${Math.round(other.right)} expected`,
        ];
  });
}

/** The box of an element's text (not of the block holding it): where a line starts. */
const textBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rect = range.getBoundingClientRect();
    return { left: rect.left, right: rect.right, width: rect.width };
  });

async function expectHeaderMirrored(page: Page, viewport: ViewportName) {
  const header = page.locator('header').first();
  const logo = await box(header.locator('a').first());
  expect(centre(logo), 'the logo is on the right').toBeGreaterThan(viewports[viewport].width / 2);
  if (viewport === 'mobile') {
    const menu = await box(header.locator('button[popovertarget]').first());
    expect(menu.right, 'the menu button is left of the logo').toBeLessThan(logo.left);
    return;
  }
  const links = header.locator('nav a').filter({ visible: true });
  const lefts: number[] = [];
  for (const link of await links.all()) lefts.push((await box(link)).left);
  expect(lefts.length).toBeGreaterThan(1);
  expect(lefts, 'the first navigation link is the rightmost').toEqual(
    [...lefts].sort((a, b) => b - a),
  );
  expect(Math.max(...lefts)).toBeLessThan(logo.left);
}

async function expectFooterMirrored(page: Page, viewport: ViewportName) {
  const columns = await page.locator('footer nav').all();
  expect(columns.length).toBeGreaterThan(1);
  for (const column of columns) {
    const heading = column.locator('h2');
    const text = await textBox(heading);
    const block = await box(heading);
    // Right to left, a line starts at the right edge of its block.
    expect(Math.abs(block.right - text.right), 'a footer heading starts on the right').toBeLessThan(
      2,
    );
  }
  if (viewport === 'desktop') {
    const lefts: number[] = [];
    for (const column of columns) lefts.push((await box(column)).left);
    expect(lefts, 'the first footer column is the rightmost').toEqual(
      [...lefts].sort((a, b) => b - a),
    );
  }
}

async function expectCarouselsMirrored(page: Page) {
  for (const carousel of await page.locator('[data-carousel]').all()) {
    await carousel.scrollIntoViewIfNeeded();
    const track = carousel.locator('.swiper');
    await expect.poll(() => track.getAttribute('class')).toContain('swiper-initialized');
    expect(await track.getAttribute('class'), 'swiper runs right to left').toContain('swiper-rtl');
    const area = await box(track);
    const first = carousel.locator('.swiper-slide:not(.swiper-slide-duplicate)').first();
    // The first slide starts at the right edge, the controls read right to left.
    expect(Math.abs((await box(first)).right - area.right)).toBeLessThan(2);
    const previous = await box(carousel.locator('[data-carousel-control="previous"]'));
    const next = carousel.locator('[data-carousel-control="next"]');
    expect(previous.left, '"previous" is right of "next"').toBeGreaterThan((await box(next)).right);
    await next.click();
    await expect.poll(() => carousel.getAttribute('data-active-index')).toBe('1');
    // Moving on slides the row to the right: the first slide leaves on the right.
    await expect.poll(async () => (await box(first)).left).toBeGreaterThan(area.right - 2);
  }
}

async function expectContentsWork(page: Page, viewport: ViewportName) {
  const contents = page.locator(`${islandSelector('article-toc')} nav`);
  const list = contents.locator('ol');
  if (viewport === 'mobile') await contents.locator('summary').click();
  await expect.poll(() => list.isVisible()).toBe(true);
  const border = await list.evaluate((element) => getComputedStyle(element).borderRightWidth);
  expect(border, 'the contents line is on the right').toBe('2px');
  const area = await box(list);
  expect(area.left).toBeGreaterThanOrEqual(0);
  expect(area.right).toBeLessThanOrEqual(viewports[viewport].width);
  if (viewport === 'desktop') {
    const text = await box(page.locator('main h2').first());
    expect(area.left, 'the contents sit right of the text').toBeGreaterThan(text.right - 1);
  }
  const entry = list.locator('a').nth(1);
  const target = decodeURIComponent((await entry.getAttribute('href'))?.slice(1) ?? '');
  await entry.click();
  await expect.poll(() => entry.getAttribute('aria-current')).toBe('true');
  await expect
    .poll(() =>
      page.locator(`[id="${target}"]`).evaluate((element) => element.getBoundingClientRect().top),
    )
    .toBeLessThan(viewports[viewport].height / 2);
}

describe('right-to-left pseudo-locale', () => {
  it.for(cases)(
    '$path at $viewport: mirrored, nothing sideways, carousels and contents work',
    async ({ id, path: pathname, ltrPath, viewport }) => {
      const { page, problems } = await visits[viewport].rtl(`${origin()}${pathname}`);
      await hydrated(page);
      const html = page.locator('html');
      expect(await html.getAttribute('dir')).toBe('rtl');
      expect(await html.getAttribute('lang')).toBe(pseudoRtlLanguage);
      expect(await overflowing(page), `${pathname} sticks out sideways`).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.clientWidth);
      const ltr = await visits[viewport].ltr(`${origin()}${ltrPath}`);
      expect(await notMirrored(page, ltr.page, width)).toEqual([]);
      await expectHeaderMirrored(page, viewport);
      await expectFooterMirrored(page, viewport);
      await expectCarouselsMirrored(page);
      if (articleIds.has(id)) await expectContentsWork(page, viewport);
      expect(await overflowing(page), `${pathname} sticks out sideways`).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});
