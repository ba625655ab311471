/**
 * What the HTTP API needs from a queue: the in-process one (memory-queue.ts) or BullMQ on Redis
 * (redis-queue.ts). Both keep only the scanned address and the outcome, never who asked.
 */
import type { ScanErrorCode, ScanStatus } from './report.ts';

export type EnqueueResult =
  /** A new scan was queued under the given id. */
  | { queued: true }
  /** The queue is full: try again after `retryAfterSeconds`. */
  | { queued: false; retryAfterSeconds: number };

export interface ScanQueue {
  /**
   * The id of a scan of `url` queued, running or finished within the cooldown, so a site asked
   * for again gets that scan instead of a new one; null when there is none.
   */
  recent(url: string): Promise<string | null>;
  enqueue(id: string, url: string): Promise<EnqueueResult>;
  /** Null when no scan has that id (never existed, or dropped after the retention period). */
  status(id: string): Promise<ScanStatus | null>;
  close(): Promise<void>;
}

const ERROR_CODES: readonly ScanErrorCode[] = [
  'unreachable',
  'blocked-address',
  'timeout',
  'too-large',
  'browser-unavailable',
  'internal',
];

/**
 * The stable code of an engine failure: the error's `code` (or message, as BullMQ keeps only
 * that) when it is one of ScanErrorCode, else 'internal', so no engine detail reaches a visitor.
 */
export function errorCode(error: unknown): ScanErrorCode {
  const candidates =
    error && typeof error === 'object'
      ? [(error as { code?: unknown }).code, (error as { message?: unknown }).message]
      : [error];
  for (const candidate of candidates) {
    if (ERROR_CODES.includes(candidate as ScanErrorCode)) return candidate as ScanErrorCode;
  }
  return 'internal';
}
