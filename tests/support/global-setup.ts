import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// The same server `npm start` runs, on a free port.
import { createSiteServer } from '../../server/site/serve.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the server's local outbox stores form requests during the run. */
    outboxDir: string;
    /**
     * Where the pseudo-locale build goes, made by the first test file that needs it and shared
     * by the others (tests/browser/support/pseudo-build.ts).
     */
    pseudoBuildDir: string;
  }
}

export default async function setup(project: TestProject) {
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  const server = createSiteServer({ dist: path.resolve('dist'), outboxDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('outboxDir', outboxDir);
  const scratch = await mkdtemp(path.join(tmpdir(), 'test-builds-'));
  project.provide('pseudoBuildDir', path.join(scratch, 'pseudo'));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(outboxDir, { recursive: true, force: true });
    await rm(scratch, { recursive: true, force: true });
  };
}
