/**
 * The scanner's settings, read once from the environment (README, "Cookie scanner"). Every value
 * has a default that suits the embedded scanner on a 2-core machine.
 */
import { scannerDefaults } from '../../packages/scanner-contract/scanner-defaults';

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
  /**
   * Proxies in front of the API that append to X-Forwarded-For: the client is the n-th entry from
   * the right (1: the right-most). 0 reads the socket's address and ignores the header.
   */
  trustProxy: number;
  /** New scans all clients together may start per hour: the queue's budget against many clients. */
  hourlyBudget: number;
  /** New scans one network (IPv4 /24, IPv6 /48) may start per hour, all its clients together. */
  networkRateLimit: number;
  /** The part of the hourly budget kept for networks that started no scan in the last hour. */
  budgetReserve: number;
  /** Downloads (policy drafts, evidence, screenshots) one client may make per minute. */
  downloadRateLimit: number;
  /** Finished scans kept at most, all together; the oldest are dropped first. */
  maxStoredScans: number;
  /** Bytes finished scans keep at most (reports, screenshots, documents); oldest dropped first. */
  maxStoredBytes: number;
}

/** The filtering proxy's caps on one scan (all its phases together). */
export interface ProxyLimits {
  /** Bytes from the scanned sites to the browser; passing it cuts every connection. */
  maxResponseBytes: number;
  /** Bytes from the browser to the sites (requests, uploads, tunnels); passing it cuts too. */
  maxRequestBytes: number;
  /** Requests through the proxy: plain http requests, CONNECT tunnels and websocket upgrades. */
  maxRequests: number;
  /** Upstream connections open at the same time. */
  maxConnections: number;
  /** Distinct host names (and address literals) asked for. */
  maxHosts: number;
  /** DNS lookups, and lookups waiting for an answer at the same time. */
  maxLookups: number;
  maxConcurrentLookups: number;
  /** One DNS query's wait before it is retried, and the attempts per query. */
  lookupTimeoutMs: number;
  lookupTries: number;
}

const positive = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    throw new Error(`${name} must be a positive number, not "${value}".`);
  }
  return number;
};

/** A whole number ≥ 0 (0 switches the setting off). */
const whole = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new Error(`${name} must be a whole number of 0 or more, not "${value}".`);
  }
  return number;
};

const HOUR = 3_600_000;

/** The scan engine's own time limits for one scan (scan.ts). */
export interface EngineTimes {
  /** The whole scan. */
  scanMs: number;
  /** One page load. */
  pageMs: number;
  /** Time left after the first visit below which extra pages are skipped for the later phases. */
  reserveForChoicesMs: number;
  /** From a page's "load": how long known CMP rules get to find their banner... */
  bannerWaitMs: number;
  /** ...and until when the generic search keeps looking (a banner shown later is missed). */
  lateBannerMs: number;
  /** How long a CMP rule's reject or accept gets to report its result. */
  choiceWaitMs: number;
  /**
   * How long a visitor looks at a banner found by a CMP rule before choosing. Some CMPs bind their
   * buttons a moment after showing them (tarteaucitron 500 ms later): a click before that does
   * nothing, so a scan that clicked at once would report an accept that never happened.
   */
  readMs: number;
  /** How long a generic reject or accept control gets to become clickable (visible, still). */
  clickMs: number;
  /** autoconsent's detection attempts in a page (about half a second each). */
  cmpDetectRetries: number;
  /** One call into one frame (a search, a read, a message): a frame that does not answer is left. */
  frameCallMs: number;
}

export const ENGINE_TIMES: EngineTimes = {
  scanMs: 60_000,
  pageMs: 20_000,
  reserveForChoicesMs: 30_000,
  bannerWaitMs: 3_000,
  lateBannerMs: 10_000,
  choiceWaitMs: 6_000,
  readMs: 1_000,
  clickMs: 3_000,
  cmpDetectRetries: 3,
  frameCallMs: 2_000,
};

/**
 * The limits a busy machine can run out of: the scan's and a page's budgets, the rules' detection
 * and their clicks. `lateBannerMs` and `readMs` are not among them: they define a visitor (which
 * banner counts as shown too late, how soon one clicks), so they stay what they are in production.
 */
