import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { defaultLanguage, languages, routes, unknownPath } from '../../support/locales';
import { axeViolations } from './axe';
import { sharedTab, setupBrowser, type ViewportName, viewports, waitForHydration } from './browser';
import { tabThrough } from './keyboard';

export async function expectNoAxeViolations(page: Page, path: string, viewport: ViewportName) {
  const violations = await axeViolations(page);
  expect
    .soft(
      violations,
      `axe on ${path} at ${viewports[viewport].width} px:\n${violations.join('\n')}`,
    )
    .toEqual([]);
}

/**
 * Walks the page with Tab (up to the footer with `untilFooter`): every stop shows a visible focus
 * indicator, in view, not under the header.
 */
export async function expectVisibleFocusStops(
  page: Page,
  path: string,
  viewport: ViewportName,
  { untilFooter = false } = {},
) {
  const { stops, reachedUntil } = await tabThrough(page, {
    until: untilFooter ? 'footer' : undefined,
  });
  // The walk went somewhere: through the whole page, or through the header and main to the footer.
  if (untilFooter) expect.soft(reachedUntil, `${path}: Tab never reached the footer`).toBe(true);
  else expect.soft(stops.length).toBeGreaterThan(5);
  const problems = stops.flatMap((stop, index) => [
    ...(stop.indicator
      ? []
      : [`#${index + 1} ${stop.label}: no focus indicator (${stop.indicatorStyle})`]),
    ...(stop.outlineContrast !== null && stop.outlineContrast < 3
      ? [
          `#${index + 1} ${stop.label}: focus outline contrast ${stop.outlineContrast}:1 < 3:1 (${stop.indicatorStyle})`,
        ]
      : []),
    ...(stop.underHeader ? [`#${index + 1} ${stop.label}: partly under the sticky header`] : []),
    ...(stop.offScreen ? [`#${index + 1} ${stop.label}: not scrolled into view`] : []),
  ]);
  expect
    .soft(problems, `${path} at ${viewports[viewport].width} px:\n${problems.join('\n')}`)
    .toEqual([]);
}

/** WCAG 1.4.10 Reflow: content reads without scrolling sideways at 320 CSS px (1280 px at 400%). */
const REFLOW_WIDTH = 320;

/**
 * At 320 px wide, nothing takes the page wider than the screen (a long address, a table, a
 * code line): no sideways scrolling. Puts the page back at `viewport` afterwards.
 */
export async function expectReflowAt320(page: Page, path: string, viewport: ViewportName) {
  await page.setViewportSize({ width: REFLOW_WIDTH, height: viewports[viewport].height });
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => !element.parentElement?.closest('[data-carousel]'))
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} (${element.textContent?.trim().slice(0, 40)})`,
      )
      .slice(0, 5);
  });
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.setViewportSize(viewports[viewport]);
  expect
    .soft(sideways, `${path} at ${REFLOW_WIDTH} px scrolls sideways; wider: ${wider.join(', ')}`)
    .toBe(0);
}

/**
 * Every page at one width, one visit each: axe on the page as it loads, then the Tab walk (which
 * wakes the islands it reaches) on the same page; and each locale's 404 page. The footer is the
 * same on every page: the walk goes through it on each locale's home page, and elsewhere ends
 * where it starts. One file per width and per half of the locales (the default one, the others),
 * so that the browser project's workers share the longest walk there is.
 */
export function checkEveryPageAt(viewport: ViewportName, locales: 'default' | 'others') {
  const browser = setupBrowser();
  const visit = sharedTab(browser, { viewport });
  const open = async (path: string) => {
    const { page } = await visit(path);
    await waitForHydration(page);
    return page;
  };
  const inHalf = (language: string) => (language === defaultLanguage) === (locales === 'default');

  describe(`every page at ${viewports[viewport].width} px`, () => {
    it.each(
      routes
        .filter((route) => inHalf(route.language))
        .map((route) => [route.path, route.id] as const),
    )(
      viewport === 'mobile'
        ? '%s: no axe violations; every Tab stop has a visible focus indicator and is not hidden by the sticky header (WCAG 2.4.7, 2.4.11); at 320 px it does not scroll sideways (1.4.10)'
        : '%s: no axe violations; every Tab stop has a visible focus indicator and is not hidden by the sticky header (WCAG 2.4.7, 2.4.11)',
      async (path, id) => {
        const page = await open(path);
        await expectNoAxeViolations(page, path, viewport);
        await expectVisibleFocusStops(page, path, viewport, { untilFooter: id !== 'home' });
        if (viewport === 'mobile') await expectReflowAt320(page, path, viewport);
      },
    );

    it.each(languages.filter(inHalf).map(unknownPath))(
      viewport === 'mobile'
        ? '%s (404): no axe violations; at 320 px it does not scroll sideways (WCAG 1.4.10)'
        : '%s (404): no axe violations',
      async (path) => {
        const page = await open(path);
        await expectNoAxeViolations(page, path, viewport);
        if (viewport === 'mobile') await expectReflowAt320(page, path, viewport);
      },
    );
  });
}
