// Redis mode against a real redis-server (Debian's, started here on a free loopback port with a
// temporary directory and appendonly persistence) and two `npm run scanner:worker` processes with
// the test-only fake engine: scans done by either worker, a worker killed mid-scan (retried once
// by the other, failed the second time) and a Redis restart that loses no queued scan.
import { spawn, type ChildProcess } from 'node:child_process';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeParseScanUrl } from '../../server/scanner/testing/fake-engine.ts';
import { resultKey } from '../../server/scanner/queue/redis-queue.ts';
import type { ScanStatus } from '../../src/scanner-contract/report.ts';
import { createScannerService, type ScannerService } from '../../server/scanner/api/service.ts';
import { startRedisServer, type RedisServer } from './support/redis-server.ts';

const PHASE_MS = 500;
const LOCK_MS = 1000;
const RETENTION_DAYS = 2;

/**
 * A limit, not a budget: a scan is done once its documents are built, by a child process that
 * loads React and MUI, tens of seconds on a loaded 2-core machine.
 */
const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 120_000) => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`Still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

interface Worker {
  process: ChildProcess;
  started: string[];
  /** Settles when the worker says it is running (starting one takes seconds on a busy machine). */
  ready: Promise<void>;
}

const state: {
  port: number;
  redis?: RedisServer;
  workers: Worker[];
  service?: ScannerService;
  server?: Server;
  base: string;
} = { port: 0, workers: [], base: '' };

const startRedis = () => state.redis?.start() as Promise<void>;
const stopRedis = () => state.redis?.stop() as Promise<void>;

function startWorker(): Promise<void> {
  return spawnWorker().ready;
}

function spawnWorker(): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scanner/queue/worker.ts'], {
    env: {
      ...process.env,
      SCANNER_REDIS_URL: `redis://127.0.0.1:${state.port}`,
      SCANNER_FAKE_ENGINE: '1',
      SCANNER_FAKE_ENGINE_DELAY_MS: String(PHASE_MS),
      SCANNER_WORKER_LOCK_MS: String(LOCK_MS),
      SCANNER_RETENTION_DAYS: String(RETENTION_DAYS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let running = () => {};
  const ready = new Promise<void>((resolve) => (running = resolve));
  const worker: Worker = { process: child, started: [], ready };
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    if (/Scan worker \d+ running/.test(text)) running();
    for (const match of text.matchAll(/Scan (\S+) started/g))
      worker.started.push(match[1] as string);
  });
  state.workers.push(worker);
  return worker;
}

async function kill(worker: Worker) {
  const exited = new Promise((resolve) => worker.process.once('exit', resolve));
  worker.process.kill('SIGKILL');
  await exited;
  state.workers = state.workers.filter((other) => other !== worker);
}

const post = async (url: string) => {
  const response = await fetch(`${state.base}/api/scans`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
};
const status = async (id: string) =>
  (await (await fetch(`${state.base}/api/scans/${id}`)).json()) as ScanStatus;
const runner = (id: string) =>
  until(
    async () => state.workers.find((worker) => worker.started.includes(id)),
    (worker) => worker !== undefined,
  ) as Promise<Worker>;

beforeAll(async () => {
  state.redis = await startRedisServer();
  state.port = state.redis.port;
  state.service = createScannerService({
    runScan: null,
    parseScanUrl: fakeParseScanUrl,
    redisUrl: `redis://127.0.0.1:${state.port}`,
    retentionMs: RETENTION_DAYS * 86_400_000,
    rateLimit: 100,
  });
  const handle = state.service.handle;
  state.server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => state.server?.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  for (const worker of [...state.workers]) await kill(worker);
  state.server?.closeAllConnections();
  await new Promise((resolve) => state.server?.close(resolve));
  await state.service?.close();
  await state.redis?.close();
}, 30_000);

describe('scanner in Redis mode', { timeout: 400_000 }, () => {
  it('runs scans on two workers and keeps each result for the retention period', async () => {
    await Promise.all([startWorker(), startWorker()]);
    const ids = [
      await post('https://a.example/'),
      await post('https://b.example/'),
      await post('https://c.example/'),
    ];
    expect(await status(ids[2] as string)).toMatchObject({ status: 'queued' });
    const seen = await until(
      () => status(ids[0] as string),
      (value) => value.status === 'running',
    );
    expect(seen).toMatchObject({ status: 'running' });
    for (const id of ids) {
      const done = await until(
        () => status(id),
        (value) => value.status === 'done',
      );
      expect(done.status === 'done' && done.report.id).toBe(id);
    }
    expect(state.workers.every((worker) => worker.started.length > 0)).toBe(true);
    const redis = new Redis(state.port, '127.0.0.1');
    const ttl = await redis.pttl(resultKey(ids[0] as string));
    redis.disconnect();
    expect(ttl).toBeGreaterThan((RETENTION_DAYS - 0.01) * 86_400_000);
    expect(ttl).toBeLessThanOrEqual(RETENTION_DAYS * 86_400_000);
  });

  it('gives a killed worker’s scan to another worker once, and fails it the second time', async () => {
    const once = await post('https://killed-once.example/');
    await kill(await runner(once));
    await startWorker();
    expect(
      await until(
        () => status(once),
        (value) => value.status === 'done',
      ),
    ).toMatchObject({
      status: 'done',
    });

    const twice = await post('https://killed-twice.example/');
    await kill(await runner(twice));
    await startWorker();
    await until(
      async () => state.workers.filter((w) => w.started.includes(twice)).length,
      (n) => n > 0,
    );
    await kill(await runner(twice));
    await startWorker();
    expect(
      await until(
        () => status(twice),
        (value) => value.status === 'failed',
      ),
    ).toEqual({
      status: 'failed',
      error: 'internal',
    });
  });

  it('keeps queued scans through a Redis restart', async () => {
    for (const worker of [...state.workers]) await kill(worker);
    const ids = [await post('https://queued-1.example/'), await post('https://queued-2.example/')];
    expect(await status(ids[1] as string)).toEqual({ status: 'queued', position: 2 });
    await stopRedis();
    await startRedis();
    await Promise.all([startWorker(), startWorker()]);
    for (const id of ids) {
      expect(
        await until(
          () => status(id).catch(() => null),
          (value) => value?.status === 'done',
        ),
      ).toMatchObject({
        status: 'done',
      });
    }
  });
});
