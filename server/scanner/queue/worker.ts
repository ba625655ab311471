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
import { createDocumentBuilder } from '../evidence/document-builder.ts';
import { documentsBytes, type BuildDocuments, type ScanDocuments } from '../evidence/documents.ts';
import { errorCode, reportEndedAt, type StorageCaps } from './queue.ts';
import {
  DELETE_IF_HOLDS,
  documentsKey,
  evidenceKey,
  QUEUE_NAME,
  resultKey,
  siteKey,
  type ScanJobData,
} from './redis-queue.ts';
import { accountStoredScan } from './stored-scans.ts';
import { systemClock, type Clock } from '../../system/clock.ts';
import type {
  RunScan,
  ScanReport,
  ScanStatus,
  Screenshot,
} from '../../../packages/scanner-contract/report.ts';
import { limitReport } from '../../../packages/scanner-contract/report-limits.ts';

export interface ScanWorkerOptions extends StorageCaps {
  redisUrl: string;
  runScan: RunScan;
  /** Builds a finished scan's documents (default: in a child process of its own). */
  buildDocuments?: BuildDocuments;
  concurrency: number;
  retentionMs: number;
  cooldownMs: number;
  scanTimeoutMs: number;
  /** What the cooldown and the scan limit are counted on (default: the system's). */
  clock?: Clock;
  /** How long a worker's hold on a job lasts without renewal: how soon a dead worker is noticed. */
  lockMs?: number;
  /** How often a worker looks for jobs whose hold ran out (a dead worker's): lockMs unless set. */
  stalledCheckMs?: number;
}

/** Sets a site's hold to end in `ARGV[2]` ms, while the scan `ARGV[1]` still holds it. */
const HOLD_UNTIL = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;

export function startScanWorker(options: ScanWorkerOptions) {
  const { redisUrl, runScan, concurrency, retentionMs, cooldownMs, scanTimeoutMs } = options;
  const { lockMs = 30_000, stalledCheckMs = lockMs } = options;
  const clock = options.clock ?? systemClock;
  const buildDocuments = options.buildDocuments ?? createDocumentBuilder();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  /**
   * The outcome, with the screenshots and documents, all expiring at the same moment, counted
   * against the storage caps; the site's hold ends at the scan's end plus the cooldown (a failed
   * scan frees it at once).
   */
  const store = async (
    id: string,
    url: string,
    status: ScanStatus,
    screenshots: Screenshot[] = [],
    documents?: ScanDocuments,
  ) => {
    // On the system's clock, whatever the injected one says: Redis expires keys by its own time.
    const expiresAt = Date.now() + Math.ceil(retentionMs);
    const json = JSON.stringify(status);
    const write = redis.multi().set(resultKey(id), json, 'PXAT', expiresAt);
    if (screenshots.length > 0) {
      const fields = screenshots.flatMap(({ phase, jpeg }) => [phase, Buffer.from(jpeg)]);
      write.hset(evidenceKey(id), ...fields).pexpireat(evidenceKey(id), expiresAt);
    }
    if (documents) {
      const fields: (string | Buffer)[] = ['zip', documents.zip];
      for (const [language, policy] of Object.entries(documents.policies)) {
        fields.push(`policy:${language}`, policy.html, `csp:${language}`, policy.csp);
      }
      write.hset(documentsKey(id), ...fields).pexpireat(documentsKey(id), expiresAt);
    }
    const results = await write.exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (failed) throw failed;
    const bytes =
      Buffer.byteLength(json) +
      screenshots.reduce((sum, shot) => sum + shot.jpeg.length, 0) +
      (documents ? documentsBytes(documents) : 0);
    await accountStoredScan(redis, id, bytes, retentionMs, options);
    if (status.status === 'done') {
      const holdMs = reportEndedAt(status.report) + cooldownMs - clock.now();
      await redis.eval(HOLD_UNTIL, 1, siteKey(url), id, Math.max(1, Math.ceil(holdMs)));
    } else {
      await redis.eval(DELETE_IF_HOLDS, 1, siteKey(url), id);
    }
  };

  const worker = new Worker<ScanJobData, ScanReport>(
    QUEUE_NAME,
    async (job) => {
      const id = job.id as string;
      // The id only (never the address asked for): the Redis test follows jobs by it.
      console.log(`Scan ${id} started`);
      const controller = new AbortController();
      const cancelLimit = clock.after(scanTimeoutMs, () => controller.abort(new Error('timeout')));
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
        const documents = await buildDocuments(report, screenshots).catch((error: unknown) => {
          console.error('Scan documents:', error instanceof Error ? error.message : error);
          return undefined;
        });
        await store(id, job.data.url, { status: 'done', report, evidence }, screenshots, documents);
        return report;
      } catch (error) {
        const code = errorCode(error);
        await store(id, job.data.url, { status: 'failed', error: code });
        // Not retried: the engine already gave its verdict; only a dead worker's job is retried.
        throw new UnrecoverableError(code);
      } finally {
        cancelLimit();
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
