/**
 * What made a report (contract ScanVersions): the engine's git commit (its package version where
 * the deployment has no git, or git cannot read it as the scanner's user), @duckduckgo/
 * autoconsent's package version and the Open Cookie Database commit our copy was generated from
 * (analysis/data/NOTICE), read once per process; and the version the scan's own Chromium reports
 * over its DevTools protocol (no second process: `chromium --version` takes seconds on a busy
 * machine).
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import ocd from '../analysis/data/open-cookie-database.json';
import type { ScanVersions } from '../../../packages/scanner-contract/report';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const packageVersion = async (file: string): Promise<string | null> => {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : null;
};

/** The answer of `read`, or null when it fails: a missing version never fails a scan. */
const orNull = <T>(read: () => Promise<T | null>): Promise<T | null> => read().catch(() => null);

async function engineVersion(): Promise<string | null> {
  const commit = await orNull(async () => {
    const { stdout } = await run('git', ['rev-parse', 'HEAD'], { cwd: root, timeout: 5_000 });
    return /^[0-9a-f]{40}$/.test(stdout.trim()) ? stdout.trim() : null;
  });
  return commit ?? orNull(() => packageVersion(path.join(root, 'package.json')));
}

/** The version of the Chromium running `page` ("156.0.8078.108"). */
export function chromiumVersion(context: BrowserContext, page: Page): Promise<string | null> {
  return orNull(async () => {
    const session = await context.newCDPSession(page);
    try {
      const { product } = (await session.send('Browser.getVersion')) as { product: string };
      return /\/(\d+\.\d+\.\d+\.\d+)$/.exec(product)?.[1] ?? null;
    } finally {
      await session.detach().catch(() => undefined);
    }
  });
}

/** autoconsent's package.json, beside the `dist/` its entry point is in (it exports no path to it). */
const autoconsentVersion = () =>
  orNull(() =>
    packageVersion(
      path.join(path.dirname(require.resolve('@duckduckgo/autoconsent')), '..', 'package.json'),
    ),
  );

let versions: Promise<Omit<ScanVersions, 'chromium'>> | null = null;

/** Every version but Chromium's (chromiumVersion). */
export function softwareVersions(): Promise<Omit<ScanVersions, 'chromium'>> {
  versions ??= Promise.all([engineVersion(), autoconsentVersion()]).then(
    ([engine, autoconsent]) => ({
      engine,
      autoconsent,
      cookieDatabase: /^[0-9a-f]{40}$/.test(ocd.source.commit) ? ocd.source.commit : null,
    }),
  );
  return versions;
}
