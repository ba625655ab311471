import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { EMAILJS_ORIGIN } from '../../server/http/security-headers/policy.ts';
import { islandAttr } from '../../src/routing/page-markers';
import {
  baseUrl,
  collectProblems,
  setupBrowser,
  viewports,
  waitForHydration,
} from './support/browser';
import { cspViolations, watchCspViolations } from './support/csp';
import { formOf, formsCopy, interceptSends, toast, type FieldKey } from './support/forms';
import {
  checksSharedBehaviour,
  copy,
  defaultLanguage,
  languages,
  routes,
  unknownPath,
} from '../support/locales';

/**
 * The site under the Content-Security-Policy (Trusted Types enforced) that `npm start` sends:
 * every route, and everything a visitor does on it, runs without a single violation. Violations
 * are watched twice: `securitypolicyviolation` events (listener installed before any page script)
 * and the console, where Chromium also reports Permissions-Policy and Trusted Types problems.
 */
const browser = setupBrowser();
const routeOf = (language: string, id: string) => {
  const route = routes.find((entry) => entry.language === language && entry.id === id);
  if (!route) throw new Error(`${id} is not built in ${language}`);
  return route.path;
};
interface Common {
  header: { openMenu: string };
  notFound: { title: string };
  carousel: { roleDescription: string };
}
const common = (language: string) => copy(language, 'common') as Common;

interface Watched {
  page: Page;
  context: BrowserContext;
  /** CSP violations and console errors/warnings, in order. */
  problems: () => Promise<string[]>;
  close: () => Promise<void>;
}

async function open(route: string, viewport: keyof typeof viewports = 'desktop'): Promise<Watched> {
  const context = await browser().newContext({ viewport: viewports[viewport], baseURL: baseUrl() });
  await watchCspViolations(context);
  const page = await context.newPage();
  const console = collectProblems(page);
  const response = await page.goto(route, { waitUntil: 'load' });
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await waitForHydration(page);
  return {
    page,
    context,
    problems: async () => [...(await cspViolations(page)), ...console],
    close: () => context.close(),
  };
}

describe('the harness sees violations', () => {
  it('reports a blocked connection and image, and Trusted Types blocks HTML strings', async () => {
    const { page, problems, close } = await open('/');
    await page.evaluate(async () => {
      const image = document.createElement('img');
      image.setAttribute('src', 'https://blocked.invalid/pixel.png');
      document.body.append(image);
      await fetch('https://blocked.invalid/').catch(() => undefined);
    });
    const sink = (html: string) =>
      page.evaluate((markup) => {
        try {
          const box = document.createElement('div');
          box.innerHTML = markup;
          return 'allowed';
        } catch (error) {
          return (error as Error).name;
        }
      }, html);
    expect(await sink('<img src=x onerror=alert(1)>')).toBe('TypeError');
    await expect
      .poll(async () => (await problems()).join('\n'))
      .toMatch(/violation: connect-src blocked https:\/\/blocked\.invalid/);
    const seen = (await problems()).join('\n');
    expect(seen).toContain('violation: img-src blocked https://blocked.invalid/pixel.png');
    expect(seen).toContain('violation: require-trusted-types-for');
    await close();
  });
});

// That every route of every locale loads and hydrates every island clean under the CSP (React
// reports a mismatch on the console): page-load.test.ts, one visit per page.
describe('the 404 pages under the CSP', () => {
  it.for(languages)(
    'the %s 404 page: clean but for its own status and the logged path',
    async (language) => {
      const missing = unknownPath(language);
      const { page, problems, close } = await open(missing);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(common(language).notFound.title);
      // The document's own 404 status and the router's log of the missing path are expected.
      const own = 'error: Failed to load resource: the server responded with a status of 404';
      const rest = (await problems()).filter((line) => !line.includes(missing));
      expect(rest.filter((line) => !line.startsWith(own))).toEqual([]);
      expect(rest.length).toBeLessThanOrEqual(1);
      await close();
    },
  );
});

