import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createSiteServer } from '../../../scripts/serve.ts';

/**
 * Builds the site with the pseudo-locales (PSEUDO_LOCALE=1, as `npm run build:pseudo`) into a
 * temporary folder before the file's tests and serves it on a free loopback port; returns the
 * origin. Stopped and removed after them.
 */
export function servePseudoBuild(prefix: string): () => string {
  const state: { dir?: string; server?: Server; origin?: string } = {};
  beforeAll(async () => {
    state.dir = await mkdtemp(path.join(tmpdir(), prefix));
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/build.ts', '--out-dir', state.dir],
      {
        env: { ...process.env, PSEUDO_LOCALE: '1' },
        stdio: 'pipe',
      },
    );
    state.server = createSiteServer({ dist: state.dir });
    await new Promise<void>((resolve) => state.server?.listen(0, '127.0.0.1', resolve));
    state.origin = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
    // No time budget: the build is a child process that ends or fails, and two pseudo builds
    // side by side on a loaded two-core machine took longer than four minutes.
  }, 0);
  afterAll(async () => {
    await new Promise<void>((resolve) =>
      state.server ? state.server.close(() => resolve()) : resolve(),
    );
    if (state.dir) await rm(state.dir, { recursive: true, force: true });
  });
  return () => {
    if (!state.origin) throw new Error('The pseudo build is not served yet');
    return state.origin;
  };
}
