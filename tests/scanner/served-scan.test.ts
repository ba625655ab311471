/**
 * The scanner as `npm start` runs it: `tsx server/site/serve.ts` (the service in the same loader, the
 * supervisor forks the engine with tsx, as an unprivileged user with Chromium's sandbox on when
 * run as root), scanning a loopback fixture through the HTTP API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SCANNER_USER } from '../../server/system/scanner-user.ts';
import { systemUser } from '../../server/scanner/engine/engine';
import { processTree } from '../../server/scanner/engine/process-tree';
import type {
  EvidenceSummary,
  ScanReport,
  ScanStatus,
} from '../../packages/scanner-contract/report';
import { openZip } from '../support/zip-archive';
import { startFixtures, type Fixtures } from '../harness/scanner/scanner-fixtures';
import { freePort, waitForLine } from '../../tools/production/local-processes.ts';

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
  // The site's own policy, as a build writes it: the draft policy's answer must replace it.
  await writeFile(
    path.join(dist, '_headers'),
    "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n",
  );
  await writeFile(path.join(dist, '404.html'), 'not found');
  await writeFile(path.join(dist, 'index.html'), '<h1>site</h1>');
  const port = await freePort();
  server = serve(port, {
    // The fixture site only (its page names no other host, so nothing is resolved).
    SCANNER_ALLOW_HOSTS: new URL(fixtures.site).host,
    // Each fixture of the same loopback site gets a scan of its own.
    SCANNER_COOLDOWN_MINUTES: '0.001',
  });
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

/** `npx tsx server/site/serve.ts` in the work folder, as `npm start` runs it, with `extra` settings. */
function serve(port: number, extra: NodeJS.ProcessEnv): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    OUTBOX_DIR: path.join(work, 'outbox'),
  };
  // The shipped mode: Chromium's sandbox on, however this test runner was started.
  delete env.SCANNER_UNSAFE_NO_SANDBOX;
  delete env.SCANNER_FAKE_ENGINE;
  // tsx reads tsconfig.json (JSX among its settings) from the working directory, which here is
  // the work folder: point it at the project's, where `npm start` finds it.
  env.TSX_TSCONFIG_PATH = path.join(root, 'tsconfig.json');
  return spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(root, 'server/site/serve.ts')],
    { cwd: work, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

async function startScan(url: string): Promise<string> {
  const created = await fetch(`${base}/api/scans`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url }),
  });
  expect(created.status).toBe(202);
  return ((await created.json()) as { id: string }).id;
}

/** Reads the scan's status until it ends; `during` runs after each read while it is not done. */
async function reportOf(
  id: string,
  during: (status: ScanStatus) => Promise<void> = async () => {},
): Promise<ScanReport> {
  for (;;) {
    const answer = await fetch(`${base}/api/scans/${id}`);
    expect(answer.status).toBe(200);
    const status = (await answer.json()) as ScanStatus;
    if (status.status === 'done') return status.report;
    if (status.status === 'failed')
      throw new Error(`scan failed: ${status.error}\n${log.join('')}`);
    await during(status);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface ProcessSeen {
  /** The Uid line of /proc/<pid>/status: real, effective, saved and filesystem uid. */
  uids: number[];
  args: string[];
}

/** Chromium's processes under the server right now (the engine's children and theirs). */
function chromiumProcesses(): Map<number, ProcessSeen> {
  const seen = new Map<number, ProcessSeen>();
  for (const pid of processTree(server.pid!)) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (!/chrom/i.test(path.basename(args[0] ?? ''))) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const uids = (/^Uid:\s+(.*)$/m.exec(status)?.[1] ?? '').split(/\s+/).map(Number);
      seen.set(pid, { uids, args });
    } catch {
      // Exited between the listing and the read.
    }
  }
  return seen;
}

