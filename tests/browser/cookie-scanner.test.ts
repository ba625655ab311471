// The cookie scanner end to end on a build made with VITE_SCANNER_URL=/ (as `npm start` builds),
// served by the `npm start` server with the scanner API and the test-only fake engine (no
// browser scan, no request beyond this machine): submit, live progress, the report in place, its
// ?scan= address reloaded, in every locale; and the form without JavaScript. Then a real scan of
// a loopback fixture through the page on a phone: the report fits 390 px.
import { execFile } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScanner } from '../../server/site/scanner.ts';
import { createSiteServer } from '../../server/site/serve.ts';
import { scannerConfig } from '../../server/scanner/config';
import { createScannerService } from '../../server/scanner/api/service';
import { scannerDefaults } from '../../packages/scanner-contract/scanner-defaults';
import { createRunScan } from '../../server/scanner/engine/scan';
import { parseScanUrl } from '../../server/scanner/api/url-input';
import { loopbackLookup } from '../harness/scanner/stand-ins';
import { axeViolations } from './support/axe';
import { expectReflowAt320 } from './support/page-accessibility';
import { collectProblems, setupBrowser, viewports, waitForHydration } from './support/browser';
import { bundle, languages, pathOf } from '../support/locales';
import { HANG_LIMIT_MS, STATE_WAIT_MS } from '../support/waits.ts';

/** Opens the report's folded sections as a visitor does, by their summaries. */
async function unfoldReport(page: Page) {
  const closed = page.locator('[data-scan-report] details:not([open]) > summary');
  // The first closed one in document order is visible: an outer section opens before its inner.
  for (let left = 20; left > 0 && (await closed.count()) > 0; left--) await closed.first().click();
  expect(await closed.count()).toBe(0);
}

const getBrowser = setupBrowser();

/** The requests the local outbox has stored, oldest first. */
async function outboxRequests(dir: string) {
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as unknown),
  );
}

/**
 * "Send me this report" in Chromium: its own e-mail rule refuses an address without @ (the page's
 * message, nothing sent, the text kept), then the link goes to the local outbox (no EmailJS id in
 * this build) with the report's address and the scanned site.
 */
async function sendReportLink(
  page: Page,
  copy: ReturnType<typeof bundle<'cookie-scanner'>>['report']['sendMe'],
  expected: { report: string; site: string },
) {
  const outbox = path.join(state.root ?? '', 'outbox');
  const before = (await outboxRequests(outbox)).length;
  const form = page.getByRole('form', { name: copy.title });
  const email = form.getByRole('textbox', { name: copy.email });
  await email.fill('ayse.ornek.com.tr');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: copy.submit.idle }).click();
  await form.getByRole('alert').filter({ hasText: copy.invalid.format }).waitFor();
  expect(await email.inputValue()).toBe('ayse.ornek.com.tr');
  await email.fill('ayse.yilmaz@ornek.com.tr');
  await form.getByRole('button', { name: copy.submit.idle }).click();
  await page.getByRole('alert').filter({ hasText: copy.toast.success }).waitFor();
  const sent = (await outboxRequests(outbox)).slice(before);
  expect(sent).toEqual([
    expect.objectContaining({
      template_params: { email: 'ayse.yilmaz@ornek.com.tr', ...expected },
    }),
  ]);
}

/** Whether React has hydrated the prerendered scanner form (its input carries a React fiber). */
const scannerHydrated = (page: Page) =>
  page.evaluate(() => {
    const input = document.querySelector('[data-cookie-scanner] input');
    return !!input && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
  });
const state: {
  root?: string;
  server?: Server;
  origin: string;
  scanner?: Awaited<ReturnType<typeof loadScanner>>;
} = { origin: '' };

