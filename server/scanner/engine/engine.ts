/**
 * Where the scanner's two engine functions come from: the real engine (scan.ts `runScan`, run by
 * engine-supervisor.ts in a separate process per scan, and url-input.ts `parseScanUrl`), or, with
 * the test-only SCANNER_FAKE_ENGINE=1, fake-engine.ts. The one place that wires the engine into
 * the service. Nothing is installed here: set-up (tools/setup/scanner-setup.ts) does that.
 */
import { readFileSync } from 'node:fs';
import { executable } from '../../system/executable.ts';
import { SCANNER_USER } from '../../system/scanner-user.ts';
import { findChromium } from '../../system/chromium.ts';
import { scannerConfig } from '../config.ts';
import { createSupervisedRunScan, DEFAULT_LIMITS } from './supervisor.ts';
import type { ParseScanUrl } from '../api/http-api.ts';
import type { RunScan } from '../../../packages/scanner-contract/report.ts';
import { sweepStaleScratch } from './stale-scratch.ts';
import { parseScanUrl as realParseScanUrl } from '../api/url-input.ts';

export interface Engine {
  /** Null when scans cannot run here; `reason` says why, for the server's log. */
  runScan: RunScan | null;
  parseScanUrl: ParseScanUrl;
  reason?: string;
}

/** uid and gid of `name` from /etc/passwd, or null. */
export function systemUser(name: string): { uid: number; gid: number } | null {
  let passwd: string;
  try {
    passwd = readFileSync('/etc/passwd', 'utf8');
  } catch {
    return null;
  }
  for (const line of passwd.split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name && uid && gid) return { uid: Number(uid), gid: Number(gid) };
  }
  return null;
}

const megabytes = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
};

/**
 * The engine for this process. `needsBrowser` is false for the API in Redis mode (workers scan);
 * otherwise Chromium must be there and, as root, the scanner's user too.
 */
export async function loadEngine(
  env: Record<string, string | undefined> = process.env,
  { needsBrowser = true } = {},
): Promise<Engine> {
  const parseScanUrl: ParseScanUrl = realParseScanUrl;
  if (env.SCANNER_FAKE_ENGINE === '1') {
    const delay = Number(env.SCANNER_FAKE_ENGINE_DELAY_MS ?? 400);
    // Loaded only when asked for: fake-engine.ts refuses to load in production.
    const { createFakeRunScan } = await import('../testing/fake-engine.ts');
    return { runScan: createFakeRunScan(delay), parseScanUrl };
  }
  // Nothing is scanned then; the address check still tells a visitor what to fix.
  const unavailable = (reason: string): Engine => ({ runScan: null, parseScanUrl, reason });
  if (!needsBrowser) return { runScan: null, parseScanUrl };
  const chromium = findChromium();
  if (!chromium || !executable(chromium)) {
    return unavailable('no Chromium found: run `npx tsx tools/setup/scanner-setup.ts` (set-up)');
  }
  let user: { uid: number; gid: number } | null = null;
  if (process.getuid?.() === 0) {
    user = systemUser(env.SCANNER_USER ?? SCANNER_USER);
    if (!user) {
      return unavailable(
        `running as root without the user ${env.SCANNER_USER ?? SCANNER_USER}: run \`npx tsx tools/setup/scanner-setup.ts\` (set-up)`,
      );
    }
  }
  if (env.SCANNER_UNSAFE_NO_SANDBOX === '1') {
    console.warn('SCANNER_UNSAFE_NO_SANDBOX=1: Chromium runs WITHOUT its sandbox (tests only).');
  }
  // What a server killed mid-scan left behind: no scan of this process is running yet.
  const swept = await sweepStaleScratch({
    owner: user?.uid ?? process.getuid?.() ?? -1,
    olderThanMs: scannerConfig(env).scanTimeoutMs,
  });
  if (swept.length > 0) console.log(`Removed ${swept.length} stale scan folder(s).`);
  const runScan = createSupervisedRunScan({
    user,
    env,
    limits: {
      memoryMb: megabytes(env.SCANNER_MAX_MEMORY_MB, DEFAULT_LIMITS.memoryMb),
      scratchMb: megabytes(env.SCANNER_MAX_DISK_MB, DEFAULT_LIMITS.scratchMb),
    },
  });
  return { runScan, parseScanUrl };
}
