// The cookie scanner's API for the Node servers (server/site/serve.ts, tools/dev/dev.ts): starts the
// service in server/scanner and returns it with its request handler (scans run in
// engine processes the service forks, never in this one). When no scan can run here (no browser,
// or root without the scanner's user: set-up makes both) it still answers, refusing new scans
// with 503 'unavailable' so the page offers the request form instead.
import type { ScannerService } from '../scanner/api/service.ts';

export async function loadScanner(
  env: Record<string, string | undefined> = process.env,
): Promise<ScannerService & { reason?: string }> {
  // Loaded on first use: a server without the scanner never loads its queue and engine modules.
  const { createScannerServiceFromEnv } = await import('../scanner/api/service.ts');
  const service = await createScannerServiceFromEnv(env);
  if (service.mode === 'unavailable') {
    console.warn(`Cookie scanner unavailable: ${service.reason ?? 'no engine'}`);
  } else {
    console.log(
      `Cookie scanner: ${service.mode === 'redis' ? 'Redis queue' : 'queued here, each scan in its own engine process'}`,
    );
  }
  return service;
}