describe('interactions under the CSP', () => {
  it.for(languages)(
    '%s: client navigation through every route linked from the header and footer',
    async (language) => {
      const own = routes.filter((route) => route.language === language);
      const { page, problems, close } = await open(routeOf(language, 'home'));
      let visited = 0;
      for (const route of own) {
        // Header and footer links: a moving carousel could take a click meant for its slide.
        const link = page
          .locator(
            `:is(header, footer) a[href="${route.path}"]:not([data-consent-preferences]):visible`,
          )
          .first();
        if ((await link.count()) === 0) continue;
        await link.click();
        await page.waitForURL((url) => url.pathname === route.path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        visited += 1;
      }
      expect(visited).toBeGreaterThan(3);
      await page.waitForLoadState('networkidle');
      expect(await problems()).toEqual([]);
      await close();
    },
  );

  it.for(languages.filter(checksSharedBehaviour))(
    '%s: mobile menu opens, navigates, closes',
    async (language) => {
      const { openMenu } = common(language).header;
      const { page, problems, close } = await open(routeOf(language, 'home'), 'mobile');
      await page.getByRole('button', { name: openMenu }).click();
      const menu = page.locator('#mobile-menu');
      await menu.waitFor();
      const pricing = routeOf(language, 'pricing');
      await menu.locator(`a[href="${pricing}"]`).first().click();
      await page.waitForURL((url) => url.pathname === pricing);
      await page.getByRole('button', { name: openMenu }).click();
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
      expect(await problems()).toEqual([]);
      await close();
    },
  );

  it.for(languages.filter(checksSharedBehaviour))(
    '%s: carousels: pause, play, previous and next',
    async (language) => {
      const marker = `[aria-roledescription="${common(language).carousel.roleDescription}"]`;
      for (const route of [routeOf(language, 'home'), routeOf(language, 'product')]) {
        const { page, problems, close } = await open(route);
        for (const carousel of await page.locator(marker).all()) {
          await carousel.scrollIntoViewIfNeeded();
          await carousel.locator(`xpath=ancestor::*[@${islandAttr.ready}][1]`).waitFor();
          for (const button of await carousel.locator('button:enabled').all()) {
            await button.click();
            if (await button.isEnabled()) await button.click();
          }
        }
        await page.waitForLoadState('networkidle');
        expect(await problems(), route).toEqual([]);
        await close();
      }
    },
  );
});

const visitor = {
  name: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'csp-test@ornek.com.tr',
  company: 'Örnek Yazılım A.Ş.',
};

describe('forms under the CSP', () => {
  it('the English contact form sends to the local outbox of the real server', async () => {
    const language = languages.includes('en') ? 'en' : languages[0]!;
    const forms = formsCopy(language);
    const { page, problems, close } = await open(routeOf(language, 'contact'));
    const form = formOf(page, language, 'contact');
    const email = `csp-${Date.now()}@ornek.com.tr`;
    for (const [key, value] of Object.entries({ ...visitor, email, message: 'CSP' })) {
      await form.field(key as FieldKey).fill(value);
    }
    await form.consent.check();
    await form.submit.click();
    await toast(page, forms.toast.success).waitFor();
    const dir = inject('outboxDir');
    const stored = await Promise.all(
      (await readdir(dir)).map((file) => readFile(path.join(dir, file), 'utf8')),
    );
    expect(stored.some((text) => text.includes(email))).toBe(true);
    expect(await problems()).toEqual([]);
    await close();
  });

  it("the default locale's quick-setup form sends to an intercepted endpoint, and EmailJS is reachable", async () => {
    const forms = formsCopy(defaultLanguage);
    const { page, problems, close } = await open(routeOf(defaultLanguage, 'product'));
    const sends = await interceptSends(page);
    const form = formOf(page, defaultLanguage, 'quickSetup');
    for (const [key, value] of Object.entries(visitor)) {
      await form.field(key as FieldKey).fill(value);
    }
    await form.consent.check();
    await form.submit.click();
    await toast(page, forms.toast.success).waitFor();
    expect(sends.sent).toHaveLength(1);

    // A build with EmailJS ids posts to its API: connect-src must allow that origin.
    await page.route(`${EMAILJS_ORIGIN}/**`, (route) => route.fulfill({ status: 200, body: 'OK' }));
    const status = await page.evaluate(
      (origin) =>
        fetch(`${origin}/api/v1.0/email/send`, { method: 'POST', body: '{}' }).then(
          (response) => response.status,
          (error: Error) => error.message,
        ),
      EMAILJS_ORIGIN,
    );
    expect(status).toBe(200);
    expect(await problems()).toEqual([]);
    await close();
  });
});
