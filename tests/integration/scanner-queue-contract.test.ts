// One contract, two queues: the in-process queue and the Redis queue (a real redis-server on a
// free loopback port, with an in-process BullMQ worker) must answer the same way: statuses, error
// codes, the queue bound (also under 60 concurrent POSTs), the cooldown per site, counted from
// the scan's end (also under 20 concurrent POSTs of one site), the evidence: screenshots and
// documents kept with the report and dropped with it, the storage caps, and deletion.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { evidenceSummary, evidenceZip } from '../../server/scanner/evidence/evidence.ts';
import { buildDocumentsHere } from '../../server/scanner/evidence/documents.ts';
import {
  fakeParseScanUrl,
  fakeReport,
  fakeScreenshots,
} from '../../server/scanner/testing/fake-engine.ts';
import { createScannerApi } from '../../server/scanner/api/http-api.ts';
import { createMemoryQueue } from '../../server/scanner/queue/memory-queue.ts';
import type { ScanQueue, StorageCaps } from '../../server/scanner/queue/queue.ts';
import { createClientLimiter } from '../../server/scanner/api/rate-limit.ts';
import {
  createRedisQueue,
  documentsKey,
  evidenceKey,
  resultKey,
} from '../../server/scanner/queue/redis-queue.ts';
import type { RunScan, ScanReport } from '../../packages/scanner-contract/report.ts';
import { startScanWorker } from '../../server/scanner/queue/worker.ts';
import { startRedisServer, type RedisServer } from './support/redis-server.ts';
import { manualClock } from '../support/manual-clock.ts';

type TestClock = ReturnType<typeof manualClock>;

const MINUTE = 60_000;
const RETENTION_MS = 30 * 86_400_000;
const COOLDOWN_MS = 10 * MINUTE;
/** The queue's own limit on a scan, out of the way: the test ends each scan (scanner-api tests the limit). */
const SCAN_LIMIT_MS = 86_400_000;
const NO_CAPS: StorageCaps = { maxStoredScans: 1000, maxStoredBytes: 1024 ** 3 };

/**
 * An engine the test drives: each scan waits until the test ends it, at the test's clock, handing
 * over its screenshots first as the real engine does.
 */
function controlledEngine({ clock }: TestClock) {
  const scans = new Map<string, { finish: () => void; fail: (error: unknown) => void }>();
  const runScan: RunScan = (url, { id, onScreenshot }) =>
    new Promise<ScanReport>((resolve, reject) => {
      scans.set(id, {
        // The report says it ended at the clock's time, as a real one says when it ended.
        finish: () => {
          for (const screenshot of fakeScreenshots()) onScreenshot?.(screenshot);
          resolve({
            ...fakeReport(id, url),
            startedAt: new Date(clock.now() - 1000).toISOString(),
            durationMs: 1000,
          });
        },
        fail: reject,
      });
    });
  return { runScan, scans };
}

interface Harness {
  queue: ScanQueue;
  clock: TestClock;
  /** Ends the scan `id` once it is running. */
  finish(id: string): Promise<void>;
  fail(id: string, error: unknown): Promise<void>;
  /** Lets the retention period pass (the memory queue's clock; Redis's own expiry, awaited). */
  expire(id: string): Promise<void>;
  close(): Promise<void>;
}

interface MakeOptions {
  queueMax: number;
  retentionMs?: number;
  cooldownMs?: number;
  caps?: StorageCaps;
}
type Make = (options: MakeOptions) => Promise<Harness>;

let redisServer: RedisServer;
beforeAll(async () => {
  redisServer = await startRedisServer();
});
afterAll(async () => {
  await redisServer.close();
});

