import type { Page } from 'playwright-core';
import { expandedState } from './support/accessibility-tree';
import { describe, expect, it } from 'vitest';
import { articlesIn } from '../support/articles';
import { openHydrated } from './support/articles';
import {
  openPage,
  readyIsland,
  setupBrowser,
  type ViewportName,
  viewportNames,
  waitForHydration,
} from './support/browser';
import { languageOfPath } from '../../src/routing/paths';
import { bundle, checksSharedBehaviour, languages } from '../support/locales';

const browser = setupBrowser();
const openArticle = (path: string, viewport: ViewportName, reducedMotion = false) =>
  openHydrated(browser(), path, viewport, reducedMotion);

/** The spec's scroll-spy line: a section is current once its top is above scrollY + 100 px. */
const SPY_OFFSET = 100;
/** A smooth scroll across a long article takes over a second: more than expect.poll's default. */

/** The locale of the page's URL: its copy names the controls. */
const languageOf = (page: Page) => languageOfPath(new URL(page.url()).pathname);

/** The table of contents, named in the page's language (`blog:toc.title`). */
const toc = (page: Page) =>
  page.getByRole('navigation', { name: bundle(languageOf(page), 'blog').toc.title });
/** The fold's toggle on small screens: the native `<summary>`. */
const tocToggle = (page: Page) => toc(page).locator('details > summary');
const tocEntry = (page: Page, id: string) => toc(page).locator(`a[href="#${id}"]`);
/** The list of sections inside the fold. */
async function tocPanel(page: Page) {
  return toc(page).locator('details > ol');
}

/** Whether the fold is open, as a screen reader hears it. */
const tocExpanded = (page: Page) => expandedState(page, bundle(languageOf(page), 'blog').toc.title);

/** Viewport-relative top of a section and the bottom edge of the sticky header. */
function positions(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    const header = document.querySelector('header');
    if (!section || !header) throw new Error(`#${sectionId} or the header is missing`);
    return {
      top: section.getBoundingClientRect().top,
      headerBottom: header.getBoundingClientRect().bottom,
    };
  }, id);
}

/** True once the section sits just below the sticky header (within the scroll padding). */
async function landedBelowHeader(page: Page, id: string) {
  const { top, headerBottom } = await positions(page, id);
  return top >= headerBottom - 1 && top <= headerBottom + 24;
}