beforeAll(async () => {
  state.root = await mkdtemp(path.join(tmpdir(), 'scanner-build-'));
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'tools/build/build.ts', '--out-dir', path.join(state.root, 'dist')],
    {
      // NODE_ENV: vitest sets 'test', which would make Vite build React's development runtime.
      env: { ...process.env, NODE_ENV: 'production', VITE_SCANNER_URL: '/' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  state.scanner = await loadScanner({
    SCANNER_FAKE_ENGINE: '1',
    SCANNER_FAKE_ENGINE_DELAY_MS: '400',
    SCANNER_RATE_LIMIT: '100',
  });
  state.server = createSiteServer({
    dist: path.join(state.root, 'dist'),
    outboxDir: path.join(state.root, 'outbox'),
    scanner: state.scanner.handle,
  });
  await new Promise<void>((resolve) => state.server?.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  state.server?.closeAllConnections();
  await new Promise((resolve) => state.server?.close(resolve));
  await state.scanner?.close();
  if (state.root) await rm(state.root, { recursive: true, force: true });
});

describe.each(languages)('%s cookie-scan page with the scanner', (language) => {
  const copy = bundle(language, 'cookie-scanner');
  const pagePath = pathOf(language, 'cookieScan');

  it('scans an address with live progress, shows the report and reopens it from its address', async () => {
    const context = await getBrowser().newContext({ baseURL: state.origin });
    const outside: string[] = [];
    await context.route(
      (url) => url.origin !== state.origin,
      (route) => {
        outside.push(route.request().url());
        return route.abort();
      },
    );
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    await waitForHydration(page);

    // Another registrable domain per language: a site scanned within its cooldown starts nothing.
    const host = `shop-example-${language}.com`;
    // The scanner's code loads when the visitor reaches for the form, not with the page.
    expect(await scannerHydrated(page)).toBe(false);
    await page.getByLabel(copy.label).fill(host);
    await expect.poll(() => scannerHydrated(page)).toBe(true);
    await page.getByRole('button', { name: copy.submit }).click();
    const live = page.getByRole('status');
    const steps = Object.values(copy.progress.steps);
    await expect
      .poll(async () => {
        const text = (await live.textContent()) ?? '';
        return steps.some((step) => text.includes(step));
      })
      .toBe(true);
    const title = copy.report.title.replace('{{host}}', host);
    await page.getByRole('heading', { name: title }).waitFor({ timeout: STATE_WAIT_MS });
    expect(await live.textContent()).toContain(copy.progress.done);
    const id = new URL(page.url()).searchParams.get('scan');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await page
        .getByRole('heading', { name: copy.findings['no-reject-on-first-layer'].title })
        .count(),
    ).toBe(1);
    await sendReportLink(page, copy.report.sendMe, {
      report: `${state.origin}${pagePath}?scan=${id}`,
      site: `https://${host}/`,
    });

    // The screenshots load from the scanner under the site's CSP; the package downloads.
    await unfoldReport(page);
    const shots = page.locator('[data-scan-evidence] img');
    expect(await shots.count()).toBe(3);
    for (const shot of await shots.all()) {
      await shot.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          shot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
    // The whole report, unfolded, as axe-core reads it.
    expect(await axeViolations(page)).toEqual([]);
    const packageLink = page.getByRole('link', { name: copy.report.evidence.download });
    const archive = await page.request.get((await packageLink.getAttribute('href')) ?? '');
    expect(archive.headers()['content-type']).toBe('application/zip');
    expect(archive.headers()['content-disposition']).toMatch(/^attachment;/);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: title }).waitFor({ timeout: STATE_WAIT_MS });
    expect(new URL(page.url()).searchParams.get('scan')).toBe(id);
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prerenders the address field and, without JavaScript, leads to the contact form', async () => {
    const context = await getBrowser().newContext({
      baseURL: state.origin,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(pagePath);
    const field = page.getByLabel(copy.label);
    expect(await field.count()).toBe(1);
    // What a scan keeps, prerendered, with its link to the notice.
    const privacy = copy.privacy
      .replace('{{days}}', String(scannerDefaults.retentionDays))
      .split('<notice>')[0] as string;
    expect(await page.getByText(privacy).count()).toBe(1);
    expect(
      await page
        .locator(`a[href$="${pathOf(language, 'contactNotice')}#notice-cookieScan"]`)
        .count(),
    ).toBe(1);
    await field.fill(`shop-${language}.example.com`);
    await page.getByRole('button', { name: copy.submit }).click();
    await page.waitForURL(`**${pathOf(language, 'contact')}?message=*`);
    expect(new URL(page.url()).searchParams.get('message')).toBe(`shop-${language}.example.com`);
    await context.close();
  });

  it('closes with a button back up to the address field, and Tab then reaches the field', async () => {
    const scanPage = bundle(language, 'cookie-scan');
    const context = await getBrowser().newContext({
      baseURL: state.origin,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(pagePath);
    const band = page.getByRole('region', { name: scanPage.cta.title_selfService });
    await band.getByRole('link', { name: scanPage.cta.primary_selfService }).click();
    await page.waitForURL(`**${pagePath}#*`);
    const field = page.getByLabel(copy.label);
    // The page scrolls smoothly (motion allowed): the field ends up inside the viewport.
    const inView = () =>
      field.evaluate((input) => {
        const { top, bottom } = input.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
    await expect.poll(inView, { timeout: STATE_WAIT_MS }).toBe(true);
    await page.keyboard.press('Tab');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(
      await band.getByRole('link', { name: scanPage.cta.secondary }).getAttribute('href'),
    ).toBe(pathOf(language, 'pricing'));
    await context.close();
  });
});

/**
 * A site that makes a wide report: a banner with "Reddet" and "Kabul Et", long cookie names and
 * a long address. Only on 127.0.0.1 (an address, never a name), so the scan resolves nothing.
 */
function wideSite() {
  const long = 'cok_uzun_bir_cerez_adi_'.repeat(4);
  return http.createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Geniş</title></head><body>
<main><h1>Geniş rapor</h1><p>${request.url}</p></main>
<div role="dialog" aria-label="Çerez tercihleri" style="position:fixed;bottom:0;padding:16px;background:#fff">
  <p>Bu sitede çerezler kullanılır.</p><button id="r">Reddet</button> <button id="a">Kabul Et</button>
</div>
<script>
  document.cookie = '_ga=GA1.1.1.2; max-age=63072000; path=/';
  for (let i = 0; i < 6; i++) document.cookie = '${long}' + i + '=x; max-age=86400; path=/';
  localStorage.setItem('${long}key', '1');
  const close = (value) => { document.cookie = 'secim=' + value + '; path=/'; document.querySelector('[role=dialog]').remove(); };
  document.getElementById('r').onclick = () => close('ret');
  document.getElementById('a').onclick = () => close('kabul');
</script></body></html>`);
  });
}

describe('the report on a phone', () => {
  const phone: {
    site?: http.Server;
    server?: Server;
    origin: string;
    close?: () => Promise<void>;
  } = { origin: '' };
  let fixture = '';
  beforeAll(async () => {
    phone.site = wideSite();
    await new Promise<void>((resolve) => phone.site?.listen(0, '127.0.0.1', resolve));
    const sitePort = (phone.site.address() as AddressInfo).port;
    fixture = `http://127.0.0.1:${sitePort}/urunler/${'kategori-'.repeat(12)}?utm_source=${'x'.repeat(120)}`;
    const allowHosts = new Set([`127.0.0.1:${sitePort}`]);
    // The real engine (Chromium through the filtering proxy), limited to the fixture.
    const scanner = createScannerService({
      runScan: createRunScan({ allowHosts, lookup: loopbackLookup, maxExtraPages: 0 }),
      parseScanUrl: (input) => parseScanUrl(input, allowHosts),
      rateLimit: 100,
      // The queue's limit above the engine's, both raised for this project (the environment).
      scanTimeoutMs: scannerConfig(process.env).scanTimeoutMs,
    });
    phone.close = scanner.close;
    phone.server = createSiteServer({
      dist: path.join(state.root ?? '', 'dist'),
      outboxDir: path.join(state.root ?? '', 'outbox'),
      scanner: scanner.handle,
    });
    await new Promise<void>((resolve) => phone.server?.listen(0, '127.0.0.1', resolve));
    phone.origin = `http://127.0.0.1:${(phone.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    phone.server?.closeAllConnections();
    await new Promise((resolve) => phone.server?.close(resolve));
    await phone.close?.();
    phone.site?.closeAllConnections();
    await new Promise((resolve) => phone.site?.close(resolve));
  });

  it('scans a site through the page at 390 px and the page never scrolls sideways, nor at 320 px', async () => {
    const language = languages[0] as string;
    const copy = bundle(language, 'cookie-scanner');
    const context = await getBrowser().newContext({
      baseURL: phone.origin,
      viewport: viewports.mobile,
    });
    const page = await context.newPage();
    await page.goto(pathOf(language, 'cookieScan'), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await page.getByLabel(copy.label).fill(fixture);
    await expect.poll(() => scannerHydrated(page)).toBe(true);
    await page.getByRole('button', { name: copy.submit }).click();
    // A real scan: it ends when the report (or a failure) shows, however long the machine takes.
    await page
      .locator('[data-scan-report], [role=alert]')
      .first()
      .waitFor({ timeout: HANG_LIMIT_MS });
    expect(await page.locator('[data-scan-report]').count()).toBe(1);
    await unfoldReport(page);
    expect(await page.getByRole('table', { name: copy.report.cookies.caption }).count()).toBe(1);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBe(widths.viewport);
    await expectReflowAt320(page, 'the report', 'mobile');
    // Tables turn into lists on a phone: taller than on a desktop, but each row is at most two
    // lines per field (a long name wraps), never a squeezed row many lines high.
    const lineHeight = await page
      .locator('[data-scan-report] p')
      .first()
      .evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    const rows = await page.locator('[data-responsive-table] tbody tr').evaluateAll((all) =>
      all.map((row) => ({
        cells: row.children.length,
        height: row.getBoundingClientRect().height,
      })),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.height).toBeLessThanOrEqual(2 * row.cells * lineHeight);
    const reportHeight = () =>
      page.locator('[data-scan-report]').evaluate((element) => element.scrollHeight);
    const phoneHeight = await reportHeight();
    await page.setViewportSize(viewports.desktop);
    const desktopHeight = await reportHeight();
    expect(phoneHeight).toBeLessThanOrEqual(3 * desktopHeight);
    await context.close();
  });
});
