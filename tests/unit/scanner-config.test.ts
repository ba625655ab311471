import { describe, expect, it } from 'vitest';
import {
  engineTimes,
  inputProbeEnabled,
  proxyLimits,
  scannerConfig,
} from '../../server/scanner/config.ts';
import { errorCode } from '../../server/scanner/queue/queue.ts';

describe('scannerConfig', () => {
  it('defaults to one scan at a time, 20 waiting, 30 days, 5 an hour, no Redis', () => {
    expect(scannerConfig({})).toEqual({
      concurrency: 1,
      queueMax: 20,
      retentionMs: 30 * 86_400_000,
      rateLimit: 5,
      cooldownMs: 10 * 60_000,
      scanTimeoutMs: 90_000,
      redisUrl: null,
      allowOrigins: [],
      trustProxy: 0,
      hourlyBudget: 60,
      networkRateLimit: 10,
      budgetReserve: 15,
      downloadRateLimit: 30,
      maxStoredScans: 1000,
      maxStoredBytes: 256 * 1024 * 1024,
    });
  });

  it('reads every SCANNER_* variable', () => {
    expect(
      scannerConfig({
        SCANNER_CONCURRENCY: '2',
        SCANNER_QUEUE_MAX: '5',
        SCANNER_RETENTION_DAYS: '7',
        SCANNER_RATE_LIMIT: '3',
        SCANNER_COOLDOWN_MINUTES: '1',
        SCANNER_SCAN_TIMEOUT_SECONDS: '70',
        SCANNER_REDIS_URL: ' redis://127.0.0.1:6379 ',
        SCANNER_ALLOW_ORIGINS: 'https://a.example, https://b.example',
        SCANNER_TRUST_PROXY: '2',
        SCANNER_HOURLY_BUDGET: '30',
        SCANNER_NETWORK_RATE_LIMIT: '8',
        SCANNER_BUDGET_RESERVE: '0',
        SCANNER_DOWNLOAD_RATE_LIMIT: '12',
        SCANNER_MAX_STORED_SCANS: '50',
        SCANNER_MAX_STORED_MB: '64',
      }),
    ).toEqual({
      concurrency: 2,
      queueMax: 5,
      retentionMs: 7 * 86_400_000,
      rateLimit: 3,
      cooldownMs: 60_000,
      scanTimeoutMs: 70_000,
      redisUrl: 'redis://127.0.0.1:6379',
      allowOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: 2,
      hourlyBudget: 30,
      networkRateLimit: 8,
      budgetReserve: 0,
      downloadRateLimit: 12,
      maxStoredScans: 50,
      maxStoredBytes: 64 * 1024 * 1024,
    });
  });

  it.each(['0', '-1', 'many'])('refuses SCANNER_CONCURRENCY=%s with its name', (value) => {
    expect(() => scannerConfig({ SCANNER_CONCURRENCY: value })).toThrow(/SCANNER_CONCURRENCY/);
  });

  it.each(['-1', '1.5', 'yes'])('refuses SCANNER_TRUST_PROXY=%s with its name', (value) => {
    expect(() => scannerConfig({ SCANNER_TRUST_PROXY: value })).toThrow(/SCANNER_TRUST_PROXY/);
  });
});

describe('proxyLimits', () => {
  it('has a default for every cap of a scan', () => {
    expect(proxyLimits({})).toEqual({
      maxResponseBytes: 50 * 1024 * 1024,
      maxRequestBytes: 5 * 1024 * 1024,
      maxRequests: 3000,
      maxConnections: 96,
      maxHosts: 200,
      maxLookups: 200,
      maxConcurrentLookups: 8,
      lookupTimeoutMs: 2000,
      lookupTries: 2,
    });
  });

  it('reads each from its variable', () => {
    const limits = proxyLimits({
      SCANNER_MAX_BYTES: '1000',
      SCANNER_MAX_UPLOAD_BYTES: '100',
      SCANNER_MAX_REQUESTS: '10',
      SCANNER_MAX_CONNECTIONS: '4',
      SCANNER_MAX_HOSTS: '5',
      SCANNER_MAX_LOOKUPS: '6',
      SCANNER_MAX_CONCURRENT_LOOKUPS: '2',
      SCANNER_DNS_TIMEOUT_MS: '500',
      SCANNER_DNS_TRIES: '3',
    });
    expect(Object.values(limits)).toEqual([1000, 100, 10, 4, 5, 6, 2, 500, 3]);
    expect(() => proxyLimits({ SCANNER_MAX_HOSTS: '0' })).toThrow(/SCANNER_MAX_HOSTS/);
  });
});

