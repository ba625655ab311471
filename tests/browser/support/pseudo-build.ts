import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, inject } from 'vitest';
import { createSiteServer } from '../../../server/site/serve.ts';

/**
 * The site built with the pseudo-locales (PSEUDO_LOCALE=1, as `npm run build:pseudo`), once per
 * run: the first file to ask builds it into the folder the global setup named, while the others
 * (in other workers, too) wait for its verdict; the global setup removes it at the end.
 */
async function pseudoBuild(): Promise<string> {
  const dir = inject('pseudoBuildDir');
  const site = path.join(dir, 'site');
  const verdict = path.join(dir, 'verdict');
  try {
    // Whoever creates the folder builds; mkdir fails for everyone else.
    await mkdir(dir);
  } catch {
    for (;;) {
      const text = await readFile(verdict, 'utf8').catch(() => null);
      if (text === 'built') return site;
      if (text !== null) throw new Error(`The pseudo-locale build failed:\n${text}`);
      await sleep(250);
    }
  }
  try {
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/build/build.ts', '--out-dir', site],
      { env: { ...process.env, PSEUDO_LOCALE: '1' }, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    await writeFile(verdict, error instanceof Error ? error.message || 'failed' : String(error));
    throw error;
  }
  await writeFile(verdict, 'built');
  return site;
}

/**
 * Serves the pseudo-locale build on a free loopback port for the file's tests; returns the
 * origin. The server stops after them.
 */
export function servePseudoBuild(): () => string {
  const state: { server?: Server; origin?: string } = {};
  beforeAll(async () => {
    state.server = createSiteServer({ dist: await pseudoBuild() });
    await new Promise<void>((resolve) => state.server?.listen(0, '127.0.0.1', resolve));
    state.origin = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
    // No time budget: the build is a child process that ends or fails, and a pseudo build on a
    // loaded two-core machine has taken minutes.
  }, 0);
  afterAll(async () => {
    await new Promise<void>((resolve) =>
      state.server ? state.server.close(() => resolve()) : resolve(),
    );
  });
  return () => {
    if (!state.origin) throw new Error('The pseudo build is not served yet');
    return state.origin;
  };
}