const BUDGETS = [
  'scanMs',
  'pageMs',
  'reserveForChoicesMs',
  'bannerWaitMs',
  'choiceWaitMs',
  'clickMs',
  'cmpDetectRetries',
  'frameCallMs',
] as const satisfies readonly (keyof EngineTimes)[];

/**
 * Test-only SCANNER_TEST_TIME_SCALE (a number of 1 or more, default 1) multiplies the engine's
 * budgets (BUDGETS) and the queue's default limit above them: on a busy test machine a scan then
 * ends by what the site does, not by a budget it ran out of. The tests of the limits themselves
 * set theirs.
 */
export function testTimeScale(env: Record<string, string | undefined> = process.env): number {
  const value = env.SCANNER_TEST_TIME_SCALE;
  if (value === undefined || value.trim() === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1) {
    throw new Error(`SCANNER_TEST_TIME_SCALE must be a number of 1 or more, not "${value}".`);
  }
  return scale;
}

export function engineTimes(env: Record<string, string | undefined> = process.env): EngineTimes {
  const scale = testTimeScale(env);
  const times = { ...ENGINE_TIMES };
  for (const key of BUDGETS) times[key] = Math.round(times[key] * scale);
  return times;
}

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
      positive(
        env.SCANNER_SCAN_TIMEOUT_SECONDS,
        90 * testTimeScale(env),
        'SCANNER_SCAN_TIMEOUT_SECONDS',
      ) * 1000,
    redisUrl: env.SCANNER_REDIS_URL?.trim() || null,
    allowOrigins: (env.SCANNER_ALLOW_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: whole(env.SCANNER_TRUST_PROXY, 0, 'SCANNER_TRUST_PROXY'),
    hourlyBudget: Math.floor(positive(env.SCANNER_HOURLY_BUDGET, 60, 'SCANNER_HOURLY_BUDGET')),
    networkRateLimit: Math.floor(
      positive(env.SCANNER_NETWORK_RATE_LIMIT, 10, 'SCANNER_NETWORK_RATE_LIMIT'),
    ),
    budgetReserve: whole(env.SCANNER_BUDGET_RESERVE, 15, 'SCANNER_BUDGET_RESERVE'),
    downloadRateLimit: Math.floor(
      positive(env.SCANNER_DOWNLOAD_RATE_LIMIT, 30, 'SCANNER_DOWNLOAD_RATE_LIMIT'),
    ),
    maxStoredScans: Math.floor(
      positive(env.SCANNER_MAX_STORED_SCANS, 1000, 'SCANNER_MAX_STORED_SCANS'),
    ),
    maxStoredBytes: positive(env.SCANNER_MAX_STORED_MB, 256, 'SCANNER_MAX_STORED_MB') * 1024 * 1024,
  };
}

/**
 * Whether scans type marked fake values into the given page's fields to see what leaves before
 * submit (SCANNER_INPUT_PROBE, on by default; 0 switches it off).
 */
export function inputProbeEnabled(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.SCANNER_INPUT_PROBE?.trim() ?? '';
  if (value === '' || value === '1') return true;
  if (value === '0') return false;
  throw new Error(`SCANNER_INPUT_PROBE must be 0 or 1, not "${value}".`);
}

const MB = 1024 * 1024;

export function proxyLimits(env: Record<string, string | undefined> = process.env): ProxyLimits {
  const int = (name: string, fallback: number) => Math.floor(positive(env[name], fallback, name));
  return {
    maxResponseBytes: int('SCANNER_MAX_BYTES', 50 * MB),
    maxRequestBytes: int('SCANNER_MAX_UPLOAD_BYTES', 5 * MB),
    maxRequests: int('SCANNER_MAX_REQUESTS', 3000),
    maxConnections: int('SCANNER_MAX_CONNECTIONS', 96),
    maxHosts: int('SCANNER_MAX_HOSTS', 200),
    maxLookups: int('SCANNER_MAX_LOOKUPS', 200),
    maxConcurrentLookups: int('SCANNER_MAX_CONCURRENT_LOOKUPS', 8),
    lookupTimeoutMs: int('SCANNER_DNS_TIMEOUT_MS', 2000),
    lookupTries: int('SCANNER_DNS_TRIES', 2),
  };
}
