/**
 * The scanner service: a queue (in-process by default, BullMQ with SCANNER_REDIS_URL), the
 * per-client limit and the HTTP API, with the engine injected. `createScannerService` is what
 * tests build with a fake engine; `createScannerServiceFromEnv` is what `npm start`, `npm run dev`
 * and server/site/scanner.ts use, with the engine from engine.ts.
 */
import { scannerConfig, type ScannerConfig } from '../config.ts';
import { loadEngine } from '../engine/engine.ts';
import { createScannerApi, type ParseScanUrl, type ScannerApi } from './http-api.ts';
import { createMemoryQueue } from '../queue/memory-queue.ts';
import type { ScanQueue } from '../queue/queue.ts';
import { createClientLimiter, createDownloadLimiter } from './rate-limit.ts';
import type { BuildDocuments } from '../evidence/documents.ts';
import { createRedisQueue } from '../queue/redis-queue.ts';
import type { Clock } from '../../system/clock.ts';
import type { RunScan } from '../../../packages/scanner-contract/report.ts';

export interface ScannerServiceOptions extends Partial<ScannerConfig> {
  /** Null when scans cannot run in this process (and no Redis): the API answers 'unavailable'. */
  runScan: RunScan | null;
  parseScanUrl: ParseScanUrl;
  /** Builds a finished scan's documents (default: a child process per scan, in memory mode). */
  buildDocuments?: BuildDocuments;
  /** What the in-process queue counts its times on (default: the system's clock). */
  clock?: Clock;
}

export interface ScannerService {
  handle: ScannerApi;
  /** 'memory' and 'redis' accept scans; 'unavailable' refuses them with 503. */
  mode: 'memory' | 'redis' | 'unavailable';
  close(): Promise<void>;
}

export function createScannerService(options: ScannerServiceOptions): ScannerService {
  const config = { ...scannerConfig({}), ...options };
  let queue: ScanQueue | null = null;
  if (config.redisUrl) {
    queue = createRedisQueue({ ...config, redisUrl: config.redisUrl });
  } else if (options.runScan) {
    queue = createMemoryQueue({ ...config, runScan: options.runScan });
  }
  const handle = createScannerApi({
    queue,
    parseScanUrl: options.parseScanUrl,
    limiter: createClientLimiter({
      perClient: config.rateLimit,
      perNetwork: config.networkRateLimit,
      budget: config.hourlyBudget,
      reserve: config.budgetReserve,
    }),
    downloads: createDownloadLimiter(config.downloadRateLimit),
    allowOrigins: config.allowOrigins,
    trustProxy: config.trustProxy,
  });
  return {
    handle,
    mode: config.redisUrl ? 'redis' : queue ? 'memory' : 'unavailable',
    close: async () => queue?.close(),
  };
}

/** The service as configured by the environment (README, "Cookie scanner"). */
export async function createScannerServiceFromEnv(
  env: Record<string, string | undefined> = process.env,
): Promise<ScannerService & { reason?: string }> {
  const config = scannerConfig(env);
  const engine = await loadEngine(env, { needsBrowser: !config.redisUrl });
  const service = createScannerService({ ...config, ...engine });
  return engine.reason ? { ...service, reason: engine.reason } : service;
}
