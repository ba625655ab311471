import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expandedState } from './support/accessibility-tree';
import { describe, expect, it } from 'vitest';
import { nativeLanguageName } from '../../src/components/layout/language-switcher';
import { copy, defaultLanguage, languages, pathOf, routes, unknownPath } from '../support/locales';
import { site } from '../../src/config/site';
import { islandAttr } from '../../src/routing/page-markers';
import { axeViolations } from './support/axe';
import {
  newContext,
  openPage,
  setupBrowser,
  type ViewportName,
  viewportNames,
  viewports,
  waitForHydration,
} from './support/browser';
import { SCRIPT } from './support/held-scripts';
import { focusStop } from './support/keyboard';

/** The keyboard checks below run on the default locale's pages, with that locale's copy. */
const common = copy(defaultLanguage, 'common');
const paths = {
  home: pathOf(defaultLanguage, 'home'),
  product: pathOf(defaultLanguage, 'product'),
  pricing: pathOf(defaultLanguage, 'pricing'),
};

const browser = setupBrowser();
const nav = common.header.nav;
const homeLabel = common.header.homeLabel.replace('{{brand}}', site.brand);

async function open(path: string, viewport: ViewportName, reducedMotion?: 'reduce') {
  const opened = await openPage(browser(), path, {
    viewport,
    ...(reducedMotion && { context: { reducedMotion } }),
  });
  await waitForHydration(opened.page);
  return opened;
}

const activeName = (page: Page) => focusStop(page).then((stop) => stop.name);
/** The menu toggle; `hidden` while the modal drawer hides the rest of the page from AT. */
const menuToggle = (page: Page, hidden = false) =>
  page.getByRole('button', { name: common.header.openMenu, includeHidden: hidden });
const drawer = (page: Page) => page.locator('#mobile-menu');

/** The islands a built page holds, as one sorted key ("article-toc consent-manager"). */
function islandsOf(urlPath: string) {
  const html = readFileSync(join('dist', urlPath, 'index.html'), 'utf8');
  const names = html.matchAll(new RegExp(`${islandAttr.name}="([^"]+)"`, 'g'));
  return [...new Set([...names].map((match) => match[1]))].sort().join(' ');
}

// Before the scripts, a page differs from what the walk after hydration checks
// (accessibility-pages-*.test.ts, every page of every locale) only where its islands render a
// script-free form: so one page of the default locale per set of islands (the first in route
// order), the other locales' home pages (their copy in the same templates), and each locale's 404
// page.
const islandSets = new Set<string>();
const allPages = [
  ...routes
    .filter((route) => route.language === defaultLanguage)
    .filter((route) => {
      const islands = islandsOf(route.path);
      if (islandSets.has(islands)) return false;
      islandSets.add(islands);
      return true;
    })
    .map((route) => route.path),
  ...routes
    .filter((route) => route.language !== defaultLanguage && route.id === 'home')
    .map((route) => route.path),
  ...languages.map(unknownPath),
];

