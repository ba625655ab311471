/**
 * The embedded default: scans queued and run in this process, `concurrency` at a time, with at
 * most `queueMax` waiting. Finished scans are kept `retentionMs`, then dropped. Nothing survives a
 * restart; README, "Cookie scanner", says when to use Redis instead.
 */
import { evidenceSummary, keepScreenshot } from '../evidence/evidence.ts';
import type {
  EvidenceSummary,
  RunScan,
  ScanErrorCode,
  ScanPhase,
  ScanReport,
  ScanStatus,
  Screenshot,
} from '../../../src/scanner-contract/report.ts';
import { limitReport } from '../../../src/scanner-contract/report-limits.ts';
import { errorCode, type EnqueueResult, type ScanQueue } from './queue.ts';
import { siteOfUrl } from '../site.ts';

interface Entry {
  url: string;
  /** The site (registrable domain) the cooldown is counted for. */
  site: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: ScanPhase;
  report?: ScanReport;
  /** Kept with the report and dropped with it. */
  screenshots?: Screenshot[];
  evidence?: EvidenceSummary;
  error?: ScanErrorCode;
  /** When the scan was queued, then when it finished (ms since the epoch). */
  at: number;
}

export interface MemoryQueueOptions {
  runScan: RunScan;
  concurrency: number;
  queueMax: number;
  retentionMs: number;
  cooldownMs: number;
  scanTimeoutMs: number;
  now?: () => number;
}

/** A scan's length to expect before any has finished, for Retry-After. */
const TYPICAL_SCAN_MS = 30_000;

export function createMemoryQueue(options: MemoryQueueOptions): ScanQueue {
  const { runScan, concurrency, queueMax, retentionMs, cooldownMs, scanTimeoutMs } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
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
  }
  // Hourly, and on every status read, so an expired report is never served.
  const sweeper = setInterval(sweep, Math.min(retentionMs, 3_600_000));
  sweeper.unref();

  function finish(id: string, entry: Entry, outcome: Partial<Entry>, startedAt: number) {
    Object.assign(entry, outcome, { at: now() });
    averageMs = (averageMs * 3 + (now() - startedAt)) / 4;
    running.delete(id);
    pump();
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
    const timer = setTimeout(() => controller.abort(new Error('timeout')), scanTimeoutMs);
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
      .then(
        (engineReport) => {
          const report = limitReport(engineReport);
          const evidence = evidenceSummary(report, screenshots);
          finish(id, entry, { state: 'done', report, screenshots, evidence }, startedAt);
        },
        (error: unknown) =>
          finish(
            id,
            entry,
            { state: 'failed', error: closed ? 'internal' : errorCode(error) },
            startedAt,
          ),
      )
      .finally(() => {
        settled = true;
        clearTimeout(timer);
      });
  }

  function pump() {
    while (!closed && running.size < concurrency && waiting.length > 0) {
      start(waiting.shift() as string);
    }
  }

  return {
    async recent(url) {
      const since = now() - cooldownMs;
      const site = siteOfUrl(url);
      for (const [id, entry] of entries) {
        if (entry.site !== site) continue;
        if (entry.state === 'queued' || entry.state === 'running') return id;
        if (entry.state === 'done' && entry.at > since) return id;
      }
      return null;
    },
    async enqueue(id, url): Promise<EnqueueResult> {
      if (closed || waiting.length >= queueMax) {
        const ahead = waiting.length + running.size;
        return {
          queued: false,
          retryAfterSeconds: Math.max(1, Math.ceil((ahead / concurrency) * (averageMs / 1000))),
        };
      }
      entries.set(id, {
        url,
        site: siteOfUrl(url),
        state: 'queued',
        progress: 'opening',
        at: now(),
      });
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
    async close() {
      closed = true;
      clearInterval(sweeper);
      for (const controller of running.values()) controller.abort(new Error('internal'));
    },
  };
}
