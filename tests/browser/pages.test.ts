import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import {
  openPage,
  readyIsland,
  setupBrowser,
  viewportNames,
  waitForHydration,
} from './support/browser';
import { checksSharedBehaviour, copy, languages, pathOf } from '../support/locales';
import { linkTarget } from './support/page-content';

const browser = setupBrowser();

/**
 * The reference bands show the customer heading only for real references; with the template's
 * sample logos they show the sample heading and note instead (site config).
 */
const { sample } = site.references;

// Each page's copy in its prerendered HTML: tests/built/pages.test.ts.

/**
 * Every built locale at every viewport, for the product page's layout and motion. The other pages'
 * roles and link targets do not depend on the width: one visit at 390 px per locale.
 */
const cases = languages.flatMap((language) =>
  viewportNames.map((viewport) => ({ language, viewport })),
);

const marqueeState = (page: Page, stripLabel: string) =>
  page
    .getByRole('region', { name: stripLabel })
    .locator('[data-marquee-track]')
    .evaluate((track) => {
      const style = getComputedStyle(track);
      return { name: style.animationName, state: style.animationPlayState };
    });

describe.each(cases)('$language product page at $viewport width', ({ language, viewport }) => {
  const common = copy(language, 'common');
  const product = copy(language, 'product');
  const path = pathOf(language, 'product');
  const trustedTitle = sample ? common.references.sampleTitle : product.trusted.title;
  const { stripLabel } = product.trusted;

  it('lists its sections in order', async () => {
    const { page, problems, close } = await openPage(browser(), path, { viewport });
    await waitForHydration(page);
    expect(
      await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents(),
    ).toEqual([
      product.quickSetup.title,
      product.why.title,
      product.steps.title,
      product.benefits.title,
      product.processor.title,
      common.faq.title,
      trustedTitle,
    ]);
    const steps = page.getByRole('region', { name: product.steps.title }).getByRole('listitem');
    expect(await steps.count()).toBe(3);

    expect(problems).toEqual([]);
    await close();
  });

  // The same code in every language: checked in the default one (checksSharedBehaviour).

  if (checksSharedBehaviour(language)) {
    it('takes the hero button to the quick-setup form band', async () => {
      const { page, close } = await openPage(browser(), path, { viewport });
      await waitForHydration(page);
      const button = page.getByRole('link', { name: product.hero.cta });
      expect(await button.getAttribute('href')).toBe(`#${common.anchors.quickSetup}`);
      await button.click();
      const band = page.getByRole('region', { name: product.quickSetup.title });
      await expect
        .poll(() => band.evaluate((el) => el.getBoundingClientRect().top))
        .toBeLessThan(120);
      await close();
    });

    it('scrolls the trusted-companies strip, which the pause button stops and play restarts', async () => {
      const { page, close } = await openPage(browser(), path, { viewport });
      await waitForHydration(page);
      const strip = page.getByRole('region', { name: stripLabel });
      expect(await strip.getByRole('img').count()).toBe(site.references.logos.length);
      expect(await marqueeState(page, stripLabel)).toMatchObject({ state: 'running' });
      expect((await marqueeState(page, stripLabel)).name).not.toBe('none');

      // The pause button belongs to the strip's island, which wakes as the strip nears the viewport.
      await strip.scrollIntoViewIfNeeded();
      await page.locator(readyIsland('logo-marquee')).waitFor();
      await strip.getByRole('button', { name: common.carousel.pause }).click();
      await page.mouse.move(1, 1);
      await expect.poll(() => marqueeState(page, stripLabel)).toMatchObject({ state: 'paused' });
      await strip.getByRole('button', { name: common.carousel.play }).click();
      await page.mouse.move(1, 1);
      await expect.poll(() => marqueeState(page, stripLabel)).toMatchObject({ state: 'running' });
      await close();
    });

    it('keeps the trusted-companies strip still under reduced motion', async () => {
      const { page, close } = await openPage(browser(), path, {
        viewport,
        context: { reducedMotion: 'reduce' },
      });
      await waitForHydration(page);
      expect((await marqueeState(page, stripLabel)).name).toBe('none');
      const strip = page.getByRole('region', { name: stripLabel });
      expect(await strip.getByRole('button').isVisible()).toBe(false);
      await close();
    });
  }
});

