/**
 * The autoconsent binding as a hostile page sees it: any script in the page can call
 * `autoconsentSendMessage`. A document gets its rules once, however often it asks, a context a
 * bounded number of times however many documents it makes, and what a page sends is checked
 * before the scan keeps any of it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../server/system/chromium.ts';
import { Autoconsent } from '../../server/scanner/engine/autoconsent/autoconsent';
import { PageErrors } from '../../server/scanner/engine/page/page-script';

let context: BrowserContext;
let autoconsent: Autoconsent;
const errors = new PageErrors();
/** A site on loopback: the engine answers only documents it scans (http and https). */
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  site = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!doctype html><title>x</title><p>x</p>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  context = await browser.newContext();
  autoconsent = await Autoconsent.install(context, errors);
});

afterAll(async () => {
  await context.browser()?.close();
  await new Promise((resolve) => site.close(resolve));
});

/** A page that counts the rule answers it receives, then sends `script`'s messages. */
async function pageSending(script: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(siteUrl);
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

it('answers one init per document and ignores a flood', async () => {
  const answers = await pageSending(
    `Array.from({ length: 2000 }, () => send({ type: 'init', url: location.href }))`,
  );
  // The content script's own init may have been answered before the page's counter was set.
  expect(answers).toBeLessThanOrEqual(1);
  expect(errors.messages).toEqual([]);
});

it('keeps no CMP a page names for itself, and names none for a CMP it cannot check', async () => {
  const claims = [
    'x'.repeat(1_000_000),
    { toString: 'x' },
    // No autoconsent rule has this name.
    'Sade CMP',
    // A rule this document was given, whose markup is not in the page.
    'Complianz optin',
  ];
  for (const cmp of claims) {
    autoconsent.reset();
    await pageSending(`[send({ type: 'popupFound', cmp: ${JSON.stringify(cmp)} })]`);
    expect(autoconsent.popup, JSON.stringify(cmp).slice(0, 40)).toBeNull();
  }
  // A CMP autoconsent detects by code: the scan cannot check the claim, so it keeps no name.
  autoconsent.reset();
  await pageSending(`[send({ type: 'popupFound', cmp: 'Onetrust' })]`);
  expect(autoconsent.popup?.rule).toBe('Onetrust');
  expect(autoconsent.popup?.cmp).toBeNull();
});

it('answers a bounded number of inits however many documents a page makes', async () => {
  // Each history entry is a navigation of the frame: the page tries a fresh document each time.
  const answers = await pageSending(
    `Array.from({ length: 250 }, (_, i) => { location.hash = String(i); return send({ type: 'init', url: location.href }); })`,
  );
  expect(answers).toBeLessThanOrEqual(101);
});

/** Sends an `eval` request from a page and resolves with the result the engine answers. */
async function evalAnswer(code: string): Promise<unknown> {
  const page = await context.newPage();
  await page.goto(siteUrl);
  const result = await page.evaluate(`new Promise((resolve) => {
    const receive = window.autoconsentReceiveMessage;
    window.autoconsentReceiveMessage = (message) => {
      if (message && message.type === 'evalResp' && message.id === 'probe') resolve(message.result);
      return receive?.(message);
    };
    window.autoconsentSendMessage({ type: 'eval', id: 'probe', code: ${JSON.stringify(code)} });
  })`);
  await page.close();
  return result;
}

it('answers a rule snippet with a boolean made in the page, and "no" when it never ends', async () => {
  expect(await evalAnswer(`'x'.repeat(20_000_000)`)).toBe(true);
  expect(await evalAnswer(`0`)).toBe(false);
  expect(await evalAnswer(`new Promise(() => {})`)).toBe(false);
  // A snippet cannot break out of the expression that makes its answer a boolean.
  expect(await evalAnswer(`1)), 'x'.repeat(9), ((0`)).toBe(false);
  expect(errors.messages).toEqual([]);
});

// Last: it spends the context's message budget.
it('ignores messages past the context’s cap however many documents send them', async () => {
  // 25 history entries, each a new document to the binding, 100 messages from each.
  await pageSending(
    `Array.from({ length: 2_500 }, (_, i) => { if (i % 100 === 0) location.hash = 'd' + i; return send({ type: 'report', mainFrame: false }); })`,
  );
  autoconsent.reset();
  await pageSending(`[send({ type: 'popupFound', cmp: 'After the cap' })]`);
  expect(autoconsent.popup).toBeNull();
});