describe('inputProbeEnabled', () => {
  it('is on unless SCANNER_INPUT_PROBE is 0, and refuses anything but 0 or 1', () => {
    expect(inputProbeEnabled({})).toBe(true);
    expect(inputProbeEnabled({ SCANNER_INPUT_PROBE: '1' })).toBe(true);
    expect(inputProbeEnabled({ SCANNER_INPUT_PROBE: ' 0 ' })).toBe(false);
    expect(() => inputProbeEnabled({ SCANNER_INPUT_PROBE: 'off' })).toThrow(/0 or 1/);
  });
});

describe('errorCode', () => {
  it('keeps the engine codes and turns anything else into "internal"', () => {
    expect(errorCode(Object.assign(new Error('x'), { code: 'timeout' }))).toBe('timeout');
    expect(errorCode(new Error('too-large'))).toBe('too-large');
    expect(errorCode('blocked-address')).toBe('blocked-address');
    expect(errorCode(new Error('job stalled more than allowable limit'))).toBe('internal');
    expect(errorCode(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe('internal');
    expect(errorCode(undefined)).toBe('internal');
  });
});

describe('engineTimes', () => {
  it('keeps the documented limits unless the test-only scale is set: 20 s a page, 60 s a scan, 90 s in the queue', () => {
    const times = engineTimes({});
    expect(times.pageMs).toBe(20_000);
    expect(times.scanMs).toBe(60_000);
    expect(scannerConfig({}).scanTimeoutMs).toBe(90_000);
    // The choices (reject, accept) keep their reserve inside the scan's budget after one page.
    expect(times.pageMs + times.reserveForChoicesMs).toBeLessThanOrEqual(times.scanMs);
  });

  it('raises every engine budget, and the queue limit above them, by SCANNER_TEST_TIME_SCALE', () => {
    const plain = engineTimes({});
    const scaled = engineTimes({ SCANNER_TEST_TIME_SCALE: '3' });
    const budgets = [
      'scanMs',
      'pageMs',
      'reserveForChoicesMs',
      'bannerWaitMs',
      'choiceWaitMs',
      'clickMs',
      'cmpDetectRetries',
      'frameCallMs',
    ] as const;
    for (const key of budgets) expect(scaled[key], key).toBe(plain[key] * 3);
    // What counts as a late banner, and how soon a visitor clicks, are no budgets: they describe
    // the visitor the scan plays, the same on any machine.
    expect(scaled.lateBannerMs).toBe(plain.lateBannerMs);
    expect(scaled.readMs).toBe(plain.readMs);
    expect(Object.keys(scaled).sort()).toEqual([...budgets, 'lateBannerMs', 'readMs'].sort());
    const env = { SCANNER_TEST_TIME_SCALE: '3' };
    expect(scannerConfig(env).scanTimeoutMs).toBe(270_000);
    // An explicit queue limit stays as given.
    expect(scannerConfig({ ...env, SCANNER_SCAN_TIMEOUT_SECONDS: '70' }).scanTimeoutMs).toBe(
      70_000,
    );
  });

  it.each(['0.5', 'fast'])('refuses SCANNER_TEST_TIME_SCALE=%s with its name', (value) => {
    expect(() => engineTimes({ SCANNER_TEST_TIME_SCALE: value })).toThrow(
      /SCANNER_TEST_TIME_SCALE/,
    );
  });
});
