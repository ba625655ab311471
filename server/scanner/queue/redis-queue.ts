/**
 * Redis mode (SCANNER_REDIS_URL): scans are BullMQ jobs, run by `npm run scanner:worker` on any
 * number of machines; the API process keeps no state. Finished scans are stored under
 * `<prefix>:result:<id>` with the retention period as TTL; a job whose worker died is put back
 * once (BullMQ's stalled-job check), then failed. Redis must persist (appendonly) for queued
 * scans to survive its restart.
 */
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import {
  isOneOf,
  scanPhases,
  storyPhases,
  type ScanReport,
  type ScanStatus,
  type Screenshot,
} from '../../../src/scanner-contract/report.ts';
import { errorCode, reportEndedAt, type EnqueueResult, type ScanQueue } from './queue.ts';
import { siteOfUrl } from '../site.ts';

export const QUEUE_NAME = 'cookie-scans';
export const KEY_PREFIX = 'cookie-scanner';
export const resultKey = (id: string) => `${KEY_PREFIX}:result:${id}`;
/** A finished scan's screenshots (a hash, phase to JPEG), expiring at the same time as its result. */
export const evidenceKey = (id: string) => `${KEY_PREFIX}:evidence:${id}`;
/** The latest scan of a site (registrable domain): the cooldown's subject. */
export const siteKey = (url: string) => `${KEY_PREFIX}:site:${siteOfUrl(url)}`;
/** Places taken by enqueues in flight, scored by when they were taken. */
const RESERVED_KEY = `${KEY_PREFIX}:reserved`;
/** A place taken but never given back (its API process died mid-enqueue) is freed after this. */
const RESERVATION_MS = 30_000;

/**
 * Takes a place in the queue, or refuses, in one step: the jobs waiting plus the places other
 * enqueues have taken but not yet filled must stay below the bound, whatever runs at the same
 * time. A job both added and still reserved counts twice for a moment: the bound errs on the
 * safe side. Returns the jobs waiting, negative (-1 - waiting) when refused.
 */
const RESERVE = `
redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', tonumber(ARGV[2]) - tonumber(ARGV[3]))
local waiting = redis.call('LLEN', KEYS[1]) + redis.call('LLEN', KEYS[2]) + redis.call('ZCARD', KEYS[3])
if waiting + redis.call('ZCARD', KEYS[4]) >= tonumber(ARGV[1]) then return -1 - waiting end
redis.call('ZADD', KEYS[4], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[4], ARGV[3])
return waiting
`;

export interface ScanJobData {
  url: string;
}

export interface RedisQueueOptions {
  redisUrl: string;
  queueMax: number;
  retentionMs: number;
  cooldownMs: number;
  now?: () => number;
}

const TYPICAL_SCAN_SECONDS = 30;

export function createRedisQueue(options: RedisQueueOptions): ScanQueue {
  const { redisUrl, queueMax, retentionMs, cooldownMs } = options;
  const now = options.now ?? Date.now;
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
    if (stored) {
      const result = JSON.parse(stored) as ScanStatus;
      return result.status === 'done' ? { ...result, evidence: result.evidence ?? null } : result;
    }
    const job = (await queue.getJob(id)) as Job<ScanJobData, ScanReport> | undefined;
    if (!job) return null;
    const state = await job.getState();
    if (state === 'active') {
      return {
        status: 'running',
        progress: isOneOf(scanPhases, job.progress) ? job.progress : 'opening',
      };
    }
    if (state === 'failed') return { status: 'failed', error: errorCode(job.failedReason) };
    // Its worker stored the result before completing it: with no result left, it was dropped.
    if (state === 'completed') return null;
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
      if (!current || current.status === 'failed') return null;
      // Queued or running scans count whatever their age; a finished one from its end on.
      if (current.status !== 'done') return id;
      return now() - reportEndedAt(current.report) < cooldownMs ? id : null;
    },
    async enqueue(id, url): Promise<EnqueueResult> {
      await connected();
      const { wait, paused, prioritized } = queue.keys as Record<string, string>;
      const reserved = (await redis.eval(
        RESERVE,
        4,
        wait as string,
        paused as string,
        prioritized as string,
        RESERVED_KEY,
        queueMax,
        Date.now(),
        RESERVATION_MS,
        id,
      )) as number;
      if (reserved < 0) {
        const waiting = -1 - reserved;
        const workers = Math.max(1, await queue.getActiveCount());
        return {
          queued: false,
          retryAfterSeconds: Math.ceil((waiting / workers + 1) * TYPICAL_SCAN_SECONDS),
        };
      }
      try {
        await queue.add(
          'scan',
          { url },
          {
            jobId: id,
            // The worker stores the outcome under resultKey; failures stay as jobs for the period.
            removeOnComplete: true,
            removeOnFail: { age: Math.ceil(retentionMs / 1000) },
            attempts: 1,
          },
        );
      } finally {
        await redis.zrem(RESERVED_KEY, id);
      }
      // Kept as long as the scan may be asked about; recent() judges the cooldown from its end.
      await redis.set(siteKey(url), id, 'PX', Math.ceil(retentionMs));
      return { queued: true };
    },
    status,
    async evidence(id) {
      const current = await status(id);
      if (current?.status !== 'done') return null;
      const stored = await redis.hgetallBuffer(evidenceKey(id));
      const screenshots: Screenshot[] = storyPhases.flatMap((phase) => {
        const jpeg = stored[phase];
        return jpeg ? [{ phase, jpeg }] : [];
      });
      return { report: current.report, screenshots };
    },
    async close() {
      await queue.close();
      redis.disconnect();
    },
  };
}
