/**
 * The scanner as `npm start` runs it: `tsx scripts/serve.ts` (the service in the same loader, the
 * supervisor forks the engine with tsx, as an unprivileged user with Chromium's sandbox on when
 * run as root), scanning a loopback fixture through the HTTP API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanReport, ScanStatus } from '../../server/scanner/report';
import { startFixtures, type Fixtures } from './support/fixtures';
import { freePort, waitForLine } from './support/processes';

const root = path.resolve(import.meta.dirname, '../..');
let fixtures: Fixtures;
let server: ChildProcess;
let base: string;
let work: string;
const log: string[] = [];

beforeAll(async () => {
  fixtures = await startFixtures();
  // Only the API is used: a minimal dist/ where serve.ts looks for it (the working directory).
  work = await mkdtemp(path.join(tmpdir(), 'served-scan-'));
  const dist = path.join(work, 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  await writeFile(path.join(dist, '404.html'), 'not found');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The fixture site only (its page names no other host, so nothing is resolved).
    SCANNER_ALLOW_HOSTS: new URL(fixtures.site).host,
  };
  // The shipped mode: Chromium's sandbox on, however this test runner was started.
  delete env.SCANNER_UNSAFE_NO_SANDBOX;
  delete env.SCANNER_FAKE_ENGINE;
  server = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(root, 'scripts/serve.ts')],
    {
      cwd: work,
      env: { ...env, OUTBOX_DIR: path.join(work, 'outbox') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  for (const stream of [server.stdout!, server.stderr!]) {
    stream.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  }
  base = `http://127.0.0.1:${port}`;
  await waitForLine(server.stdout!, /Serving dist\/ on/);
});

afterAll(async () => {
  server?.kill('SIGTERM');
  await fixtures?.close();
  await rm(work, { recursive: true, force: true });
});

async function scanThroughApi(url: string): Promise<ScanReport> {
  const created = await fetch(`${base}/api/scans`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  expect(created.status).toBe(202);
  const { id } = (await created.json()) as { id: string };
  for (;;) {
    const status = (await (await fetch(`${base}/api/scans/${id}`)).json()) as ScanStatus;
    if (status.status === 'done') return status.report;
    if (status.status === 'failed')
      throw new Error(`scan failed: ${status.error}\n${log.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('a scan through the server as npm start runs it', () => {
  let report: ScanReport;
  beforeAll(async () => {
    report = await scanThroughApi(`${fixtures.site}/generic/`);
  }, 300_000);

  it('finds the plain banner by its labels', () => {
    expect(report.banner).toMatchObject({
      found: true,
      method: 'generic',
      rejectLabel: 'Reddet',
      acceptLabel: 'Kabul Et',
    });
    expect(report.limitsHit).not.toContain('page-script-error');
  });

  it('clicks "Reddet", then "Kabul Et" in a fresh browser', () => {
    expect(fixtures.choices()).toEqual(['reject', 'accept']);
    expect(report.afterReject).not.toBeNull();
    expect(report.afterAccept).not.toBeNull();
  });

  it('lists the web storage keys', () => {
    expect(report.firstVisit.storage.map((item) => `${item.area} ${item.key}`).sort()).toEqual([
      'localStorage generic_visits',
      'sessionStorage generic_tab',
    ]);
  });

  it('runs the canvas probe in every phase and names the script that read the canvas', () => {
    for (const phase of [report.firstVisit, report.afterReject, report.afterAccept]) {
      expect(phase?.behaviour.canvasFingerprinting).toEqual([
        { script: `${fixtures.site}/behaviour/fp.js`, call: 'toDataURL' },
      ]);
    }
  });

  it('keeps the site answering, and the canary untouched', async () => {
    expect((await fetch(`${base}/nothing-here`)).status).toBe(404);
    expect(fixtures.canaryConnections()).toBe(0);
  });
});
