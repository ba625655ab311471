/**
 * The embedded default: scans queued and run in this process, `concurrency` at a time, with at
 * most `queueMax` waiting. A finished scan's documents are built by a child process before it
 * counts as done. Finished scans are kept `retentionMs`, within the storage caps (the oldest
 * dropped first), then dropped. Nothing survives a restart; README, "Cookie scanner", says when
 * to use Redis instead.
 */
import { evidenceSummary, keepScreenshot } from '../evidence/evidence.ts';
import { createDocumentBuilder } from '../evidence/document-builder.ts';
import {
  documentsBytes,
  pickDocument,
  type BuildDocuments,
  type ScanDocuments,
} from '../evidence/documents.ts';
import type {
  EvidenceSummary,
  RunScan,
  ScanErrorCode,
  ScanPhase,
  ScanReport,
  ScanStatus,
  Screenshot,
} from '../../../packages/scanner-contract/report.ts';
import { limitReport } from '../../../packages/scanner-contract/report-limits.ts';
import { errorCode, type EnqueueResult, type ScanQueue, type StorageCaps } from './queue.ts';
import { siteOfUrl } from '../site.ts';
import { systemClock, type Clock } from '../../system/clock.ts';

interface Entry {
  url: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: ScanPhase;
  report?: ScanReport;
  /** Kept with the report and dropped with it. */
  screenshots?: Screenshot[];
  evidence?: EvidenceSummary;
  documents?: ScanDocuments;
  /** What the entry holds, counted against the storage cap. */
  bytes: number;
  error?: ScanErrorCode;
  deleteTokenHash?: string;
  /** When the scan was queued, then when it finished (ms since the epoch). */
  at: number;
}

export interface MemoryQueueOptions extends StorageCaps {
  runScan: RunScan;
  /** Builds a finished scan's documents (default: in a child process of its own). */
  buildDocuments?: BuildDocuments;
  concurrency: number;
  queueMax: number;
  retentionMs: number;
  cooldownMs: number;
  scanTimeoutMs: number;
  /** What the retention, the cooldown and the scan limit are counted on (default: the system's). */
  clock?: Clock;
}

/** A scan's length to expect before any has finished, for Retry-After. */
const TYPICAL_SCAN_MS = 30_000;

