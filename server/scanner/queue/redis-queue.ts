/**
 * Redis mode (SCANNER_REDIS_URL): scans are BullMQ jobs, run by `npm run scanner:worker` on any
 * number of machines; the API process keeps no state. Finished scans are stored under
 * `<prefix>:result:<id>` (with their screenshots and documents beside it) with the retention
 * period as TTL, within the storage caps (stored-scans.ts); a job whose worker died is put back
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
} from '../../../packages/scanner-contract/report.ts';
import { errorCode, type EnqueueResult, type ScanQueue } from './queue.ts';
import { siteOfUrl } from '../site.ts';
import type { DocumentName } from '../evidence/documents.ts';
import { forgetScan, KEY_PREFIX } from './stored-scans.ts';
import { systemClock, type Clock } from '../../system/clock.ts';

export { KEY_PREFIX };

export const QUEUE_NAME = 'cookie-scans';
export const resultKey = (id: string) => `${KEY_PREFIX}:result:${id}`;
/** A finished scan's screenshots (a hash, phase to JPEG), expiring at the same time as its result. */
export const evidenceKey = (id: string) => `${KEY_PREFIX}:evidence:${id}`;
/** A finished scan's documents (a hash: `zip`, `policy:<lang>`, `csp:<lang>`), expiring with it. */
export const documentsKey = (id: string) => `${KEY_PREFIX}:documents:${id}`;
/** The SHA-256 of a scan's delete token, kept as long as the scan may be. */
export const ownerKey = (id: string) => `${KEY_PREFIX}:owner:${id}`;
/**
 * The scan that holds a site (registrable domain), set only when none does, in the reservation:
 * it expires at the scan's end plus the cooldown (the worker sets that), or is deleted when the
 * scan fails.
 */
export const siteKey = (url: string) => `${KEY_PREFIX}:site:${siteOfUrl(url)}`;
/** How long a site is held before its scan ends: the worker shortens it to end plus cooldown. */
const HOLD_UNTIL_END_MS = 3_600_000;
/** Places taken by enqueues in flight, scored by when they were taken. */
const RESERVED_KEY = `${KEY_PREFIX}:reserved`;
/** A place taken but never given back (its API process died mid-enqueue) is freed after this. */
const RESERVATION_MS = 30_000;

/**
 * Takes a place in the queue and the site, or refuses, in one step: the site must be free (no
 * scan of it queued, running or within its cooldown), and the jobs waiting plus the places other
 * enqueues have taken but not yet filled must stay below the bound, whatever runs at the same
 * time. A job both added and still reserved counts twice for a moment: the bound errs on the
 * safe side. Returns {waiting} when taken; {-1, waiting} when the queue is full; {-2, ms the
 * site stays held} when the site is held.
 */
const RESERVE = `
local held = redis.call('PTTL', KEYS[5])
if held ~= -2 then return {-2, held} end
redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', tonumber(ARGV[2]) - tonumber(ARGV[3]))
local waiting = redis.call('LLEN', KEYS[1]) + redis.call('LLEN', KEYS[2]) + redis.call('ZCARD', KEYS[3])
if waiting + redis.call('ZCARD', KEYS[4]) >= tonumber(ARGV[1]) then return {-1, waiting} end
redis.call('ZADD', KEYS[4], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[4], ARGV[3])
redis.call('SET', KEYS[5], ARGV[4], 'PX', ARGV[5])
return {waiting}
`;

/** Deletes a key only while it still holds `ARGV[1]` (another scan may hold the site by now). */
export const DELETE_IF_HOLDS = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export interface ScanJobData {
  url: string;
}

export interface RedisQueueOptions {
  redisUrl: string;
  queueMax: number;
  retentionMs: number;
  cooldownMs: number;
  scanTimeoutMs: number;
  /** What the connection wait and the reservations are counted on (default: the system's clock). */
  clock?: Clock;
}

const TYPICAL_SCAN_SECONDS = 30;