describe('a scan through the server as npm start runs it', () => {
  let report: ScanReport;
  let id: string;
  let evidence: EvidenceSummary | null = null;
  const chromium = new Map<number, ProcessSeen>();
  beforeAll(async () => {
    id = await startScan(`${fixtures.site}/generic/`);
    report = await reportOf(id, async () => {
      for (const [pid, seen] of chromiumProcesses()) chromium.set(pid, seen);
    });
    const done = (await (await fetch(`${base}/api/scans/${id}`)).json()) as ScanStatus;
    if (done.status === 'done') evidence = done.evidence;
  });

  it('runs Chromium as the scanner’s own user, with its sandbox', () => {
    expect(chromium.size).toBeGreaterThan(0);
    const user = systemUser(process.env.SCANNER_USER ?? SCANNER_USER);
    expect(user).not.toBeNull();
    for (const seen of chromium.values()) {
      expect(seen.uids).toEqual([user!.uid, user!.uid, user!.uid, user!.uid]);
      expect(seen.args).not.toContain('--no-sandbox');
    }
    expect(log.join('')).not.toMatch(/WITHOUT its sandbox/);
  });

  it('finds the plain banner by its labels', () => {
    expect(report.banner).toMatchObject({
      found: true,
      method: 'generic',
      rejectLabel: 'Reddet',
      acceptLabel: 'Kabul Et',
    });
    expect(report.limitsHit).not.toContain('page-script-error');
  });

  // The fixture hides its banner in a browser that rejected: "Kabul Et" needs a fresh one. The
  // two browsers choose side by side, so either click may reach the site first.
  it('clicks "Reddet", and "Kabul Et" in a fresh browser', () => {
    expect([...fixtures.choices()].sort()).toEqual(['accept', 'reject']);
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

  it('answers the draft cookie policy of the scan, rendered in the server process', async () => {
    const response = await fetch(`${base}/api/scans/${report.id}/policy?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Its own policy alone, not joined to the site's, sandboxed: it carries a stranger's page text.
    expect(response.headers.get('content-security-policy')).toMatch(
      /^sandbox; default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; [^,]*$/,
    );
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="en"/);
    expect(html).not.toContain('<script');
    for (const key of ['generic_visits', 'generic_tab'])
      expect(html).toContain(`<code>${key}</code>`);
    expect(html).toContain('data-placeholder="policy-purpose"');
  });

  it('keeps evidence: a ZIP under 2 MB with a screenshot per phase, whose sums verify', async () => {
    if (!evidence) throw new Error('a finished scan without evidence');
    expect(evidence.screenshots).toEqual(['firstVisit', 'afterReject', 'afterAccept']);
    expect(report.limitsHit.filter((code) => code.startsWith('screenshot-'))).toEqual([]);
    const response = await fetch(`${base}/api/scans/${id}/evidence`);
    expect(response.status).toBe(200);
    const zip = new Uint8Array(await response.arrayBuffer());
    expect(zip.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    const opened = await openZip(zip);
    try {
      expect(opened.tested).toMatch(/No errors detected/);
      expect(opened.files).toEqual([
        'SHA256SUMS',
        'after-accept.jpg',
        'after-reject.jpg',
        'first-visit.jpg',
        'manifest.json',
        'report.json',
      ]);
      const sums = opened.checkSums();
      expect(sums.status, sums.output).toBe(0);
      const sumsFile = await readFile(path.join(opened.dir, 'SHA256SUMS'));
      expect(createHash('sha256').update(sumsFile).digest('hex')).toBe(evidence.fingerprint);
      // The first screen is the viewport as a visitor's browser showed it.
      const first = await readFile(path.join(opened.dir, 'first-visit.jpg'));
      expect([...first.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    } finally {
      await opened.close();
    }
  });

  it('keeps the site answering, and the canary untouched', async () => {
    expect((await fetch(`${base}/nothing-here`)).status).toBe(404);
    expect(fixtures.canaryConnections()).toBe(0);
  });
});

describe('a hostile page flooding the autoconsent binding', () => {
  let report: ScanReport;
  /** Answers read while the scan was running: its status, and a page of the site. */
  const answered: number[] = [];
  beforeAll(async () => {
    const id = await startScan(`${fixtures.site}/flood/?inits=4000`);
    report = await reportOf(id, async (status) => {
      if (status.status !== 'running') return;
      const page = await fetch(`${base}/`);
      await page.text();
      answered.push(page.status);
    });
  });

  it('is scanned to the end while the API and the site keep answering', () => {
    // The report keeps no query string (it may hold a visitor's tokens).
    expect(report.firstVisit.pages).toEqual([`${fixtures.site}/flood/`]);
    expect(report.banner.found).toBe(false);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((status) => status === 200)).toBe(true);
  });
});

describe('the test-only variable that turns the sandbox off', () => {
  it('makes the server log a warning', async () => {
    const unsafe = serve(await freePort(), { SCANNER_UNSAFE_NO_SANDBOX: '1' });
    try {
      await waitForLine(
        unsafe.stderr!,
        /SCANNER_UNSAFE_NO_SANDBOX=1: Chromium runs WITHOUT its sandbox/,
      );
    } finally {
      unsafe.kill('SIGTERM');
    }
  });
});