function currentEntry(page: Page) {
  return toc(page)
    .locator('a[aria-current="true"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

/** Opens the mobile table of contents (no-op on wide screens, where it is always shown). */
async function revealToc(page: Page, viewport: ViewportName) {
  if (viewport === 'mobile') await tocToggle(page).click();
}

describe.each(languages)('%s', (language) => {
  const firstArticle = articlesIn(language)[0]!;

  describe.each(viewportNames)('article navigation at %s width', (viewport) => {
    // The same code in every language: checked in the default one (checksSharedBehaviour).
    if (checksSharedBehaviour(language)) {
      it('table of contents links scroll to their sections, mark them current and set the hash', async () => {
        const { page, problems, close } = await openArticle(firstArticle.path, viewport);
        // Last to first, so every click has to move the page.
        for (const section of [...firstArticle.sections].reverse()) {
          await revealToc(page, viewport);
          await tocEntry(page, section.id).click();
          await expect.poll(() => landedBelowHeader(page, section.id)).toBe(true);
          await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${section.id}`);
          await expect.poll(() => currentEntry(page)).toEqual([`#${section.id}`]);
          // Focus moved to the section, so keyboard users continue reading from there.
          expect(await page.evaluate(() => document.activeElement?.id)).toBe(section.id);
        }
        // The page itself stayed put: a hash change, not a navigation.
        expect(new URL(page.url()).pathname).toBe(firstArticle.path);
        expect(problems).toEqual([]);
        await close();
      });

      it('scroll-spy marks the last section whose top is above scrollY + 100 px', async () => {
        const { page, close } = await openArticle(firstArticle.path, viewport, true);
        await expect.poll(() => currentEntry(page)).toEqual([]);
        const scrollToOffset = (id: string, offset: number) =>
          page.evaluate(
            ([sectionId, y]) => {
              const top = document.getElementById(sectionId)!.getBoundingClientRect().top;
              window.scrollTo({ top: window.scrollY + top - y, behavior: 'instant' });
            },
            [id, offset] as const,
          );

        const sections = firstArticle.sections;
        for (const [index, section] of sections.entries()) {
          // Just above the line: this section is current.
          await scrollToOffset(section.id, SPY_OFFSET - 10);
          await expect.poll(() => currentEntry(page)).toEqual([`#${section.id}`]);
          // Just below the line: the one before it still is (or none before the first).
          await scrollToOffset(section.id, SPY_OFFSET + 10);
          const previous = sections[index - 1];
          await expect.poll(() => currentEntry(page)).toEqual(previous ? [`#${previous.id}`] : []);
        }
        await close();
      });
    }

    // The articles share one template, and tests/built/articles.test.ts finds every section's id
    // in every article: the first article stands for the three. The header's height differs
    // with each language's copy, so each language lands its own.
    it(`${firstArticle.path}: a deep link to a section lands just below the sticky header and marks it current`, async () => {
      const section = firstArticle.sections[Math.floor(firstArticle.sections.length / 2)]!;
      const { page, problems, close } = await openArticle(
        `${firstArticle.path}#${section.id}`,
        viewport,
      );
      await expect.poll(() => landedBelowHeader(page, section.id)).toBe(true);
      await expect.poll(() => currentEntry(page)).toEqual([`#${section.id}`]);
      expect(problems).toEqual([]);
      await close();
    });
  });

  describe('table of contents on small screens', () => {
    it('is collapsed behind a toggle and closes again after a section is chosen', async () => {
      const { page, close } = await openArticle(firstArticle.path, 'mobile', true);
      const toggle = tocToggle(page);
      const list = await tocPanel(page);
      const target = firstArticle.sections[2]!;

      expect(await tocExpanded(page)).toBe(false);
      expect(await list.locator('a').count()).toBe(firstArticle.sections.length);
      expect(await list.isVisible()).toBe(false);

      await toggle.click();
      await expect.poll(() => tocExpanded(page)).toBe(true);
      expect(await list.isVisible()).toBe(true);

      await tocEntry(page, target.id).click();
      await expect.poll(() => tocExpanded(page)).toBe(false);
      expect(await list.isVisible()).toBe(false);
      // Collapsing happened before the scroll, so the section is where the reader expects it.
      await expect.poll(() => landedBelowHeader(page, target.id)).toBe(true);
      await close();
    });

    /**
     * Opens the article on a phone with its islands armed but the contents asleep, their code
     * (`article-toc-behaviour`) held back until `release` (or failed, with `fail`), then opens the
     * fold and chooses a section: a quick reader on a slow phone.
     */
    async function chooseBeforeTheCodeArrives(target: string) {
      const opened = await openPage(browser(), firstArticle.path, {
        viewport: 'mobile',
        context: { reducedMotion: 'reduce' },
      });
      const { page } = opened;
      await waitForHydration(page);
      let release: (how: 'arrive' | 'fail') => void = () => {};
      const held = new Promise<'arrive' | 'fail'>((resolve) => (release = resolve));
      let asked = false;
      await page.route(/\/article-toc-behaviour-[^/]*\.js$/, async (route) => {
        asked = true;
        if ((await held) === 'arrive') await route.continue();
        else await route.abort();
      });
      await tocToggle(page).click();
      // The tap on the toggle wakes the contents: their code is asked for.
      await expect.poll(() => asked).toBe(true);
      await tocEntry(page, target).click();
      return { ...opened, release };
    }

    it('a section chosen before the code of the contents has arrived is folded and brought into view once it has', async () => {
      const target = firstArticle.sections[2]!.id;
      const { page, problems, close, release } = await chooseBeforeTheCodeArrives(target);
      expect(await page.evaluate(() => location.hash), 'held, not jumped to').toBe('');
      release('arrive');
      await page.locator(readyIsland('article-toc')).waitFor();
      await expect.poll(() => tocExpanded(page)).toBe(false);
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${target}`);
      await expect.poll(() => landedBelowHeader(page, target)).toBe(true);
      expect(problems).toEqual([]);
      await close();
    });

    it('a section chosen while the code of the contents cannot load is still reached', async () => {
      const target = firstArticle.sections[2]!.id;
      const { page, close, release } = await chooseBeforeTheCodeArrives(target);
      release('fail');
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${target}`);
      await expect.poll(() => landedBelowHeader(page, target)).toBe(true);
      await close();
    });

    it('is an always-open sidebar on wide screens, with no toggle', async () => {
      const { page, close } = await openArticle(firstArticle.path, 'desktop');
      const toggle = tocToggle(page);
      expect(await toggle.count()).toBe(1);
      expect(await toggle.isVisible()).toBe(false);
      expect(await (await tocPanel(page)).isVisible()).toBe(true);
      expect(await toc(page).evaluate((nav) => getComputedStyle(nav).position)).toBe('sticky');
      await close();
    });
  });

  // The same code in every language: checked in the default one (checksSharedBehaviour).

  if (checksSharedBehaviour(language)) {
    describe('table of contents motion', () => {
      /** Distinct scroll positions seen while jumping to the last section. */
      async function scrollStepsToLastSection(reducedMotion: boolean) {
        const { page, close } = await openArticle(firstArticle.path, 'desktop', reducedMotion);
        await page.evaluate(() => {
          const seen = new Set<number>();
          (window as unknown as { seen: Set<number> }).seen = seen;
          window.addEventListener('scroll', () => seen.add(Math.round(window.scrollY)));
        });
        const last = firstArticle.sections.at(-1)!;
        await tocEntry(page, last.id).click();
        await expect.poll(() => landedBelowHeader(page, last.id)).toBe(true);
        const steps = await page.evaluate(
          () => (window as unknown as { seen: Set<number> }).seen.size,
        );
        await close();
        return steps;
      }

      it('scrolls smoothly by default and jumps when reduced motion is preferred', async () => {
        expect(await scrollStepsToLastSection(false)).toBeGreaterThan(3);
        expect(await scrollStepsToLastSection(true)).toBeLessThanOrEqual(2);
      });
    });
  }
});
