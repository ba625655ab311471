/**
 * What the HTTP API needs from a queue: the in-process one (memory-queue.ts) or BullMQ on Redis
 * (redis-queue.ts). Both keep only the scanned address (scheme, host and path), the outcome and
 * a hash of the requester's delete token, never who asked.
 */
import {
  isOneOf,
  scanErrorCodes,
  type ScanErrorCode,
  type ScanReport,
  type ScanStatus,
  type Screenshot,
} from '../../../packages/scanner-contract/report.ts';
import type { DocumentName, StoredDocument } from '../evidence/documents.ts';

export type EnqueueResult =
  /** A new scan was queued under the given id. */
  | { queued: true }
  /**
   * `full`: the queue is full; `recent`: the same site is queued, running or was scanned less
   * than the cooldown ago. Either way, try again after `retryAfterSeconds`.
   */
  | { queued: false; reason: 'full' | 'recent'; retryAfterSeconds: number };

export type RemoveResult = 'removed' | 'not-found' | 'forbidden' | 'not-finished';

/** The caps on everything finished scans keep (reports, screenshots, documents) together. */
export interface StorageCaps {
  maxStoredScans: number;
  maxStoredBytes: number;
}

export interface ScanQueue {
  /**
   * The seconds until the site of `url` (its registrable domain: `www.`, another page or a query
   * string is the same site) can be scanned again: a scan of it is queued, running, or finished
   * less than the cooldown ago, counted from its end (a failed scan does not count). Null when it
   * can be scanned now. Never which scan that is: the id is its requester's.
   */
  recent(url: string): Promise<number | null>;
  /**
   * Queues a scan of `url` unless the queue is full or the site is recent: the check and the
   * place taken in one step, whatever runs at the same time. `deleteTokenHash` is kept with the
   * scan for remove().
   */
  enqueue(id: string, url: string, deleteTokenHash?: string): Promise<EnqueueResult>;
  /** Null when no scan has that id (never existed, or dropped after the retention period). */
  status(id: string): Promise<ScanStatus | null>;
  /**
   * What a finished scan's evidence is made of: its report and the screenshots kept with it (as
   * long as the report, dropped with it). Null unless the scan is done and still kept.
   */
  evidence(id: string): Promise<{ report: ScanReport; screenshots: Screenshot[] } | null>;
  /** One of a finished scan's documents, built when it ended, as stored bytes. */
  document(id: string, name: DocumentName): Promise<StoredDocument | null>;
  /** Drops a finished scan and all it kept, for whoever holds its delete token. */
  remove(id: string, deleteTokenHash: string): Promise<RemoveResult>;
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
