/**
 * Redis mode (SCANNER_REDIS_URL): scans are BullMQ jobs, run by `npm run scanner:worker` on any
 * number of machines; the API process keeps no state. Finished scans are stored under
 * `<prefix>:result:<id>` with the retention period as TTL; a job whose worker died is put back
 * once (BullMQ's stalled-job check), then failed. Redis must persist (appendonly) for queued
 * scans to survive its restart.
 */
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { ScanPhase, ScanReport, ScanStatus } from './report.ts';
import { errorCode, type EnqueueResult, type ScanQueue } from './queue.ts';

export const QUEUE_NAME = 'cookie-scans';
export const KEY_PREFIX = 'cookie-scanner';
export const resultKey = (id: string) => `${KEY_PREFIX}:result:${id}`;
export const siteKey = (url: string) => `${KEY_PREFIX}:site:${url}`;

export interface ScanJobData {
  url: string;
}

export interface RedisQueueOptions {
  redisUrl: string;
  queueMax: number;
  retentionMs: number;
  cooldownMs: number;
}

const TYPICAL_SCAN_SECONDS = 30;
const PHASES: readonly string[] = ['opening', 'banner', 'rejecting', 'accepting', 'classifying'];

export function createRedisQueue(options: RedisQueueOptions): ScanQueue {
  const { redisUrl, queueMax, retentionMs, cooldownMs } = options;
  // Fail requests quickly while Redis is away: the API answers 503 instead of hanging.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  const queue = new Queue<ScanJobData, ScanReport>(QUEUE_NAME, {
    connection: { url: redisUrl, maxRetriesPerRequest: 1 },
  });
  queue.on('error', () => {});

  /**
   * The first requests after start (or a reconnect) wait up to 3 s for the connection, instead of
   * failing at once on a Redis that is still connecting; a Redis that stays away still fails fast.
   */
  async function connected() {
    if (redis.status === 'ready') return;
    await Promise.race([
      new Promise((resolve) => redis.once('ready', resolve)),
      new Promise((resolve) => setTimeout(resolve, 3000).unref()),
    ]);
  }

  async function status(id: string): Promise<ScanStatus | null> {
    await connected();
    const stored = await redis.get(resultKey(id));
    if (stored) return JSON.parse(stored) as ScanStatus;
    const job = (await queue.getJob(id)) as Job<ScanJobData, ScanReport> | undefined;
    if (!job) return null;
    const state = await job.getState();
    if (state === 'active') {
      const progress =
        typeof job.progress === 'string' && PHASES.includes(job.progress)
          ? job.progress
          : 'opening';
      return { status: 'running', progress: progress as ScanPhase };
    }
    if (state === 'failed') return { status: 'failed', error: errorCode(job.failedReason) };
    if (state === 'completed' && job.returnvalue)
      return { status: 'done', report: job.returnvalue };
    // Waiting (or briefly between states): its place among the waiting jobs, oldest first.
    const waiting = await queue.getRanges(['wait', 'prioritized', 'delayed'], 0, -1, true);
    const index = waiting.indexOf(id);
    return { status: 'queued', position: index === -1 ? 1 : index + 1 };
  }

  return {
    async recent(url) {
      await connected();
      const id = await redis.get(siteKey(url));
      if (!id) return null;
      const current = await status(id);
      return current && current.status !== 'failed' ? id : null;
    },
    async enqueue(id, url): Promise<EnqueueResult> {
      await connected();
      const [waiting, active] = await Promise.all([
        queue.getWaitingCount(),
        queue.getActiveCount(),
      ]);
      if (waiting >= queueMax) {
        const workers = Math.max(1, active);
        return {
          queued: false,
          retryAfterSeconds: Math.ceil((waiting / workers + 1) * TYPICAL_SCAN_SECONDS),
        };
      }
      const ageSeconds = Math.ceil(retentionMs / 1000);
      await queue.add(
        'scan',
        { url },
        {
          jobId: id,
          // The worker stores the outcome under resultKey; failures stay as jobs for the period.
          removeOnComplete: true,
          removeOnFail: { age: ageSeconds },
          attempts: 1,
        },
      );
      await redis.set(siteKey(url), id, 'PX', Math.ceil(cooldownMs));
      return { queued: true };
    },
    status,
    async close() {
      await queue.close();
      redis.disconnect();
    },
  };
}