function harness(
  queue: ScanQueue,
  clock: TestClock,
  engine: ReturnType<typeof controlledEngine>,
  close: () => Promise<void>,
  expire: (id: string) => Promise<void>,
): Harness {
  const running = async (id: string) => {
    await expect.poll(() => engine.scans.has(id)).toBe(true);
    return engine.scans.get(id) as { finish: () => void; fail: (error: unknown) => void };
  };
  // A scan ends once its documents are built: the first build loads React and MUI.
  const ended = (id: string) =>
    expect.poll(async () => (await queue.status(id))?.status).toMatch(/^(done|failed)$/);
  return {
    queue,
    clock,
    async finish(id) {
      (await running(id)).finish();
      await ended(id);
    },
    async fail(id, error) {
      (await running(id)).fail(error);
      await ended(id);
    },
    expire,
    close,
  };
}

const makeMemory: Make = async ({
  queueMax,
  retentionMs = RETENTION_MS,
  cooldownMs = COOLDOWN_MS,
  caps = NO_CAPS,
}) => {
  const clock = manualClock();
  const engine = controlledEngine(clock);
  const queue = createMemoryQueue({
    runScan: engine.runScan,
    buildDocuments: buildDocumentsHere,
    ...caps,
    concurrency: 1,
    queueMax,
    retentionMs,
    cooldownMs,
    scanTimeoutMs: SCAN_LIMIT_MS,
    clock: clock.clock,
  });
  return harness(
    queue,
    clock,
    engine,
    () => queue.close(),
    async () => {
      await clock.advance(RETENTION_MS + 1);
    },
  );
};

const makeRedis: Make = async ({
  queueMax,
  retentionMs = RETENTION_MS,
  cooldownMs = COOLDOWN_MS,
  caps = NO_CAPS,
}) => {
  const clock = manualClock(Date.now());
  const engine = controlledEngine(clock);
  const admin = new Redis(redisServer.url);
  await admin.flushall();
  admin.disconnect();
  const queue = createRedisQueue({
    redisUrl: redisServer.url,
    queueMax,
    retentionMs,
    cooldownMs,
    scanTimeoutMs: SCAN_LIMIT_MS,
  });
  const worker = startScanWorker({
    redisUrl: redisServer.url,
    runScan: engine.runScan,
    buildDocuments: buildDocumentsHere,
    ...caps,
    concurrency: 1,
    retentionMs,
    cooldownMs,
    scanTimeoutMs: SCAN_LIMIT_MS,
    // The cooldown is counted from the report's end, which the test's clock sets.
    clock: clock.clock,
  });
  return harness(
    queue,
    clock,
    engine,
    async () => {
      // Forced: the scans the test left running never end by themselves.
      await worker.worker.close(true);
      await worker.close();
      await queue.close();
    },
    // Redis's clock: the stored result and its screenshots expire at one moment, which the test
    // brings forward to now (as the memory queue's clock jumps) instead of waiting for it.
    async (id) => {
      const redis = new Redis(redisServer.url);
      const keys = [resultKey(id), evidenceKey(id), documentsKey(id)];
      const [resultExpiry, ...others] = await Promise.all(
        keys.map((key) => redis.pexpiretime(key)),
      );
      expect(resultExpiry).toBeGreaterThan(0);
      for (const expiry of others) expect(expiry).toBe(resultExpiry);
      for (const key of keys) await redis.pexpireat(key, 1);
      expect(await redis.exists(...keys)).toBe(0);
      redis.disconnect();
    },
  );
};

let current: Harness | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

