/**
 * What the HTTP API needs from a queue: the in-process one (memory-queue.ts) or BullMQ on Redis
 * (redis-queue.ts). Both keep only the scanned address and the outcome, never who asked.
 */
import {
  isOneOf,
  scanErrorCodes,
  type ScanErrorCode,
  type ScanReport,
  type ScanStatus,
  type Screenshot,
} from '../../../src/scanner-contract/report.ts';

export type EnqueueResult =
  /** A new scan was queued under the given id. */
  | { queued: true }
  /** The queue is full: try again after `retryAfterSeconds`. */
  | { queued: false; retryAfterSeconds: number };

export interface ScanQueue {
  /**
   * The id of a scan of the same site as `url` (its registrable domain: `www.`, another page or
   * a query string is the same site) that is queued, running, or finished less than the cooldown
   * ago, counted from its end; a failed scan does not count. Null when there is none.
   */
  recent(url: string): Promise<string | null>;
  enqueue(id: string, url: string): Promise<EnqueueResult>;
  /** Null when no scan has that id (never existed, or dropped after the retention period). */
  status(id: string): Promise<ScanStatus | null>;
  /**
   * What a finished scan's evidence is made of: its report and the screenshots kept with it (as
   * long as the report, dropped with it). Null unless the scan is done and still kept.
   */
  evidence(id: string): Promise<{ report: ScanReport; screenshots: Screenshot[] } | null>;
  close(): Promise<void>;
}

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
    if (isOneOf(scanErrorCodes, candidate)) return candidate;
  }
  return 'internal';
}

/** When a finished scan ended (ms since the epoch), by its own report: the cooldown starts here. */
export const reportEndedAt = (report: ScanReport): number =>
  Date.parse(report.startedAt) + report.durationMs;
