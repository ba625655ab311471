// The home page's banner configurator (default build), on the home page of every locale with that
// locale's copy: prerendered and readable without JavaScript, code loaded near the viewport, the
// preview inside its stage, contrast as painted, a shared link's configuration after hydration,
// "request this setup". Each control, the preview's answers, the URL read and written, bad URL
// values and the clipboard: tests/components/banner-configurator.test.tsx.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { baseUrl, readyIsland, setupBrowser, viewports, waitForHydration } from './support/browser';
import { openWithHeldIslands } from './support/held-islands';
import { checksSharedBehaviour, copy, languages, pathOf } from '../support/locales';

const getBrowser = setupBrowser();

/** The decimal separator of a language's numbers ("," in Turkish, "." in English). */
const decimalSeparator = (language: string) =>
  new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')!.value;

/** Own banner copy typed into the configurator, markup included (shown as text). */
const SHARED_TITLE = 'Shared <b>title</b>';

describe.each(languages)('banner configurator on the %s home page', (language) => {
  const cfg = copy(language, 'consent-configurator');
  const consent = copy(language, 'consent');
  const forms = copy(language, 'forms');
  const home = pathOf(language, 'home');
  const SECTION = `#${copy(language, 'common').anchors.customBanner}`;

  async function openHome(browser: Browser, query = '', options: BrowserContextOptions = {}) {
    const context = await browser.newContext({
      viewport: viewports.desktop,
      baseURL: baseUrl(),
      ...options,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${home}${query}`, { waitUntil: 'networkidle' });
    return { context, page, problems };
  }

  /** Scrolls to the section and waits until the configurator is hydrated (its controls work). */
  async function interactive(page: Page) {
    await waitForHydration(page);
    await page.locator(SECTION).scrollIntoViewIfNeeded();
    await page.locator(readyIsland('banner-configurator')).waitFor();
  }

  const section = (page: Page) => page.locator(SECTION);
  const preview = (page: Page) => section(page).locator('[data-consent-banner="preview"]');
  const snippet = (page: Page) => section(page).locator('textarea[data-snippet]').inputValue();

  it('is prerendered with the default preview and snippet, readable without JavaScript', async () => {
    const html = await (await fetch(`${baseUrl()}${home}`)).text();
    expect(html).toContain('data-consent-banner="preview"');
    expect(html).toContain(consent.banner.text);
    expect(html).toContain(`&lt;script src=&quot;${site.integration.scriptUrl}&quot;`);
    expect(html).not.toMatch(/banner-configurator-[\w-]+\.js/);
    const { context, page } = await openHome(getBrowser(), '', { javaScriptEnabled: false });
    expect(
      await preview(page)
        .getByRole('button', { name: consent.banner.reject, exact: true })
        .isVisible(),
    ).toBe(true);
    expect(
      await preview(page)
        .getByRole('button', { name: consent.banner.accept, exact: true })
        .isVisible(),
    ).toBe(true);
    await context.close();
  });

  // The same code in every language: checked in the default one (checksSharedBehaviour).

  if (checksSharedBehaviour(language)) {
    it('loads its code only near the viewport, without shifting the page when it hydrates', async () => {
      const context = await getBrowser().newContext({
        viewport: viewports.mobile,
        baseURL: baseUrl(),
      });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.addInitScript((selector) => {
        const shifts: string[] = [];
        (window as unknown as { __shifts: string[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            sources: { node?: Node }[];
          }[]) {
            for (const source of entry.sources) {
              const node =
                source.node instanceof Element ? source.node : source.node?.parentElement;
              if (node?.closest(selector)) shifts.push(`${entry.value} ${node.tagName}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      }, SECTION);
      await page.goto(home, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect(scripts.filter((s) => s.includes('banner-configurator'))).toEqual([]);
      await interactive(page);
      expect(scripts.filter((s) => s.includes('banner-configurator'))).toHaveLength(1);
      expect(
        await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts),
      ).toEqual([]);
      await context.close();
    });
  }

  it('keeps the preview inside its stage, picks the button text colour for at least 4.5:1 and shows the ratio', async () => {
    const { context, page } = await openHome(getBrowser());
    await interactive(page);
    // The preview lives inside the section, not over the page.
    const [stage, banner] = await Promise.all([
      section(page).locator('[data-stage]').boundingBox(),
      preview(page).boundingBox(),
    ]);
    expect(banner!.y).toBeGreaterThanOrEqual(stage!.y);
    expect(banner!.y + banner!.height).toBeLessThanOrEqual(stage!.y + stage!.height + 1);
    for (const [colour, text] of [
      ['#ffcc00', cfg.controls.color.black],
      ['#1d4ed8', cfg.controls.color.white],
      ['#777777', cfg.controls.color.black],
    ] as const) {
      await section(page).getByLabel(cfg.controls.color.label).fill(colour);
      const shown = await section(page).locator('[data-contrast]').textContent();
      expect(shown).toContain(text);
      const ratio = await preview(page)
        .getByRole('button', { name: consent.banner.accept, exact: true })
        .evaluate((button) => {
          const rgb = (value: string) => value.match(/\d+/g)!.slice(0, 3).map(Number);
          const lum = (c: number[]) =>
            c
              .map((v) => v / 255)
              .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
              .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
          const style = getComputedStyle(button);
          const [a, b] = [lum(rgb(style.color)), lum(rgb(style.backgroundColor))].sort(
            (x, y) => y - x,
          );
          return (a! + 0.05) / (b! + 0.05);
        });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      // The ratio is written with the page language's decimal separator.
      const separator = decimalSeparator(language);
      const written = new RegExp(`(\\d+\\${separator}\\d+):1`).exec(shown ?? '');
      expect(written, `a ratio written with "${separator}" in "${shown}"`).not.toBeNull();
      const shownRatio = Number(written![1]!.replace(separator, '.'));
      expect(shownRatio).toBeCloseTo(ratio, 1);
    }
    await context.close();
  });

  // The same code in every language: checked in the default one (checksSharedBehaviour).

  if (checksSharedBehaviour(language)) {
    it("shows a shared link's configuration once the prerendered page hydrates, without an error", async () => {
      const query = new URLSearchParams({ layout: 'center', color: '6d28d9', title: SHARED_TITLE });
      const { context, page, problems } = await openHome(getBrowser(), `?${query}`);
      await interactive(page);
      await expect.poll(() => snippet(page)).toContain('data-layout="center"');
      expect(await snippet(page)).toContain('data-color="#6d28d9"');
      expect(
        await section(page)
          .getByRole('radio', { name: cfg.controls.layout.options.center })
          .isChecked(),
      ).toBe(true);
      expect(await preview(page).getByRole('heading').textContent()).toBe(SHARED_TITLE);
      expect(await preview(page).locator('b').count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  // The same code in every language: checked in the default one (checksSharedBehaviour).
  if (checksSharedBehaviour(language)) {
    it('keeps what the visitor chose and typed before its code arrived, over a shared link', async () => {
      // Its code held back until the visitor has chosen: a slow network.
      const { page, problems, release, close } = await openWithHeldIslands(
        getBrowser(),
        `${home}?${new URLSearchParams({ layout: 'center', radius: '4' })}`,
      );
      await page.locator(SECTION).scrollIntoViewIfNeeded();
      const boxRight = section(page).getByRole('radio', {
        name: cfg.controls.layout.options.boxRight,
      });
      await boxRight.check();
      const title = section(page).getByRole('textbox', { name: cfg.controls.title.label });
      await title.fill('Typed before');
      release();
      await page.locator(readyIsland('banner-configurator')).waitFor();

      await expect.poll(() => snippet(page)).toContain('data-layout="boxRight"');
      expect(await snippet(page)).toContain('data-title="Typed before"');
      // The shared link's other value stays.
      expect(await snippet(page)).toContain('data-radius="4"');
      expect(await boxRight.isChecked()).toBe(true);
      expect(await title.inputValue()).toBe('Typed before');
      expect(await preview(page).getByRole('heading').textContent()).toBe('Typed before');
      expect(new URL(page.url()).searchParams.get('title')).toBe('Typed before');
      expect(problems).toEqual([]);
      await close();
    });
  }

  it('"request this setup" opens the contact form with a readable summary', async () => {
    const { context, page } = await openHome(getBrowser());
    await interactive(page);
    await section(page).getByRole('radio', { name: cfg.controls.layout.options.boxLeft }).check();
    await section(page).getByRole('link', { name: cfg.request.link }).click();
    await page.waitForURL((url) => url.pathname === pathOf(language, 'contact'));
    const message = page.getByLabel(forms.fields.message);
    await expect.poll(() => message.inputValue()).toContain(cfg.request.intro);
    const value = await message.inputValue();
    expect(value).toContain(`${cfg.controls.layout.label}: ${cfg.controls.layout.options.boxLeft}`);
    expect(value).toContain(`${cfg.controls.color.label}: #1d4ed8`);
    await context.close();
  });
});