describe.each([
  ['memory', makeMemory],
  ['redis', makeRedis],
] as const)('the %s queue', (_, make) => {
  const open = async (queueMax = 20, retentionMs?: number, more: Partial<MakeOptions> = {}) =>
    (current = await make({ queueMax, retentionMs, ...more }));

  it('reports queued, running, done and failed, and null for an unknown id', async () => {
    const { queue, finish, fail } = await open();
    expect(
      await queue.enqueue('00000000-0000-4000-8000-000000000001', 'https://a.example/'),
    ).toEqual({ queued: true });
    await queue.enqueue('00000000-0000-4000-8000-000000000002', 'https://b.example/');
    await expect
      .poll(async () => queue.status('00000000-0000-4000-8000-000000000001'))
      .toEqual({ status: 'running', progress: 'opening' });
    expect(await queue.status('00000000-0000-4000-8000-000000000002')).toEqual({
      status: 'queued',
      position: 1,
    });
    await finish('00000000-0000-4000-8000-000000000001');
    expect(await queue.status('00000000-0000-4000-8000-000000000001')).toMatchObject({
      status: 'done',
      report: { id: '00000000-0000-4000-8000-000000000001', url: 'https://a.example/' },
    });
    await fail('00000000-0000-4000-8000-000000000002', new Error('unreachable'));
    expect(await queue.status('00000000-0000-4000-8000-000000000002')).toEqual({
      status: 'failed',
      error: 'unreachable',
    });
    expect(await queue.status('00000000-0000-4000-8000-00000000000f')).toBeNull();
  });

  it('fails with the engine code, and with "internal" for anything else', async () => {
    const { queue, fail } = await open();
    await queue.enqueue('00000000-0000-4000-8000-000000000001', 'https://a.example/');
    await queue.enqueue('00000000-0000-4000-8000-000000000002', 'https://b.example/');
    await fail(
      '00000000-0000-4000-8000-000000000001',
      Object.assign(new Error('x'), { code: 'timeout' }),
    );
    await fail('00000000-0000-4000-8000-000000000002', new Error('ECONNRESET at /srv/engine.ts'));
    expect(await queue.status('00000000-0000-4000-8000-000000000001')).toEqual({
      status: 'failed',
      error: 'timeout',
    });
    expect(await queue.status('00000000-0000-4000-8000-000000000002')).toEqual({
      status: 'failed',
      error: 'internal',
    });
  });

  it('holds at most queueMax waiting, and says when to try again', async () => {
    const { queue } = await open(2);
    await queue.enqueue('00000000-0000-4000-8000-000000000001', 'https://a.example/');
    await expect
      .poll(async () => (await queue.status('00000000-0000-4000-8000-000000000001'))?.status)
      .toBe('running');
    await queue.enqueue('00000000-0000-4000-8000-000000000002', 'https://b.example/');
    await queue.enqueue('00000000-0000-4000-8000-000000000003', 'https://c.example/');
    const full = await queue.enqueue('00000000-0000-4000-8000-000000000004', 'https://d.example/');
    expect(full.queued).toBe(false);
    expect(!full.queued && full.retryAfterSeconds).toBeGreaterThan(0);
    expect(await queue.status('00000000-0000-4000-8000-000000000004')).toBeNull();
  });

  it('keeps its bound under 60 concurrent POSTs', async () => {
    const { queue } = await open(20);
    const api = createScannerApi({
      queue,
      parseScanUrl: fakeParseScanUrl,
      limiter: createClientLimiter({ perClient: 1000, perNetwork: 1000, budget: 1000, reserve: 0 }),
    });
    const server = http.createServer((req, res) => void api(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, async (_, n) => {
          const response = await fetch(`${base}/api/scans`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ url: `https://site-${n}.example/` }),
          });
          return { status: response.status, body: (await response.json()) as { id?: string } };
        }),
      );
      const accepted = answers.filter((answer) => answer.status === 202);
      expect(answers.every((answer) => answer.status === 202 || answer.status === 503)).toBe(true);
      // One may be running already; at most 20 wait.
      expect(accepted.length).toBeGreaterThan(0);
      expect(accepted.length).toBeLessThanOrEqual(21);
      const statuses = await Promise.all(
        accepted.map(async (answer) => (await queue.status(answer.body.id as string))?.status),
      );
      expect(statuses.filter((status) => status === 'queued').length).toBeLessThanOrEqual(20);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('counts the cooldown per site from the scan’s end, whatever its address', async () => {
    const { queue, clock, finish } = await open();
    const id = '00000000-0000-4000-8000-000000000001';
    await queue.enqueue(id, 'https://shop.example/');
    // The same site: another page, www., another subdomain, http.
    for (const url of [
      'https://www.shop.example/',
      'http://shop.example/sepet',
      'https://blog.shop.example/',
    ]) {
      expect(await queue.recent(url)).toBeGreaterThan(COOLDOWN_MS / 1000);
      expect(await queue.enqueue(`${id.slice(0, -1)}2`, url)).toMatchObject({
        queued: false,
        reason: 'recent',
      });
    }
    expect(await queue.recent('https://shop2.example/')).toBeNull();
    // A scan that runs longer than the cooldown is still the recent one when it ends.
    await clock.advance(20 * MINUTE);
    expect(await queue.recent('https://shop.example/')).not.toBeNull();
    await finish(id);
    // From its end on: the whole cooldown is left (a second or two of the test's own time less).
    const left = await queue.recent('https://www.shop.example/');
    expect(left).toBeLessThanOrEqual(COOLDOWN_MS / 1000);
    expect(left).toBeGreaterThan(COOLDOWN_MS / 1000 - 60);
  });

  it('lets a site be scanned again once its cooldown has passed', async () => {
    const cooldownMs = 1500;
    const { queue, clock, finish } = await open(20, undefined, { cooldownMs });
    const id = '00000000-0000-4000-8000-000000000001';
    await queue.enqueue(id, 'https://shop.example/');
    await finish(id);
    expect(await queue.recent('https://shop.example/')).not.toBeNull();
    await clock.advance(cooldownMs + 1);
    // Redis keeps its own time: its hold ends by itself.
    await expect.poll(() => queue.recent('https://shop.example/')).toBeNull();
    expect(
      await queue.enqueue('00000000-0000-4000-8000-000000000002', 'https://shop.example/x'),
    ).toEqual({ queued: true });
  });

  it('queues one scan of a site under 20 concurrent POSTs of its pages', async () => {
    const { queue } = await open(20);
    const api = createScannerApi({
      queue,
      parseScanUrl: fakeParseScanUrl,
      limiter: createClientLimiter({ perClient: 1000, perNetwork: 1000, budget: 1000, reserve: 0 }),
    });
    const server = http.createServer((req, res) => void api(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, n) => {
          const response = await fetch(`${base}/api/scans`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ url: `https://same.example/p${n}` }),
          });
          return { status: response.status, body: (await response.json()) as { id?: string } };
        }),
      );
      expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
      // Every other one was told the site is taken, and given no id.
      const others = answers.filter((answer) => answer.status !== 202);
      expect(others).toHaveLength(19);
      for (const other of others) {
        expect(other.status).toBe(429);
        expect(other.body).not.toHaveProperty('id');
        expect(other.body).toMatchObject({ error: 'recently-scanned' });
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps the documents built when the scan ended, as bytes', async () => {
    const { queue, finish } = await open();
    const id = '00000000-0000-4000-8000-000000000001';
    await queue.enqueue(id, 'https://shop.example/');
    await finish(id);
    const status = await queue.status(id);
    if (status?.status !== 'done') throw new Error(`not done: ${JSON.stringify(status)}`);
    const zip = await queue.document(id, 'zip');
    expect(zip?.body.equals(evidenceZip(status.report, fakeScreenshots()))).toBe(true);
    for (const language of ['tr', 'en']) {
      const policy = await queue.document(id, `policy:${language}`);
      expect(policy?.body.toString()).toContain(`<html lang="${language}"`);
      expect(policy?.csp).toMatch(/^default-src 'none'; style-src 'sha256-/);
    }
    expect(await queue.document(id, 'policy:xx')).toBeNull();
  });

  it('drops the oldest finished scans beyond the storage caps', async () => {
    const { queue, finish } = await open(20, undefined, {
      caps: { maxStoredScans: 2, maxStoredBytes: 1024 ** 3 },
    });
    const ids = [1, 2, 3].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    for (const [n, id] of ids.entries()) {
      await queue.enqueue(id, `https://shop${n}.example/`);
      await finish(id);
    }
    expect(await queue.status(ids[0]!)).toBeNull();
    expect(await queue.document(ids[0]!, 'zip')).toBeNull();
    expect((await queue.status(ids[1]!))?.status).toBe('done');
    expect((await queue.status(ids[2]!))?.status).toBe('done');
  });

  it('drops the oldest finished scans beyond the byte cap, never the newest', async () => {
    const { queue, finish } = await open(20, undefined, {
      // One finished scan (report, screenshots, documents) is well above 1 byte.
      caps: { maxStoredScans: 1000, maxStoredBytes: 1 },
    });
    const ids = [1, 2].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    for (const [n, id] of ids.entries()) {
      await queue.enqueue(id, `https://shop${n}.example/`);
      await finish(id);
    }
    expect(await queue.status(ids[0]!)).toBeNull();
    expect((await queue.status(ids[1]!))?.status).toBe('done');
  });

  it('deletes a finished scan for its delete token only, keeping the site’s cooldown', async () => {
    const { queue, finish } = await open();
    const id = '00000000-0000-4000-8000-000000000001';
    await queue.enqueue(id, 'https://shop.example/', 'a'.repeat(64));
    expect(await queue.remove(id, 'a'.repeat(64))).toBe('not-finished');
    await finish(id);
    expect(await queue.remove(id, 'b'.repeat(64))).toBe('forbidden');
    expect((await queue.status(id))?.status).toBe('done');
    expect(await queue.remove(id, 'a'.repeat(64))).toBe('removed');
    expect(await queue.status(id)).toBeNull();
    expect(await queue.evidence(id)).toBeNull();
    expect(await queue.document(id, 'zip')).toBeNull();
    expect(await queue.remove(id, 'a'.repeat(64))).toBe('not-found');
    expect(await queue.recent('https://shop.example/')).not.toBeNull();
  });

  it('keeps the screenshots with a finished scan, summed up in its status', async () => {
    const { queue, finish } = await open();
    const id = '00000000-0000-4000-8000-000000000001';
    await queue.enqueue(id, 'https://shop.example/');
    await expect.poll(async () => (await queue.status(id))?.status).toBe('running');
    expect(await queue.evidence(id)).toBeNull();
    await finish(id);
    const status = await queue.status(id);
    if (status?.status !== 'done') throw new Error(`not done: ${JSON.stringify(status)}`);
    const evidence = await queue.evidence(id);
    expect(evidence?.report).toEqual(status.report);
    expect(
      evidence?.screenshots.map(({ phase, jpeg }) => ({ phase, jpeg: Buffer.from(jpeg) })),
    ).toEqual(fakeScreenshots());
    expect(status.evidence).toEqual(evidenceSummary(status.report, fakeScreenshots()));
    expect(status.evidence?.screenshots).toEqual(['firstVisit', 'afterReject', 'afterAccept']);
  });

  it('has no evidence for a failed or unknown scan', async () => {
    const { queue, fail } = await open();
    const id = '00000000-0000-4000-8000-000000000001';
    await queue.enqueue(id, 'https://shop.example/');
    await fail(id, new Error('unreachable'));
    expect(await queue.evidence(id)).toBeNull();
    expect(await queue.evidence('00000000-0000-4000-8000-00000000000f')).toBeNull();
  });

  it('drops the screenshots with the report when the retention period ends', async () => {
    const { queue, finish, expire } = await open();
    const id = '00000000-0000-4000-8000-000000000001';
    await queue.enqueue(id, 'https://shop.example/');
    await finish(id);
    expect((await queue.evidence(id))?.screenshots).toHaveLength(3);
    await expire(id);
    expect(await queue.status(id)).toBeNull();
    expect(await queue.evidence(id)).toBeNull();
  });

  it('does not count a failed scan for the cooldown', async () => {
    const { queue, fail } = await open();
    const id = '00000000-0000-4000-8000-000000000001';
    await queue.enqueue(id, 'https://shop.example/');
    await fail(id, new Error('unreachable'));
    expect(await queue.recent('https://shop.example/')).toBeNull();
  });
});
