/**
 * The autoconsent binding as a hostile page sees it: any script in the page can call
 * `autoconsentSendMessage`. A frame gets its rules once, however often it asks, and what a page
 * sends is checked before the scan keeps any of it.
 */
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { Autoconsent } from '../../server/scanner/banner';
import { PageErrors } from '../../server/scanner/page-script';

let context: BrowserContext;
let autoconsent: Autoconsent;
const errors = new PageErrors();

beforeAll(async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  context = await browser.newContext();
  autoconsent = await Autoconsent.install(context, errors);
});

afterAll(async () => {
  await context.browser()?.close();
});

/** A page that counts the rule answers it receives, then sends `script`'s messages. */
async function pageSending(script: string): Promise<number> {
  const page = await context.newPage();
  await page.setContent('<p>x</p>');
  const answers = await page.evaluate(`(async () => {
    let answers = 0;
    const receive = window.autoconsentReceiveMessage;
    window.autoconsentReceiveMessage = (message) => {
      if (message && message.type === 'initResp') answers += 1;
      return receive?.(message);
    };
    const send = (message) => window.autoconsentSendMessage(message);
    await Promise.all(${script});
    return answers;
  })()`);
  await page.close();
  return answers as number;
}

it('answers one init per frame and ignores a flood', async () => {
  const answers = await pageSending(
    `Array.from({ length: 2000 }, () => send({ type: 'init', url: location.href }))`,
  );
  // The content script's own init may have been answered before the page's counter was set.
  expect(answers).toBeLessThanOrEqual(1);
  expect(errors.messages).toEqual([]);
});

it('keeps no CMP name that is not a short string', async () => {
  autoconsent.reset();
  await pageSending(`[send({ type: 'popupFound', cmp: 'x'.repeat(1_000_000) })]`);
  expect(autoconsent.popup?.cmp).toBe('unknown');
  autoconsent.reset();
  await pageSending(`[send({ type: 'popupFound', cmp: { toString: 'x' } })]`);
  expect(autoconsent.popup?.cmp).toBe('unknown');
  autoconsent.reset();
  await pageSending(`[send({ type: 'popupFound', cmp: 'Sade CMP' })]`);
  expect(autoconsent.popup?.cmp).toBe('Sade CMP');
});
