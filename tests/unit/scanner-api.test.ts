import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeParseScanUrl,
  fakeReport,
  fakeScreenshots,
} from '../../server/scanner/testing/fake-engine.ts';
import {
  clientKey,
  createClientLimiter,
  forwardedClient,
  networkKeys,
} from '../../server/scanner/api/rate-limit.ts';
import type { RunScan, ScanPhase, ScanReport } from '../../packages/scanner-contract/report.ts';
import { createScannerService, type ScannerService } from '../../server/scanner/api/service.ts';
import { openZip } from '../support/zip-archive.ts';
import { buildDocumentsHere } from '../../server/scanner/evidence/documents.ts';
import { manualClock } from '../support/manual-clock.ts';

/** An engine the test drives: each scan waits until the test finishes or fails it. */
function controlledEngine() {
  const scans: {
    id: string;
    url: string;
    progress: (phase: ScanPhase) => void;
    finish: () => void;
    fail: (error: unknown) => void;
    signal: AbortSignal;
  }[] = [];
  const runScan: RunScan = (url, { id, onProgress, onScreenshot, signal }) =>
    new Promise<ScanReport>((resolve, reject) => {
      scans.push({
        id,
        url,
        progress: onProgress,
        finish: () => {
          for (const screenshot of fakeScreenshots()) onScreenshot?.(screenshot);
          resolve(fakeReport(id, url));
        },
        fail: reject,
        signal,
      });
    });
  return { runScan, scans };
}

let server: Server | undefined;
let service: ScannerService | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server?.close(resolve));
  await service?.close();
  server = undefined;
  service = undefined;
});

