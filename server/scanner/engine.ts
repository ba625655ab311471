/**
 * Where the scanner's two engine functions come from: the real engine (scan.ts `runScan`, which
 * drives Chromium, and url-input.ts `parseScanUrl`), or, with the test-only SCANNER_FAKE_ENGINE=1,
 * fake-engine.ts. The one place that wires the engine into the service.
 */
import type { ParseScanUrl } from './http-api.ts';
import type { RunScan } from './report.ts';
import { runScan as realRunScan } from './scan.ts';
import { parseScanUrl as realParseScanUrl } from './url-input.ts';

export interface Engine {
  /** Null when scans cannot run here; `reason` says why, for the server's log. */
  runScan: RunScan | null;
  parseScanUrl: ParseScanUrl;
  reason?: string;
}

/**
 * The engine for this process. `needsBrowser` is false for the API in Redis mode (workers scan);
 * otherwise a browser must be found (or, as root on Debian, installed) as the tests find one.
 */
export async function loadEngine(
  env: Record<string, string | undefined> = process.env,
  { needsBrowser = true } = {},
): Promise<Engine> {
  const parseScanUrl: ParseScanUrl = realParseScanUrl;
  if (env.SCANNER_FAKE_ENGINE === '1') {
    const delay = Number(env.SCANNER_FAKE_ENGINE_DELAY_MS ?? 400);
    // Loaded only when asked for: fake-engine.ts refuses to load in production.
    const { createFakeRunScan } = await import('./fake-engine.ts');
    return { runScan: createFakeRunScan(delay), parseScanUrl };
  }
  // Nothing is scanned then; the address check still tells a visitor what to fix.
  const unavailable = (reason: string): Engine => ({ runScan: null, parseScanUrl, reason });
  if (!needsBrowser) return { runScan: null, parseScanUrl };
  const { ensureChromium } = await import('../../scripts/chromium.mjs');
  try {
    ensureChromium();
  } catch (error) {
    return unavailable(error instanceof Error ? error.message : String(error));
  }
  return { runScan: realRunScan, parseScanUrl };
}
