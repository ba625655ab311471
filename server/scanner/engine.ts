/**
 * Where the scanner's two engine functions come from: the real engine (scan.ts `runScan`, which
 * drives Chromium, and url-input.ts `parseScanUrl`), or, with the test-only SCANNER_FAKE_ENGINE=1,
 * fake-engine.ts. The one place that wires the engine into the service.
 */
import type { ParseScanUrl } from './http-api.ts';
import type { RunScan } from './report.ts';
import { createFakeRunScan, fakeParseScanUrl } from './fake-engine.ts';

export interface Engine {
  /** Null when scans cannot run here; `reason` says why, for the server's log. */
  runScan: RunScan | null;
  parseScanUrl: ParseScanUrl;
  reason?: string;
}

// Specifiers held in variables: the engine modules are written separately, and the service must
// type-check and run (scanner unavailable) without them.
const SCAN_MODULE = './scan.ts';
const URL_INPUT_MODULE = './url-input.ts';

async function importFunction<T>(specifier: string, name: string): Promise<T | null> {
  try {
    const module = (await import(specifier)) as Record<string, unknown>;
    return typeof module[name] === 'function' ? (module[name] as T) : null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/**
 * The engine for this process. `needsBrowser` is false for the API in Redis mode (workers scan);
 * otherwise a browser must be found (or, as root on Debian, installed) as the tests find one.
 */
export async function loadEngine(
  env: Record<string, string | undefined> = process.env,
  { needsBrowser = true } = {},
): Promise<Engine> {
  const parseScanUrl = await importFunction<ParseScanUrl>(URL_INPUT_MODULE, 'parseScanUrl');
  if (env.SCANNER_FAKE_ENGINE === '1') {
    const delay = Number(env.SCANNER_FAKE_ENGINE_DELAY_MS ?? 400);
    return { runScan: createFakeRunScan(delay), parseScanUrl: parseScanUrl ?? fakeParseScanUrl };
  }
  const unavailable = (reason: string): Engine => ({
    runScan: null,
    // Nothing is scanned then; the syntactic check still tells a visitor what to fix.
    parseScanUrl: parseScanUrl ?? fakeParseScanUrl,
    reason,
  });
  if (!parseScanUrl) return unavailable(`${URL_INPUT_MODULE} (parseScanUrl) is missing`);
  if (!needsBrowser) return { runScan: null, parseScanUrl };
  const runScan = await importFunction<RunScan>(SCAN_MODULE, 'runScan');
  if (!runScan) return unavailable(`${SCAN_MODULE} (runScan) is missing`);
  const { ensureChromium } = await import('../../scripts/chromium.mjs');
  try {
    ensureChromium();
  } catch (error) {
    return unavailable(error instanceof Error ? error.message : String(error));
  }
  return { runScan, parseScanUrl };
}
