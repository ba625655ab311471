// Redis mode against a real redis-server (Debian's, started here on a free loopback port with a
// temporary directory and appendonly persistence) and `npm run scanner:worker` processes with the
// test-only fake engine: scans done by either worker, a worker killed mid-scan (retried once by
// another, failed the second time) and a Redis restart that loses no queued scan. Every wait is
// for a message, a state or one of BullMQ's own events: none has a deadline of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeParseScanUrl } from '../../server/scanner/testing/fake-engine.ts';
import { QUEUE_NAME, resultKey } from '../../server/scanner/queue/redis-queue.ts';
import type { ScanStatus } from '../../packages/scanner-contract/report.ts';
import { createScannerService, type ScannerService } from '../../server/scanner/api/service.ts';
import { startRedisServer, type RedisServer } from './support/redis-server.ts';

const PHASE_MS = 500;
const RETENTION_DAYS = 2;
/**
 * How often the workers look for a dead worker's job. Their hold on a job keeps its production
 * length (30 s, renewed every 15 s), so a live worker on a starved machine never loses its job;
 * the test lets a killed worker's hold run out at once instead (`kill`).
 */
const STALLED_CHECK_MS = 200;

/** Polls `read` until `ok` holds: a wait for a state, as long as it takes. */
const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean) => {
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    await sleep(100);
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
  /** BullMQ's event stream of the scan queue, as any client of the queue sees it. */
  events?: QueueEvents;
  workers: Worker[];
  service?: ScannerService;
  server?: Server;
  base: string;
} = { port: 0, workers: [], base: '' };

/** "Scan <id> started" as the workers print it: (id, worker). */
const scanStarts = new EventEmitter<{ started: [string, Worker] }>();

const startRedis = () => state.redis?.start() as Promise<void>;
const stopRedis = () => state.redis?.stop() as Promise<void>;

/** A worker whose fake scans take PHASE_MS a phase. */
function startWorker(): Promise<void> {
  return spawnWorker({}).ready;
}

/**
 * A worker whose fake scans never end by themselves (an hour a phase, a day's queue limit): a scan
 * it takes stays running until the test kills it, however slowly the test itself gets to that.
 */
function startHoldingWorker(): Promise<void> {
  return spawnWorker({
    SCANNER_FAKE_ENGINE_DELAY_MS: String(3_600_000),
    SCANNER_SCAN_TIMEOUT_SECONDS: String(86_400),
  }).ready;
}

function spawnWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scanner/queue/worker.ts'], {
    env: {
      ...process.env,
      SCANNER_REDIS_URL: `redis://127.0.0.1:${state.port}`,
      SCANNER_FAKE_ENGINE: '1',
      SCANNER_FAKE_ENGINE_DELAY_MS: String(PHASE_MS),
      SCANNER_WORKER_STALLED_CHECK_MS: String(STALLED_CHECK_MS),
      SCANNER_RETENTION_DAYS: String(RETENTION_DAYS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let running = () => {};
  const ready = new Promise<void>((resolve) => (running = resolve));
  const worker: Worker = { process: child, started: [], ready };
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    if (/Scan worker \d+ running/.test(text)) running();
    for (const match of text.matchAll(/Scan (\S+) started/g)) {
      const id = match[1] as string;
      worker.started.push(id);
      scanStarts.emit('started', id, worker);
    }
  });
  state.workers.push(worker);
  return worker;
}

/** The live worker that started the scan `id`, once one has. */
function runner(id: string): Promise<Worker> {
  const current = state.workers.find((worker) => worker.started.includes(id));
  if (current) return Promise.resolve(current);
  return new Promise((resolve) => {
    const started = (startedId: string, worker: Worker) => {
      if (startedId !== id || !state.workers.includes(worker)) return;
      scanStarts.off('started', started);
      resolve(worker);
    };
    scanStarts.on('started', started);
  });
}

/** Settles on BullMQ's next `event` for the job `id`: call it before what causes the event. */
function next(event: 'stalled' | 'failed', id: string): Promise<void> {
  const events = state.events as QueueEvents;
  return new Promise((resolve) => {
    const seen = ({ jobId }: { jobId: string }) => {
      if (jobId !== id) return;
      events.off(event as 'stalled', seen);
      resolve();
    };
    events.on(event as 'stalled', seen);
  });
}

async function kill(worker: Worker) {
  const exited = new Promise((resolve) => worker.process.once('exit', resolve));
  worker.process.kill('SIGKILL');
  await exited;
  state.workers = state.workers.filter((other) => other !== worker);
}

/**
 * Kills the worker running the scan `id` mid-scan. Its hold on the job would run out after the
 * lock time; the test lets it run out now (as a fake clock would), so the next stalled check
 * finds the job without the test waiting out a lock.
 */
async function killRunner(id: string) {
  await kill(await runner(id));
  const redis = new Redis(state.port, '127.0.0.1');
  await redis.del((state.events as QueueEvents).toKey(`${id}:lock`));
  redis.disconnect();
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

beforeAll(async () => {
  state.redis = await startRedisServer();
  state.port = state.redis.port;
  state.events = new QueueEvents(QUEUE_NAME, {
    connection: { host: '127.0.0.1', port: state.port },
  });
  // While Redis restarts (the last case) the stream's connection fails and reconnects.
  state.events.on('error', () => {});
  await state.events.waitUntilReady();
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
});

afterAll(async () => {
  for (const worker of [...state.workers]) await kill(worker);
  state.server?.closeAllConnections();
  await new Promise((resolve) => state.server?.close(resolve));
  await state.service?.close();
  await state.events?.close();
  await state.redis?.close();
});

describe('scanner in Redis mode', () => {
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
    const killAll = async () => {
      for (const worker of [...state.workers]) await kill(worker);
    };
    // Only holding workers while a scan is to be killed: it cannot end before the test kills it.
    await killAll();
    await startHoldingWorker();
    const once = await post('https://killed-once.example/');
    await runner(once);
    expect(await status(once)).toMatchObject({ status: 'running' });
    const putBack = next('stalled', once);
    await killRunner(once);
    // A worker that finishes scans: its stalled check puts the scan back, and it runs it.
    await startWorker();
    await putBack;
    expect(
      await until(
        () => status(once),
        (value) => value.status !== 'running' && value.status !== 'queued',
      ),
    ).toMatchObject({ status: 'done' });

    await killAll();
    await startHoldingWorker();
    const twice = await post('https://killed-twice.example/');
    const firstStall = next('stalled', twice);
    await killRunner(twice);
    await startHoldingWorker();
    await firstStall;
    const secondStall = next('stalled', twice);
    const failed = next('failed', twice);
    await killRunner(twice);
    await startWorker();
    await secondStall;
    await failed;
    expect(await status(twice)).toEqual({ status: 'failed', error: 'internal' });
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
      ).toMatchObject({ status: 'done' });
    }
  });
});
