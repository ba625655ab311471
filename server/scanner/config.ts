/**
 * The scanner's settings, read once from the environment (README, "Cookie scanner"). Every value
 * has a default that suits the embedded scanner on a 2-core machine.
 */
import { scannerDefaults } from '../../src/config/scanner';

export interface ScannerConfig {
  /** Scans run at the same time by one process (in-process queue or one worker). */
  concurrency: number;
  /** Scans waiting at most; a full queue answers 503 with Retry-After. */
  queueMax: number;
  /** How long a finished scan (report or failure) is kept. */
  retentionMs: number;
  /** Scans one client (IP) may start per hour; refused addresses and cooldown hits do not count. */
  rateLimit: number;
  /** A site scanned this recently gets the recent scan's id instead of a new scan. */
  cooldownMs: number;
  /** The queue's own limit on one scan, above the engine's 60 s: a hung scan cannot block it. */
  scanTimeoutMs: number;
  /** Redis for BullMQ (workers on other machines); null runs scans in this process. */
  redisUrl: string | null;
  /** Origins allowed to call the API from a browser (a static site on another origin). */
  allowOrigins: string[];
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
}

const positive = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    throw new Error(`${name} must be a positive number, not "${value}".`);
  }
  return number;
};

const HOUR = 3_600_000;

export function scannerConfig(
  env: Record<string, string | undefined> = process.env,
): ScannerConfig {
  return {
    concurrency: Math.floor(positive(env.SCANNER_CONCURRENCY, 1, 'SCANNER_CONCURRENCY')),
    queueMax: Math.floor(positive(env.SCANNER_QUEUE_MAX, 20, 'SCANNER_QUEUE_MAX')),
    retentionMs:
      positive(
        env.SCANNER_RETENTION_DAYS,
        scannerDefaults.retentionDays,
        'SCANNER_RETENTION_DAYS',
      ) *
      24 *
      HOUR,
    rateLimit: Math.floor(positive(env.SCANNER_RATE_LIMIT, 5, 'SCANNER_RATE_LIMIT')),
    cooldownMs: positive(env.SCANNER_COOLDOWN_MINUTES, 10, 'SCANNER_COOLDOWN_MINUTES') * 60_000,
    scanTimeoutMs:
      positive(env.SCANNER_SCAN_TIMEOUT_SECONDS, 90, 'SCANNER_SCAN_TIMEOUT_SECONDS') * 1000,
    redisUrl: env.SCANNER_REDIS_URL?.trim() || null,
    allowOrigins: (env.SCANNER_ALLOW_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: env.SCANNER_TRUST_PROXY === '1',
  };
}