// The page as it is before its scripts run, and for visitors without JavaScript: carousels are
// native scroll areas then, the menu a popover. The site's scripts are refused (JavaScript stays
// on in the browser, which axe itself needs). With no script to react, a width is CSS alone, so
// one load serves both widths: checked at 390 px, then resized to 1280 px and checked again.
describe('axe-core before the scripts run', () => {
  it.each(allPages)('%s has no violations at 390 or 1280 px', async (path) => {
    const context = await newContext(browser(), { viewport: 'mobile' });
    await context.route(SCRIPT, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    for (const viewport of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(viewports[viewport]);
      const violations = await axeViolations(page);
      expect
        .soft(
          violations,
          `axe before the scripts run on ${path} at ${viewports[viewport].width} px:\n${violations.join('\n')}`,
        )
        .toEqual([]);
    }
    await context.close();
  });
});

describe('axe-core on the open mobile menu', () => {
  it('finds no violations in the drawer', async () => {
    const { page, close } = await open(paths.home, 'mobile');
    await menuToggle(page).click();
    await drawer(page).waitFor();
    const violations = await axeViolations(page, '#mobile-menu');
    expect(violations, violations.join('\n')).toEqual([]);
    await close();
  });
});

describe('keyboard: skip link (WCAG 2.4.1)', () => {
  it.each(viewportNames)(
    'is the first Tab stop at %s and moves focus to the main content',
    async (viewport) => {
      const { page, close } = await open(paths.product, viewport);
      await page.keyboard.press('Tab');
      const skip = await focusStop(page);
      expect(skip.name).toBe(common.skipToContent);
      expect(skip.offScreen, 'skip link must be visible when focused').toBe(false);
      expect(skip.indicator).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      await page.keyboard.press('Tab');
      const next = await focusStop(page);
      expect(next.inHeader, `after the skip link, Tab went to ${next.label} in the header`).toBe(
        false,
      );
      await close();
    },
  );
});

describe('keyboard: header at 1280 px', () => {
  it('tabs through logo, navigation and call to action in order, and Enter follows a link', async () => {
    const { page, close } = await open(paths.home, 'desktop');
    const names: string[] = [];
    const switcher = languages
      .filter((language) => language !== defaultLanguage)
      .map((language) => nativeLanguageName(language));
    for (let i = 0; i < 7 + switcher.length; i += 1) {
      await page.keyboard.press('Tab');
      names.push(await activeName(page));
    }
    expect(names).toEqual([
      common.skipToContent,
      homeLabel,
      nav.product,
      nav.compliance,
      nav.pricing,
      nav.cookieScan,
      ...switcher,
      common.header.cta,
    ]);
    // Back from the call to action over the language links and the scanner to the pricing link.
    for (let i = 0; i < switcher.length + 2; i += 1) await page.keyboard.press('Shift+Tab');
    expect(await activeName(page)).toBe(nav.pricing);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${paths.pricing}`);
    await close();
  });
});

describe('keyboard: mobile menu at 390 px (a native popover)', () => {
  it('opens with Enter, is walked with Tab, closes with Escape returning focus, and a link navigates', async () => {
    const { page, problems, close } = await open(paths.home, 'mobile');
    const names: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      names.push(await activeName(page));
    }
    expect(names.at(-1)).toBe(common.header.openMenu);
    await page.keyboard.press('Enter');
    await drawer(page).waitFor();
    expect(await expandedState(page, common.header.openMenu)).toBe(true);

    // The drawer's links follow the toggle in the Tab order (a disclosure, not a modal).
    const inside: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      inside.push(await activeName(page));
      const stop = await focusStop(page);
      expect(stop.indicator, `no focus indicator on ${stop.label}`).toBe(true);
    }
    for (const label of [nav.product, nav.compliance, nav.pricing]) {
      expect(inside).toContain(label);
    }

    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
    await expect.poll(() => activeName(page)).toBe(common.header.openMenu);
    expect(await expandedState(page, common.header.openMenu)).toBe(false);

    // Space opens it too; Enter on a link loads that page, whose menu starts closed.
    await page.keyboard.press('Space');
    await drawer(page).waitFor();
    await drawer(page).getByRole('link', { name: nav.pricing }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${paths.pricing}`);
    await drawer(page).waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await close();
  });
});

describe('prefers-reduced-motion', () => {
  it('turns off smooth scrolling, animations and transitions', async () => {
    const reduced = await open(paths.home, 'mobile', 'reduce');
    const motion = (page: Page) =>
      page.evaluate(() => {
        const seconds = (value: string) =>
          Math.max(
            ...value
              .split(',')
              .map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)),
          );
        let longest = 0;
        let where = '';
        for (const el of document.querySelectorAll('*')) {
          const style = getComputedStyle(el);
          const animated = style.animationName !== 'none' ? seconds(style.animationDuration) : 0;
          const duration = Math.max(animated, seconds(style.transitionDuration));
          if (duration > longest) {
            longest = duration;
            where = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
          }
        }
        return {
          scroll: getComputedStyle(document.documentElement).scrollBehavior,
          longest,
          where,
        };
      });
    const calm = await motion(reduced.page);
    expect(calm.scroll).toBe('auto');
    expect(calm.longest, `${calm.where} still moves for ${calm.longest}s`).toBeLessThan(0.001);

    // The drawer's slide (an inline transition) is cut short as well.
    await menuToggle(reduced.page).click();
    await drawer(reduced.page).waitFor();
    expect((await motion(reduced.page)).longest).toBeLessThan(0.001);
    await reduced.close();

    // Without the preference the same page scrolls smoothly and animates: the check can fail.
    const normal = await open(paths.home, 'mobile');
    await menuToggle(normal.page).click();
    await drawer(normal.page).waitFor();
    const lively = await motion(normal.page);
    expect(lively.scroll).toBe('smooth');
    expect(lively.longest).toBeGreaterThan(0.1);
    await normal.close();
  });
});