/** The service on a clock the test moves (`advance`): no time limit passes by itself. */
async function start(options: Partial<Parameters<typeof createScannerService>[0]> = {}) {
  const engine = controlledEngine();
  const { clock, advance } = manualClock();
  service = createScannerService({
    runScan: engine.runScan,
    parseScanUrl: fakeParseScanUrl,
    // In this process: the child process that builds them in production has its own test.
    buildDocuments: buildDocumentsHere,
    clock,
    ...options,
  });
  const handle = service.handle;
  server = http.createServer((req, res) => {
    if (!handle(req, res)) res.writeHead(404).end('site');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/scans`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const status = async (id: string) => {
    const response = await fetch(`${base}/api/scans/${id}`);
    return { code: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;
  /** Ends the `index`-th scan, then waits until it is done (its documents built). */
  const finish = async (index: number) => {
    const scan = engine.scans[index];
    if (!scan) throw new Error(`no scan ${index}`);
    scan.finish();
    await expect.poll(async () => (await status(scan.id)).body.status).toBe('done');
  };
  /** Fails the `index`-th scan with `error`, then waits until its status says it failed. */
  const fail = async (index: number, error: unknown) => {
    const scan = engine.scans[index];
    if (!scan) throw new Error(`no scan ${index}`);
    scan.fail(error);
    await expect.poll(async () => (await status(scan.id)).body.status).toBe('failed');
  };
  return { ...engine, base, post, status, idOf, finish, fail, advance };
}

// A scan ends once its documents are built: the first build loads React and MUI.
describe('scanner API', () => {
  it('queues a scan under an unguessable id and reports queued, running and done', async () => {
    const api = await start();
    const first = await api.post({ url: 'https://shop.example/' });
    expect(first.status).toBe(202);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const id = await api.idOf(first);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const second = await api.idOf(await api.post({ url: 'https://other.example/' }));

    expect((await api.status(id)).body).toEqual({ status: 'running', progress: 'opening' });
    expect((await api.status(second)).body).toEqual({ status: 'queued', position: 1 });
    api.scans[0]?.progress('rejecting');
    expect((await api.status(id)).body).toEqual({ status: 'running', progress: 'rejecting' });

    await api.finish(0);
    const done = await api.status(id);
    expect(done.body.status).toBe('done');
    expect((done.body.report as ScanReport).url).toBe('https://shop.example/');
    expect((await api.status(second)).body).toEqual({ status: 'running', progress: 'opening' });
  });

  it('serves a finished scan’s evidence as a ZIP whose sums verify and match its fingerprint', async () => {
    const api = await start();
    const id = await api.idOf(await api.post({ url: 'https://shop.example/' }));
    const evidenceUrl = `${api.base}/api/scans/${id}/evidence`;
    // Not before the scan is done.
    expect((await fetch(evidenceUrl)).status).toBe(404);
    expect((await fetch(`${api.base}/api/scans/${id}/screenshots/first-visit.jpg`)).status).toBe(
      404,
    );
    await api.finish(0);
    const done = (await api.status(id)).body as {
      report: ScanReport;
      evidence: { fingerprint: string; screenshots: string[] };
    };

    const response = await fetch(evidenceUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="cookie-scan-evidence-${id}.zip"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const opened = await openZip(new Uint8Array(await response.arrayBuffer()));
    try {
      expect(opened.tested).toMatch(/No errors detected/);
      const sums = opened.checkSums();
      expect(sums.status, sums.output).toBe(0);
      const sumsFile = await readFile(`${opened.dir}/SHA256SUMS`);
      expect(createHash('sha256').update(sumsFile).digest('hex')).toBe(done.evidence.fingerprint);
      expect(JSON.parse(await readFile(`${opened.dir}/report.json`, 'utf8'))).toEqual(done.report);
    } finally {
      await opened.close();
    }
  });

  it('serves each screenshot of a finished scan as a JPEG, and 404 for anything else', async () => {
    const api = await start({ concurrency: 2 });
    const id = await api.idOf(await api.post({ url: 'https://shop.example/' }));
    const failed = await api.idOf(await api.post({ url: 'https://b.example/' }));
    await api.finish(0);
    await api.fail(1, new Error('unreachable'));
    const screenshots = fakeScreenshots();
    for (const [name, shot] of [
      ['first-visit', screenshots[0]],
      ['after-reject', screenshots[1]],
      ['after-accept', screenshots[2]],
    ] as const) {
      const response = await fetch(`${api.base}/api/scans/${id}/screenshots/${name}.jpg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; /);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(shot?.jpeg);
    }
    for (const path of [
      `${id}/screenshots/gpc.jpg`,
      `${id}/screenshots/first-visit.png`,
      `${id}/screenshots/first-visit.jpg/x`,
      `${id}/evidence/extra`,
      `${failed}/evidence`,
      `${failed}/screenshots/first-visit.jpg`,
      '00000000-0000-4000-8000-000000000000/evidence',
      'not-an-id/evidence',
    ]) {
      const response = await fetch(`${api.base}/api/scans/${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it('runs as many scans at once as the concurrency allows', async () => {
    const api = await start({ concurrency: 2 });
    await api.post({ url: 'https://a.example/' });
    await api.post({ url: 'https://b.example/' });
    await api.post({ url: 'https://c.example/' });
    expect(api.scans.map((scan) => scan.url)).toEqual(['https://a.example/', 'https://b.example/']);
  });

  it('fails a scan with the engine code, and with "internal" for anything else', async () => {
    const api = await start({ concurrency: 2 });
    const a = await api.idOf(await api.post({ url: 'https://a.example/' }));
    const b = await api.idOf(await api.post({ url: 'https://b.example/' }));
    await api.fail(0, Object.assign(new Error('no answer'), { code: 'unreachable' }));
    await api.fail(1, new Error('ECONNRESET /secret/path'));
    expect((await api.status(a)).body).toEqual({ status: 'failed', error: 'unreachable' });
    expect((await api.status(b)).body).toEqual({ status: 'failed', error: 'internal' });
  });

  it('aborts a scan that outlives the queue limit and fails it as a timeout', async () => {
    const api = await start({ scanTimeoutMs: 30_000 });
    const id = await api.idOf(await api.post({ url: 'https://slow.example/' }));
    await api.advance(29_999);
    expect(api.scans[0]?.signal.aborted).toBe(false);
    expect((await api.status(id)).body).toEqual({ status: 'running', progress: 'opening' });
    await api.advance(1);
    expect(api.scans[0]?.signal.aborted).toBe(true);
    await expect
      .poll(async () => (await api.status(id)).body)
      .toEqual({
        status: 'failed',
        error: 'timeout',
      });
  });

  it.each([
    [{ url: 'ftp://shop.example/' }, 'scheme'],
    [{ url: 'https://shop.example:8443/' }, 'port'],
    [{ url: 'https://user:pw@shop.example/' }, 'credentials'],
    [{ url: `https://shop.example/${'a'.repeat(2100)}` }, 'too-long'],
    [{ url: '' }, 'empty'],
    [{}, 'empty'],
    [{ url: 42 }, 'not-a-url'],
    [{ url: 'https://shop.example/', email: 'a@b.example' }, 'not-a-url'],
    [['https://shop.example/'], 'not-a-url'],
    ['{"url": ', 'not-a-url'],
  ])('refuses %j with 400 %s and queues nothing', async (body, reason) => {
    const api = await start();
    const response = await api.post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: reason });
    expect(api.scans).toHaveLength(0);
  });

  it('accepts JSON only, in small bodies, and answers unknown ids with 404', async () => {
    const api = await start();
    expect(
      (await api.post('url=x', { 'Content-Type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
    expect((await api.post({ url: `https://a.example/${'a'.repeat(5000)}` })).status).toBe(413);
    expect((await api.status('00000000-0000-4000-8000-000000000000')).code).toBe(404);
    expect((await api.status('not-an-id')).code).toBe(404);
    expect((await fetch(`${api.base}/api/scans`)).status).toBe(405);
    expect((await fetch(`${api.base}/elsewhere`)).status).toBe(404);
  });

  it('limits new scans per client and hour; refused addresses and cooldown hits do not count', async () => {
    const api = await start({ rateLimit: 2, concurrency: 5 });
    for (let i = 0; i < 5; i++) expect((await api.post({ url: 'nope' })).status).toBe(400);
    expect((await api.post({ url: 'https://a.example/' })).status).toBe(202);
    expect((await api.post({ url: 'https://a.example/' })).status).toBe(429);
    expect((await api.post({ url: 'https://b.example/' })).status).toBe(202);
    const limited = await api.post({ url: 'https://c.example/' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: 'rate-limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('answers 503 with Retry-After when the queue is full, without counting the try', async () => {
    const api = await start({ queueMax: 1, rateLimit: 3 });
    await api.post({ url: 'https://running.example/' });
    await api.post({ url: 'https://waiting.example/' });
    const full = await api.post({ url: 'https://full.example/' });
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ error: 'queue-full' });
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0);
    await api.finish(0);
    // The refused try gave its point back: the third scan of this client's three is accepted.
    expect((await api.post({ url: 'https://full.example/' })).status).toBe(202);
  });

  it('starts nothing within a site’s cooldown, says when it ends, and scans again after it', async () => {
    const api = await start({ cooldownMs: 60_000 });
    const first = await api.idOf(await api.post({ url: 'https://shop.example/' }));
    await api.finish(0);
    await api.advance(20_000);
    const again = await api.post({ url: 'https://shop.example/' });
    // Never the first requester's id: only when the site can be scanned again.
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({ error: 'recently-scanned', retryAfterSeconds: 40 });
    expect(again.headers.get('retry-after')).toBe('40');
    expect(api.scans).toHaveLength(1);
    await api.advance(41_000);
    const fresh = await api.post({ url: 'https://shop.example/' });
    expect(fresh.status).toBe(202);
    expect(await api.idOf(fresh)).not.toBe(first);
  });

  it('scans a site again at once when its recent scan failed', async () => {
    const api = await start();
    const first = await api.idOf(await api.post({ url: 'https://shop.example/' }));
    await api.fail(0, new Error('unreachable'));
    const again = await api.post({ url: 'https://shop.example/' });
    expect(again.status).toBe(202);
    expect(await api.idOf(again)).not.toBe(first);
  });

  it('drops a finished scan after the retention period', async () => {
    const api = await start({ retentionMs: 86_400_000 });
    const id = await api.idOf(await api.post({ url: 'https://shop.example/' }));
    await api.finish(0);
    await api.advance(86_000_000);
    expect((await api.status(id)).code).toBe(200);
    await api.advance(500_000);
    expect((await api.status(id)).code).toBe(404);
  });

  it('refuses new scans with 503 "unavailable" when no scan can run here', async () => {
    const api = await start({ runScan: null });
    const response = await api.post({ url: 'https://shop.example/' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'unavailable' });
    // An address is still checked first, so the visitor learns what to fix.
    expect((await api.post({ url: 'ftp://shop.example/' })).status).toBe(400);
  });

  it('lets only the configured origins call it from a browser', async () => {
    const api = await start({ allowOrigins: ['https://site.example'] });
    const allowed = await fetch(`${api.base}/api/scans`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://site.example' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://site.example');
    const other = await api.post({ url: 'https://a.example/' }, { Origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('who a client is', () => {
  it('counts IPv4 clients by address and IPv6 clients by their /56', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:0:1::5')).toBe('2001:db8::/56');
    expect(clientKey('2001:0db8:0000:00ff:aaaa:bbbb:cccc:dddd')).toBe('2001:db8::/56');
    expect(clientKey('2001:db8:0:100::1')).toBe('2001:db8:0:100::/56');
    expect(clientKey('[2001:db8:0:1::5]:443')).toBe('2001:db8::/56');
    expect(clientKey('203.0.113.7:51234')).toBe('203.0.113.7');
  });

  it('puts every address that does not parse in one bucket', () => {
    expect(clientKey('forged-1')).toBe(clientKey('forged-2'));
    expect(clientKey('')).toBe(clientKey('unknown'));
  });

  it('reads the n-th X-Forwarded-For entry from the right', () => {
    const header = 'spoofed, 203.0.113.7, 10.0.0.2';
    expect(forwardedClient(header, 1)).toBe('10.0.0.2');
    expect(forwardedClient(header, 2)).toBe('203.0.113.7');
    expect(forwardedClient(header, 4)).toBeNull();
    expect(forwardedClient('', 1)).toBeNull();
  });
});

// A scan ends once its documents are built: the first build loads React and MUI.
describe('scanner API against abuse', () => {
  it('behind one proxy, counts the right-most X-Forwarded-For entry: spoofed entries to its left do not help', async () => {
    const api = await start({ rateLimit: 2, trustProxy: 1, concurrency: 5 });
    const from = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}, 203.0.113.7` });
    expect((await api.post({ url: 'https://a.example/' }, from(1))).status).toBe(202);
    expect((await api.post({ url: 'https://b.example/' }, from(2))).status).toBe(202);
    expect((await api.post({ url: 'https://c.example/' }, from(3))).status).toBe(429);
    // Another client behind the same proxy has its own scans.
    const other = { 'X-Forwarded-For': '203.0.113.8' };
    expect((await api.post({ url: 'https://c.example/' }, other)).status).toBe(202);
  });

  it('behind two proxies, counts the second entry from the right', async () => {
    const api = await start({ rateLimit: 1, trustProxy: 2, concurrency: 5 });
    const via = (spoof: string) => ({ 'X-Forwarded-For': `${spoof}, 203.0.113.7, 10.0.0.2` });
    expect((await api.post({ url: 'https://a.example/' }, via('1.1.1.1'))).status).toBe(202);
    expect((await api.post({ url: 'https://b.example/' }, via('1.1.1.2'))).status).toBe(429);
  });

  it('never opens a new bucket for an entry that does not parse', async () => {
    const api = await start({ rateLimit: 2, trustProxy: 1, concurrency: 5 });
    const answers = [];
    for (let n = 0; n < 4; n++) {
      const headers = { 'X-Forwarded-For': `forged-${n}` };
      answers.push((await api.post({ url: `https://s${n}.example/` }, headers)).status);
    }
    expect(answers).toEqual([202, 202, 429, 429]);
  });

  it('counts IPv6 clients per /56: other /64s of the same /56 share its scans', async () => {
    const api = await start({ rateLimit: 2, trustProxy: 1, concurrency: 5 });
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    expect((await api.post({ url: 'https://a.example/' }, from('2001:db8:0:1::1'))).status).toBe(
      202,
    );
    expect((await api.post({ url: 'https://b.example/' }, from('2001:db8:0:2::1'))).status).toBe(
      202,
    );
    expect((await api.post({ url: 'https://c.example/' }, from('2001:db8:0:ff::1'))).status).toBe(
      429,
    );
    expect((await api.post({ url: 'https://c.example/' }, from('2001:db8:0:100::1'))).status).toBe(
      202,
    );
  });

  it('stops every client once the hourly budget is spent, and gives a refused try back', async () => {
    const api = await start({
      rateLimit: 5,
      hourlyBudget: 3,
      budgetReserve: 0,
      trustProxy: 1,
      concurrency: 5,
    });
    for (let n = 1; n <= 3; n++) {
      const headers = { 'X-Forwarded-For': `203.0.113.${n}` };
      expect((await api.post({ url: `https://s${n}.example/` }, headers)).status).toBe(202);
    }
    const spent = await api.post(
      { url: 'https://s4.example/' },
      { 'X-Forwarded-For': '203.0.113.4' },
    );
    expect(spent.status).toBe(503);
    expect(await spent.json()).toMatchObject({ error: 'queue-full' });
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('keeps the cooldown per site: a query string or www. does not start another scan', async () => {
    const api = await start({ concurrency: 5 });
    const first = await api.idOf(await api.post({ url: 'https://shop.example/' }));
    await api.finish(0);
    for (const url of [
      'https://shop.example/?x=1',
      'https://www.shop.example/',
      'shop.example/a',
    ]) {
      const again = await api.post({ url });
      expect(again.status).toBe(429);
      expect(JSON.stringify(await again.json())).not.toContain(first);
    }
    expect(api.scans).toHaveLength(1);
  });

  it('gives another requester of a site being scanned no id, so not the first one’s report', async () => {
    const api = await start({ concurrency: 5 });
    const first = await api.post({
      url: 'https://shop.example/reset?token=SECRET-RESET-TOKEN-42&email=alice%40example.org#x',
    });
    const firstId = await api.idOf(first);
    const other = await api.post({ url: 'https://shop.example/' });
    expect(other.status).toBe(429);
    expect(JSON.stringify(await other.json())).not.toContain(firstId);
    // The address kept and scanned has no query and no fragment.
    expect(api.scans[0]?.url).toBe('https://shop.example/reset');
    await api.finish(0);
    const done = await api.status(firstId);
    expect(JSON.stringify(done.body)).not.toMatch(/SECRET|alice/);
    const policy = await fetch(`${api.base}/api/scans/${firstId}/policy?lang=en`);
    expect(await policy.text()).not.toMatch(/SECRET|alice/);
  });
});

// A scan ends once its documents are built: the first build loads React and MUI.
describe('the draft cookie policy of a scan', () => {
  it('answers the draft as HTML with no script and a policy that allows only its own style', async () => {
    const api = await start();
    const id = await api.idOf(await api.post({ url: 'https://shop.example/' }));
    const policy = (lang: string) => fetch(`${api.base}/api/scans/${id}/policy?lang=${lang}`);
    // Not done yet: there is no report to draft from.
    expect((await policy('tr')).status).toBe(404);
    await api.finish(0);

    for (const lang of ['tr', 'en']) {
      const response = await policy(lang);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      // What the scanned page put in it runs in no context of this origin, and is not indexed.
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; /);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const html = await response.text();
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}"`));
      expect(html).not.toMatch(/<script|\son[a-z]+=/i);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      const css = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
      expect(css).toContain('border-collapse:collapse');
      expect(csp).toContain(
        `style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'`,
      );
      expect(html.match(/<style/g)).toHaveLength(1);
      // The report's cookies, and the owner's fields marked.
      for (const name of ['_ga', 'session_id', 'xq_tmp'])
        expect(html).toContain(`<code>${name}</code>`);
      expect(html).toContain('data-placeholder="policy-controller"');
      expect(html).toContain('data-placeholder="policy-purpose"');
    }
    expect(await (await policy('tr')).text()).toContain('TASLAKTIR');
  });

  it('refuses a language the site is not built in, and an unknown scan', async () => {
    const api = await start();
    const id = await api.idOf(await api.post({ url: 'https://shop.example/' }));
    await api.finish(0);
    const refused = await fetch(`${api.base}/api/scans/${id}/policy?lang=de`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'language' });
    const unknown = await fetch(`${api.base}/api/scans/${randomUUID()}/policy?lang=tr`);
    expect(unknown.status).toBe(404);
    expect((await fetch(`${api.base}/api/scans/not-an-id/policy`)).status).toBe(404);
  });
});

// A scan ends once its documents are built: the first build loads React and MUI.
describe('derived documents and downloads', () => {
  it('serves the policy and the ZIP as the bytes built once when the scan ended, GET and HEAD alike', async () => {
    let builds = 0;
    const api = await start({
      buildDocuments: async (report, screenshots) => {
        builds += 1;
        return buildDocumentsHere(report, screenshots);
      },
    });
    const id = await api.idOf(await api.post({ url: 'https://shop.example/' }));
    await api.finish(0);
    expect(builds).toBe(1);
    for (const path of ['policy?lang=tr', 'policy?lang=en', 'evidence']) {
      const url = `${api.base}/api/scans/${id}/${path}`;
      const bodies = await Promise.all(
        Array.from({ length: 5 }, async () => Buffer.from(await (await fetch(url)).arrayBuffer())),
      );
      for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true);
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(Number(head.headers.get('content-length'))).toBe(bodies[0]!.length);
    }
    // Nothing was built again for any of the 18 downloads.
    expect(builds).toBe(1);
  });

  it('limits each client’s downloads, and says when to come back', async () => {
    const api = await start({ downloadRateLimit: 3 });
    const id = await api.idOf(await api.post({ url: 'https://shop.example/' }));
    await api.finish(0);
    const url = `${api.base}/api/scans/${id}/evidence`;
    for (let n = 0; n < 3; n++) expect((await fetch(url)).status).toBe(200);
    const limited = await fetch(`${api.base}/api/scans/${id}/policy?lang=tr`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The report itself is not a download.
    expect((await api.status(id)).code).toBe(200);
  });

  it('lets the requester delete their report with the token the POST gave, and no one else', async () => {
    const api = await start();
    const created = await api.post({ url: 'https://shop.example/' });
    const { id, deleteToken } = (await created.json()) as { id: string; deleteToken: string };
    expect(deleteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await api.finish(0);
    const remove = (token?: string) =>
      fetch(`${api.base}/api/scans/${id}`, {
        method: 'DELETE',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    expect((await remove()).status).toBe(403);
    expect((await remove('A'.repeat(43))).status).toBe(403);
    expect((await api.status(id)).code).toBe(200);
    expect((await remove(deleteToken)).status).toBe(204);
    expect((await api.status(id)).code).toBe(404);
    expect((await fetch(`${api.base}/api/scans/${id}/evidence`)).status).toBe(404);
    expect((await fetch(`${api.base}/api/scans/${id}/policy?lang=tr`)).status).toBe(404);
  });
});

describe('a budget no one network can spend', () => {
  it('counts IPv4 networks per /24 and IPv6 networks per /48', () => {
    expect(networkKeys('203.0.113.7')).toEqual(['203.0.113.0/24']);
    expect(networkKeys('::ffff:203.0.113.7')).toEqual(['203.0.113.0/24']);
    expect(networkKeys('2001:db8:1:ff00::1')).toEqual(['2001:db8:1::/48']);
    expect(networkKeys('garbage')).toEqual(networkKeys('other garbage'));
  });

  it('stops a /24 at its network limit, whatever its addresses', async () => {
    const limiter = createClientLimiter({ perClient: 5, perNetwork: 10, budget: 60, reserve: 15 });
    const answers = [];
    for (let host = 1; host <= 3; host++) {
      for (let n = 0; n < 5; n++) answers.push((await limiter.take(`198.51.100.${host}`)).allowed);
    }
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await limiter.take('198.51.101.1')).toMatchObject({ allowed: true });
  });

  it('stops twelve /56s of one /48 at the /48’s limit', async () => {
    const limiter = createClientLimiter({ perClient: 5, perNetwork: 10, budget: 60, reserve: 15 });
    let accepted = 0;
    for (let n = 0; n < 12; n++) {
      const address = `2001:db8:7:${(n * 256).toString(16)}::1`;
      for (let k = 0; k < 5; k++) if ((await limiter.take(address)).allowed) accepted += 1;
    }
    expect(accepted).toBe(10);
  });

  it('keeps a reserve for newcomers after 13 networks spent the rest of the budget', async () => {
    const limiter = createClientLimiter({ perClient: 5, perNetwork: 10, budget: 60, reserve: 15 });
    let accepted = 0;
    for (let n = 1; n <= 13; n++) {
      for (let k = 0; k < 5; k++) if ((await limiter.take(`198.51.${n}.1`)).allowed) accepted += 1;
    }
    // The shared part (60 − 15) is spent; the networks first seen after that got one scan each
    // from the reserve (4), and nothing more.
    expect(accepted).toBe(45 + 4);
    expect(await limiter.take('198.51.1.2')).toMatchObject({ allowed: false, reason: 'budget' });
    expect(await limiter.take('198.51.13.2')).toMatchObject({ allowed: false, reason: 'budget' });
    // 11 more newcomers each get a scan; the 12th does not.
    for (let n = 0; n < 11; n++) {
      expect(await limiter.take(`203.0.${n}.9`)).toMatchObject({ allowed: true });
    }
    expect(await limiter.take('192.0.2.1')).toMatchObject({ allowed: false, reason: 'budget' });
  });

  it('gives back everything a refused scan counted', async () => {
    const limiter = createClientLimiter({ perClient: 1, perNetwork: 10, budget: 2, reserve: 0 });
    const first = await limiter.take('198.51.100.1');
    if (!first.allowed) throw new Error('refused');
    await first.giveBack();
    expect((await limiter.take('198.51.100.1')).allowed).toBe(true);
    expect((await limiter.take('198.51.100.2')).allowed).toBe(true);
    expect((await limiter.take('198.51.100.3')).allowed).toBe(false);
  });
});