export function createMemoryQueue(options: MemoryQueueOptions): ScanQueue {
  const { runScan, concurrency, queueMax, retentionMs, cooldownMs, scanTimeoutMs } = options;
  const { maxStoredScans, maxStoredBytes } = options;
  const buildDocuments = options.buildDocuments ?? createDocumentBuilder();
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  const entries = new Map<string, Entry>();
  /**
   * Per site, the scan that holds it and until when: null while it is queued or running. Apart
   * from the entries, so a report dropped early (deleted, evicted) still counts for the cooldown.
   */
  const sites = new Map<string, { id: string; until: number | null }>();
  const waiting: string[] = [];
  const running = new Map<string, AbortController>();
  let averageMs = TYPICAL_SCAN_MS;
  let closed = false;

  function sweep() {
    const oldest = now() - retentionMs;
    for (const [id, entry] of entries) {
      if ((entry.state === 'done' || entry.state === 'failed') && entry.at < oldest) {
        entries.delete(id);
      }
    }
    for (const [site, hold] of sites) {
      if (hold.until !== null && hold.until <= now()) sites.delete(site);
    }
  }
  // Hourly, and on every status read, so an expired report is never served.
  const stopSweeping = clock.every(Math.min(retentionMs, 3_600_000), sweep, { unref: true });

  /**
   * Drops the oldest finished scans (Map order is finishing order) until the caps hold; never
   * `newest`, the one just finished.
   */
  function evict(newest: string) {
    let stored = 0;
    let bytes = 0;
    for (const entry of entries.values()) {
      if (entry.state === 'done' || entry.state === 'failed') {
        stored += 1;
        bytes += entry.bytes;
      }
    }
    for (const [id, entry] of entries) {
      if (stored <= maxStoredScans && bytes <= maxStoredBytes) break;
      if ((entry.state !== 'done' && entry.state !== 'failed') || id === newest) continue;
      entries.delete(id);
      stored -= 1;
      bytes -= entry.bytes;
    }
  }

  function finish(id: string, entry: Entry, outcome: Partial<Entry>, startedAt: number) {
    Object.assign(entry, outcome, { at: now() });
    // Finishing order: re-inserted last, so eviction meets the oldest first.
    entries.delete(id);
    entries.set(id, entry);
    const site = siteOfUrl(entry.url);
    if (sites.get(site)?.id === id) {
      if (entry.state === 'done') sites.set(site, { id, until: now() + cooldownMs });
      else sites.delete(site);
    }
    averageMs = (averageMs * 3 + (now() - startedAt)) / 4;
    running.delete(id);
    evict(id);
    pump();
  }

  async function done(report: ScanReport, screenshots: Screenshot[]): Promise<Partial<Entry>> {
    const evidence = evidenceSummary(report, screenshots);
    const documents = await buildDocuments(report, screenshots).catch((error: unknown) => {
      console.error('Scan documents:', error instanceof Error ? error.message : error);
      return undefined;
    });
    const bytes =
      Buffer.byteLength(JSON.stringify(report)) +
      screenshots.reduce((sum, shot) => sum + shot.jpeg.length, 0) +
      (documents ? documentsBytes(documents) : 0);
    return { state: 'done', report, screenshots, evidence, documents, bytes };
  }

  function start(id: string) {
    const entry = entries.get(id);
    if (!entry) return;
    const controller = new AbortController();
    running.set(id, controller);
    entry.state = 'running';
    entry.progress = 'opening';
    const startedAt = now();
    // The engine keeps its own 60 s limit; this one frees the slot if it ever does not.
    const cancelLimit = clock.after(scanTimeoutMs, () => controller.abort(new Error('timeout')));
    let settled = false;
    const screenshots: Screenshot[] = [];
    const timedOut = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
    );
    Promise.race([
      runScan(entry.url, {
        id,
        signal: controller.signal,
        onProgress: (phase) => {
          if (!settled) entry.progress = phase;
        },
        onScreenshot: (screenshot) => {
          if (!settled) keepScreenshot(screenshots, screenshot);
        },
      }),
      timedOut,
    ])
      .finally(() => {
        settled = true;
        cancelLimit();
      })
      .then(
        (engineReport) => done(limitReport(engineReport), screenshots),
        (error: unknown): Partial<Entry> => ({
          state: 'failed',
          error: closed ? 'internal' : errorCode(error),
        }),
      )
      .then((outcome) => finish(id, entry, outcome, startedAt));
  }

  function pump() {
    while (!closed && running.size < concurrency && waiting.length > 0) {
      start(waiting.shift() as string);
    }
  }

  function recentSeconds(url: string): number | null {
    const hold = sites.get(siteOfUrl(url));
    if (!hold) return null;
    if (hold.until === null) return Math.ceil((cooldownMs + scanTimeoutMs) / 1000);
    const left = hold.until - now();
    return left > 0 ? Math.ceil(left / 1000) : null;
  }

  return {
    async recent(url) {
      return recentSeconds(url);
    },
    async enqueue(id, url, deleteTokenHash): Promise<EnqueueResult> {
      const recent = recentSeconds(url);
      if (recent !== null) return { queued: false, reason: 'recent', retryAfterSeconds: recent };
      if (closed || waiting.length >= queueMax) {
        const ahead = waiting.length + running.size;
        return {
          queued: false,
          reason: 'full',
          retryAfterSeconds: Math.max(1, Math.ceil((ahead / concurrency) * (averageMs / 1000))),
        };
      }
      entries.set(id, {
        url,
        state: 'queued',
        progress: 'opening',
        bytes: 0,
        at: now(),
        ...(deleteTokenHash && { deleteTokenHash }),
      });
      sites.set(siteOfUrl(url), { id, until: null });
      waiting.push(id);
      pump();
      return { queued: true };
    },
    async status(id): Promise<ScanStatus | null> {
      sweep();
      const entry = entries.get(id);
      if (!entry) return null;
      switch (entry.state) {
        case 'queued':
          return { status: 'queued', position: waiting.indexOf(id) + 1 };
        case 'running':
          return { status: 'running', progress: entry.progress };
        case 'done':
          return {
            status: 'done',
            report: entry.report as ScanReport,
            evidence: entry.evidence as EvidenceSummary,
          };
        case 'failed':
          return { status: 'failed', error: entry.error ?? 'internal' };
      }
    },
    async evidence(id) {
      sweep();
      const entry = entries.get(id);
      if (entry?.state !== 'done' || !entry.report) return null;
      return { report: entry.report, screenshots: entry.screenshots ?? [] };
    },
    async document(id, name) {
      sweep();
      const entry = entries.get(id);
      if (entry?.state !== 'done' || !entry.documents) return null;
      return pickDocument(entry.documents, name);
    },
    async remove(id, deleteTokenHash) {
      sweep();
      const entry = entries.get(id);
      if (!entry) return 'not-found';
      if (!entry.deleteTokenHash || entry.deleteTokenHash !== deleteTokenHash) return 'forbidden';
      if (entry.state !== 'done' && entry.state !== 'failed') return 'not-finished';
      entries.delete(id);
      return 'removed';
    },
    async close() {
      closed = true;
      stopSweeping();
      for (const controller of running.values()) controller.abort(new Error('internal'));
    },
  };
}