describe.each(languages)('%s compliance page at 390 px', (language) => {
  const viewport = 'mobile';
  const common = copy(language, 'common');
  const compliance = copy(language, 'compliance');
  it('links its three cards to the KVKK portal, consulting and test, in a new tab', async () => {
    const { page, problems, close } = await openPage(browser(), pathOf(language, 'compliance'), {
      viewport,
    });
    await waitForHydration(page);
    const services = page.getByRole('region', { name: compliance.services.title });
    const expected = [
      ['kvkkPortal', site.external.kvkkPortal],
      ['kvkkConsulting', site.external.kvkkConsulting],
      ['complianceTest', site.external.complianceTest],
    ] as const;
    expect(await services.getByRole('listitem').count()).toBe(3);
    for (const [id, url] of expected) {
      const item = compliance.services.items[id];
      const link = services.getByRole('link', { name: item.cta });
      expect(await link.getAttribute('href')).toBe(url);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.textContent()).toContain(common.footer.newTab);
      expect(await services.getByRole('heading', { name: item.title }).count()).toBe(1);
    }
    const cta = page.getByRole('region', { name: compliance.cta.title });
    expect(await linkTarget(cta.getByRole('link', { name: compliance.cta.primary }))).toBe(
      pathOf(language, 'contact'),
    );
    expect(await linkTarget(cta.getByRole('link', { name: compliance.cta.secondary }))).toBe(
      pathOf(language, 'product'),
    );
    expect(problems).toEqual([]);
    await close();
  });
});

describe.each(languages)('%s cookie-scan page at 390 px', (language) => {
  const viewport = 'mobile';
  const cookieScan = copy(language, 'cookie-scan');
  const contactPath = pathOf(language, 'contact');
  it('lists what the report holds and leads to a request via the contact page', async () => {
    const { page, problems, close } = await openPage(browser(), pathOf(language, 'cookieScan'), {
      viewport,
    });
    await waitForHydration(page);
    const report = page.getByRole('region', { name: cookieScan.report.title });
    expect(await report.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      Object.values(cookieScan.report.items as Record<string, { title: string }>).map(
        (item) => item.title,
      ),
    );
    const process = page.getByRole('region', { name: cookieScan.process.title });
    expect(await process.getByRole('listitem').count()).toBe(3);

    const hero = page.getByRole('region', { name: cookieScan.hero.title });
    expect(await linkTarget(hero.getByRole('link', { name: cookieScan.hero.cta }))).toBe(
      contactPath,
    );
    const cta = page.getByRole('region', { name: cookieScan.cta.title });
    expect(await linkTarget(cta.getByRole('link', { name: cookieScan.cta.primary }))).toBe(
      contactPath,
    );
    expect(await linkTarget(cta.getByRole('link', { name: cookieScan.cta.secondary }))).toBe(
      pathOf(language, 'pricing'),
    );
    await hero.getByRole('link', { name: cookieScan.hero.cta }).click();
    await page.waitForURL(`**${contactPath}`);
    expect(problems).toEqual([]);
    await close();
  });
});

describe.each(languages)('%s contact page at 390 px', (language) => {
  const viewport = 'mobile';
  const contact = copy(language, 'contact');
  it('gives the e-mail, phone and office address from the site configuration', async () => {
    const { page, problems, close } = await openPage(browser(), pathOf(language, 'contact'), {
      viewport,
    });
    await waitForHydration(page);
    const details = page.getByRole('region', { name: contact.details.title });
    const { email, phone, phoneDisplay, address } = site.contact;
    const mail = details.getByRole('link', { name: email });
    expect(await mail.getAttribute('href')).toBe(`mailto:${email}`);
    expect(await mail.isVisible()).toBe(true);
    const tel = details.getByRole('link', { name: phoneDisplay });
    expect(await tel.getAttribute('href')).toBe(`tel:${phone}`);
    const office = (await details.locator('address').textContent()) ?? '';
    for (const part of [address.street, address.postalCode, address.district, address.city]) {
      expect(office).toContain(part);
    }
    // The form band sits beside the details, under its own heading.
    expect(await page.getByRole('region', { name: contact.form.title }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });
});
