// The cookie scanner's API for the Node servers (scripts/serve.mjs, scripts/dev.mjs): loads the
// TypeScript service in server/scanner through tsx and returns its request handler (scans run in
// engine processes the service forks, never in this one). When no scan can run here (no browser,
// or root without the scanner's user: set-up makes both) it still answers, refusing new scans
// with 503 'unavailable' so the page offers the request form instead.
import { register } from 'tsx/esm/api';

let registered = false;

/**
 * @returns {Promise<{ handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean, mode: string, reason?: string, close: () => Promise<void> }>}
 */
export async function loadScanner(env = process.env) {
  if (!registered) {
    register();
    registered = true;
  }
  const { createScannerServiceFromEnv } = await import('../server/scanner/service.ts');
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
