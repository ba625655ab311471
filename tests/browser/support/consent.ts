import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { createSiteServer } from '../../../server/site/serve.ts';

export const TEST_GTM_ID = 'GTM-TEST000';

/**
 * Builds the site with VITE_GTM_ID set into a temporary folder (`build.ts --out-dir`), so the
 * dist/ other tests read is never touched. Returns the folder; its dist/ is the build. Remove it
 * with `rm` when done.
 */
export async function buildWithGtm(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'consent-gtm-build-'));
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'tools/build/build.ts', '--out-dir', path.join(root, 'dist')],
    {
      // NODE_ENV: vitest sets 'test', which would make Vite build React's development runtime.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        VITE_GTM_ID: TEST_GTM_ID,
        VITE_CONSENT_LOG_URL: '/api/consent-log',
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return root;
}

/** Serves `dist` (the same server as `npm start`) on a free port; the consent log goes to logDir. */
export async function serve(dist: string, logDir: string) {
  process.env.CONSENT_LOG_DIR = logDir;
  const server: Server = createSiteServer({ dist, outboxDir: path.join(logDir, 'outbox') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Keeps every request inside the test: requests to the site's origin go through; Google's hosts
 * get a stub script (recorded); anything else is recorded and aborted. Never the real network.
 */
export async function interceptOutside(context: BrowserContext, origin: string) {
  const outside: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    async (route) => {
      const url = route.request().url();
      outside.push(url);
      if (/^https:\/\/www\.googletagmanager\.com\/gtm\.js/.test(url)) {
        await route.fulfill({
          contentType: 'text/javascript',
          body: 'window.__gtmStubRuns = (window.__gtmStubRuns || 0) + 1;',
        });
      } else {
        await route.abort();
      }
    },
  );
  return {
    outside,
    gtm: () => outside.filter((url) => url.startsWith('https://www.googletagmanager.com/')),
  };
}

/** The page's dataLayer consent commands and events, as plain data. */
export function dataLayerLog(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => {
      if (Object.prototype.toString.call(entry) === '[object Arguments]') {
        const args = Array.from(entry as ArrayLike<unknown>);
        return {
          command: `${String(args[0])} ${String(args[1])}`,
          state: args[2] as Record<string, string>,
        };
      }
      return { command: `event ${String((entry as { event?: string }).event)}`, state: {} };
    }),
  );
}

/** Every record in the consent log directory. */
export async function consentLogLines(dir: string): Promise<Record<string, unknown>[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  const lines = await Promise.all(
    files.filter((f) => f.endsWith('.jsonl')).map((f) => readFile(path.join(dir, f), 'utf8')),
  );
  return lines
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