export function createRedisQueue(options: RedisQueueOptions): ScanQueue {
  const { redisUrl, queueMax, retentionMs, cooldownMs, scanTimeoutMs } = options;
  const clock = options.clock ?? systemClock;
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
      new Promise((resolve) => clock.after(3000, () => resolve(undefined), { unref: true })),
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

  /**
   * The scan holding the site of `url` and how long it holds it, once a hold left by a scan that
   * failed without its worker (the stalled-job check failed it) is cleared. A scan dropped
   * (deleted, evicted) keeps its hold: its cooldown still counts.
   */
  async function siteHold(
    url: string,
  ): Promise<{ id: string; status: ScanStatus | null; ms: number } | null> {
    const key = siteKey(url);
    const id = await redis.get(key);
    if (!id) return null;
    const current = await status(id);
    if (current?.status === 'failed') {
      await redis.eval(DELETE_IF_HOLDS, 1, key, id);
      return null;
    }
    return { id, status: current, ms: await redis.pttl(key) };
  }

  const untilEnd = () => Math.ceil((cooldownMs + scanTimeoutMs) / 1000);

  return {
    async recent(url) {
      await connected();
      const hold = await siteHold(url);
      if (!hold) return null;
      if (hold.status && hold.status.status !== 'done') return untilEnd();
      return hold.ms > 0 ? Math.ceil(hold.ms / 1000) : null;
    },
    async enqueue(id, url, deleteTokenHash): Promise<EnqueueResult> {
      await connected();
      await siteHold(url);
      const { wait, paused, prioritized } = queue.keys as Record<string, string>;
      const [verdict, detail] = (await redis.eval(
        RESERVE,
        5,
        wait as string,
        paused as string,
        prioritized as string,
        RESERVED_KEY,
        siteKey(url),
        queueMax,
        clock.now(),
        RESERVATION_MS,
        id,
        HOLD_UNTIL_END_MS,
      )) as [number, number?];
      if (verdict === -2) {
        // Held until its scan ends (no end known yet), or for what is left of the cooldown.
        const ms = detail ?? -1;
        const seconds = ms < 0 || ms > cooldownMs ? untilEnd() : Math.ceil(ms / 1000);
        return { queued: false, reason: 'recent', retryAfterSeconds: Math.max(1, seconds) };
      }
      if (verdict === -1) {
        const waiting = detail ?? 0;
        const workers = Math.max(1, await queue.getActiveCount());
        return {
          queued: false,
          reason: 'full',
          retryAfterSeconds: Math.ceil((waiting / workers + 1) * TYPICAL_SCAN_SECONDS),
        };
      }
      try {
        if (deleteTokenHash) {
          await redis.set(
            ownerKey(id),
            deleteTokenHash,
            'PX',
            Math.ceil(retentionMs) + HOLD_UNTIL_END_MS,
          );
        }
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
      } catch (error) {
        await redis.eval(DELETE_IF_HOLDS, 1, siteKey(url), id);
        throw error;
      } finally {
        await redis.zrem(RESERVED_KEY, id);
      }
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
    async document(id, name: DocumentName) {
      const current = await status(id);
      if (current?.status !== 'done') return null;
      if (name === 'zip') {
        const body = await redis.hgetBuffer(documentsKey(id), 'zip');
        return body ? { body } : null;
      }
      const language = name.slice('policy:'.length);
      const [body, csp] = await Promise.all([
        redis.hgetBuffer(documentsKey(id), `policy:${language}`),
        redis.hget(documentsKey(id), `csp:${language}`),
      ]);
      return body && csp ? { body, csp } : null;
    },
    async remove(id, deleteTokenHash) {
      await connected();
      const current = await status(id);
      if (!current) return 'not-found';
      if ((await redis.get(ownerKey(id))) !== deleteTokenHash) return 'forbidden';
      if (current.status !== 'done' && current.status !== 'failed') return 'not-finished';
      await forgetScan(redis, id);
      await queue.remove(id).catch(() => 0);
      return 'removed';
    },
    async close() {
      await queue.close();
      redis.disconnect();
    },
  };
}
