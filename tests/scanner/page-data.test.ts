/**
 * What the in-page code sends back from a hostile page is bounded in the page itself: a page with
 * huge numbers of storage keys and links, and very long ones, hands over only the capped lists.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../server/system/chromium.ts';
import { inPage, PageErrors } from '../../server/scanner/engine/page/page-script';

let browser: Browser;
let page: Page;
const errors = new PageErrors();

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  page = await browser.newPage();
  await page.route('http://page-data.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>x</p>' }),
  );
  await page.goto('http://page-data.test/');
  await page.evaluate(`(() => {
    const long = 'k'.repeat(1_000);
    for (let i = 0; i < 1_000; i += 1) {
      localStorage.setItem(long + i, '1');
      sessionStorage.setItem('s' + i, '1');
    }
    const links = [];
    for (let i = 0; i < 3_000; i += 1) links.push('<a href="/p' + i + '">p</a>');
    links.splice(1, 0, '<a href="/' + 'x'.repeat(10_000) + '">long</a>');
    document.body.innerHTML += links.join('');
  })()`);
});

afterAll(async () => {
  await browser?.close();
});

it('reads at most the asked number of storage keys per area, each cut to the asked length', async () => {
  const found = await inPage(page, errors, 'readStorage', 50, 20);
  expect(found.ok).toBe(true);
  if (!found.ok) return;
  expect(found.value.local).toHaveLength(50);
  expect(found.value.session).toHaveLength(50);
  expect(Math.max(...found.value.local.map((key) => key.length))).toBe(20);
});

it('reads at most the asked number of links, dropping an address longer than asked', async () => {
  const found = await inPage(page, errors, 'linkTargets', 10, 200);
  expect(found.ok).toBe(true);
  if (!found.ok) return;
  expect(found.value).toEqual(Array.from({ length: 10 }, (_, i) => `http://page-data.test/p${i}`));
  expect(errors.messages).toEqual([]);
});
