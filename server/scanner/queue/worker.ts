/**
 * `npm run scanner:worker`: runs scans from the Redis queue (SCANNER_REDIS_URL), SCANNER_CONCURRENCY
 * at a time, on as many machines as needed. An engine failure fails the scan with its code at once;
 * a worker that dies mid-scan leaves the job to BullMQ's stalled-job check, which puts it back for
 * another worker once and fails it the second time.
 */
import { UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { scannerConfig } from '../config.ts';
import { loadEngine } from '../engine/engine.ts';
import { evidenceSummary, keepScreenshot } from '../evidence/evidence.ts';
import { errorCode } from './queue.ts';
import { evidenceKey, QUEUE_NAME, resultKey, type ScanJobData } from './redis-queue.ts';
import type {
  RunScan,
  ScanReport,
  ScanStatus,
  Screenshot,
} from '../../../src/scanner-contract/report.ts';
import { limitReport } from '../../../src/scanner-contract/report-limits.ts';

export interface ScanWorkerOptions {
  redisUrl: string;
  runScan: RunScan;
  concurrency: number;
  retentionMs: number;
  scanTimeoutMs: number;
  /** How long a worker's hold on a job lasts without renewal: how soon a dead worker is noticed. */
  lockMs?: number;
  /** How often a worker looks for jobs whose hold ran out (a dead worker's): lockMs unless set. */
  stalledCheckMs?: number;
}

export function startScanWorker(options: ScanWorkerOptions) {
  const { redisUrl, runScan, concurrency, retentionMs, scanTimeoutMs } = options;
  const { lockMs = 30_000, stalledCheckMs = lockMs } = options;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  /** The outcome, and the screenshots with it, both expiring at the same moment. */
  const store = async (id: string, status: ScanStatus, screenshots: Screenshot[] = []) => {
    const expiresAt = Date.now() + Math.ceil(retentionMs);
    const write = redis.multi().set(resultKey(id), JSON.stringify(status), 'PXAT', expiresAt);
    if (screenshots.length > 0) {
      const fields = screenshots.flatMap(({ phase, jpeg }) => [phase, Buffer.from(jpeg)]);
      write.hset(evidenceKey(id), ...fields).pexpireat(evidenceKey(id), expiresAt);
    }
    const results = await write.exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (failed) throw failed;
  };

  const worker = new Worker<ScanJobData, ScanReport>(
    QUEUE_NAME,
    async (job) => {
      const id = job.id as string;
      // The id only (never the address asked for): the Redis test follows jobs by it.
      console.log(`Scan ${id} started`);
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error('timeout')), scanTimeoutMs);
      const screenshots: Screenshot[] = [];
      try {
        const report = limitReport(
          await runScan(job.data.url, {
            id,
            signal: controller.signal,
            onProgress: (phase) => void job.updateProgress(phase).catch(() => {}),
            onScreenshot: (screenshot) => void keepScreenshot(screenshots, screenshot),
          }),
        );
        const evidence = evidenceSummary(report, screenshots);
        await store(id, { status: 'done', report, evidence }, screenshots);
        return report;
      } catch (error) {
        const code = errorCode(error);
        await store(id, { status: 'failed', error: code });
        // Not retried: the engine already gave its verdict; only a dead worker's job is retried.
        throw new UnrecoverableError(code);
      } finally {
        clearTimeout(timer);
      }
    },
    {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      concurrency,
      lockDuration: lockMs,
      stalledInterval: stalledCheckMs,
      maxStalledCount: 1,
      removeOnComplete: { count: 0 },
    },
  );
  worker.on('error', (error) => console.error('Scan worker:', error.message));
  return {
    worker,
    async close() {
      await worker.close();
      redis.disconnect();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = scannerConfig();
  if (!config.redisUrl) {
    console.error('The scan worker needs SCANNER_REDIS_URL (README, "Cookie scanner").');
    process.exit(1);
  }
  const engine = await loadEngine();
  if (!engine.runScan) {
    console.error(`The scan worker cannot scan: ${engine.reason}`);
    process.exit(1);
  }
  const milliseconds = (value: string | undefined) => (value ? Number(value) : undefined);
  const { close } = startScanWorker({
    ...config,
    redisUrl: config.redisUrl,
    runScan: engine.runScan,
    lockMs: milliseconds(process.env.SCANNER_WORKER_LOCK_MS),
    stalledCheckMs: milliseconds(process.env.SCANNER_WORKER_STALLED_CHECK_MS),
  });
  console.log(`Scan worker ${process.pid} running ${config.concurrency} at a time`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void close().then(() => process.exit(0)));
  }
}
