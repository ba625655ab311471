// One contract, two queues: the in-process queue and the Redis queue (a real redis-server on a
// free loopback port, with an in-process BullMQ worker) must answer the same way: statuses, error
// codes, the queue bound (also under 60 concurrent POSTs), the cooldown per site, counted from
// the scan's end, and the evidence: screenshots kept with the report and dropped with it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { evidenceSummary } from '../../server/scanner/evidence/evidence.ts';
import {
  fakeParseScanUrl,
  fakeReport,
  fakeScreenshots,
} from '../../server/scanner/testing/fake-engine.ts';
import { createScannerApi } from '../../server/scanner/api/http-api.ts';
import { createMemoryQueue } from '../../server/scanner/queue/memory-queue.ts';
import type { ScanQueue } from '../../server/scanner/queue/queue.ts';
import { createClientLimiter } from '../../server/scanner/api/rate-limit.ts';
import {
  createRedisQueue,
  evidenceKey,
  resultKey,
} from '../../server/scanner/queue/redis-queue.ts';
import type { RunScan, ScanReport } from '../../src/scanner-contract/report.ts';
import { startScanWorker } from '../../server/scanner/queue/worker.ts';
import { startRedisServer, type RedisServer } from './support/redis-server.ts';

const MINUTE = 60_000;
const RETENTION_MS = 30 * 86_400_000;
const COOLDOWN_MS = 10 * MINUTE;
/** The queue's own limit on a scan, out of the way: the test ends each scan (scanner-api tests the limit). */
const SCAN_LIMIT_MS = 86_400_000;

/**
 * An engine the test drives: each scan waits until the test ends it, at the test's clock, handing
 * over its screenshots first as the real engine does.
 */
function controlledEngine(clock: { now: number }) {
  const scans = new Map<string, { finish: () => void; fail: (error: unknown) => void }>();
  const runScan: RunScan = (url, { id, onScreenshot }) =>
    new Promise<ScanReport>((resolve, reject) => {
      scans.set(id, {
        // The report says it ended at the clock's time, as a real one says when it ended.
        finish: () => {
          for (const screenshot of fakeScreenshots()) onScreenshot?.(screenshot);
          resolve({
            ...fakeReport(id, url),
            startedAt: new Date(clock.now - 1000).toISOString(),
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
  clock: { now: number };
  /** Ends the scan `id` once it is running. */
  finish(id: string): Promise<void>;
  fail(id: string, error: unknown): Promise<void>;
  /** Lets the retention period pass (the memory queue's clock; Redis's own expiry, awaited). */
  expire(id: string): Promise<void>;
  close(): Promise<void>;
}

type Make = (options: { queueMax: number }) => Promise<Harness>;

let redisServer: RedisServer;
beforeAll(async () => {
  redisServer = await startRedisServer();
});
afterAll(async () => {
  await redisServer.close();
});

function harness(
  queue: ScanQueue,
  clock: { now: number },
  engine: ReturnType<typeof controlledEngine>,
  close: () => Promise<void>,
  expire: (id: string) => Promise<void>,
): Harness {
  const running = async (id: string) => {
    await expect.poll(() => engine.scans.has(id)).toBe(true);
    return engine.scans.get(id) as { finish: () => void; fail: (error: unknown) => void };
  };
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

const makeMemory: Make = async ({ queueMax }) => {
  const clock = { now: 1_000_000_000 };
  const engine = controlledEngine(clock);
  const queue = createMemoryQueue({
    runScan: engine.runScan,
    concurrency: 1,
    queueMax,
    retentionMs: RETENTION_MS,
    cooldownMs: COOLDOWN_MS,
    scanTimeoutMs: SCAN_LIMIT_MS,
    now: () => clock.now,
  });
  return harness(
    queue,
    clock,
    engine,
    () => queue.close(),
    async () => {
      clock.now += RETENTION_MS + 1;
    },
  );
};

const makeRedis: Make = async ({ queueMax }) => {
  const clock = { now: Date.now() };
  const engine = controlledEngine(clock);
  const admin = new Redis(redisServer.url);
  await admin.flushall();
  admin.disconnect();
  const queue = createRedisQueue({
    redisUrl: redisServer.url,
    queueMax,
    retentionMs: RETENTION_MS,
    cooldownMs: COOLDOWN_MS,
    now: () => clock.now,
  });
  const worker = startScanWorker({
    redisUrl: redisServer.url,
    runScan: engine.runScan,
    concurrency: 1,
    retentionMs: RETENTION_MS,
    scanTimeoutMs: SCAN_LIMIT_MS,
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
      const keys = [resultKey(id), evidenceKey(id)];
      const [resultExpiry, evidenceExpiry] = await Promise.all(
        keys.map((key) => redis.pexpiretime(key)),
      );
      expect(resultExpiry).toBeGreaterThan(0);
      expect(evidenceExpiry).toBe(resultExpiry);
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
  const open = async (queueMax = 20) => (current = await make({ queueMax }));

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
      limiter: createClientLimiter(1000, 1000),
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
    // The same site: another page, a query string, www.
    for (const url of [
      'https://www.shop.example/?x=1',
      'http://shop.example/sepet',
      'https://blog.shop.example/',
    ]) {
      expect(await queue.recent(url)).toBe(id);
    }
    expect(await queue.recent('https://shop2.example/')).toBeNull();
    // A scan that runs longer than the cooldown is still the recent one when it ends.
    clock.now += 20 * MINUTE;
    expect(await queue.recent('https://shop.example/')).toBe(id);
    await finish(id);
    clock.now += 9 * MINUTE;
    expect(await queue.recent('https://www.shop.example/')).toBe(id);
    clock.now += 2 * MINUTE;
    expect(await queue.recent('https://www.shop.example/')).toBeNull();
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
