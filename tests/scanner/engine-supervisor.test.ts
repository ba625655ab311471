/**
 * The engine process per scan (engine-supervisor.ts), with a stand-in engine that crashes, hangs
 * or grows: each ends its own scan with a code, the process and its scratch folder go away, and
 * the next scan runs in a fresh process. The stand-in is forked exactly as the real engine is.
 */
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCANNER_USER } from '../../server/system/scanner-user.ts';
import { systemUser } from '../../server/scanner/engine/engine';
import { createSupervisedRunScan, type EngineLimits } from '../../server/scanner/engine/supervisor';
import { errorCode } from '../../server/scanner/queue/queue';
import type { ScanPhase, Screenshot } from '../../packages/scanner-contract/report';

const entry = path.resolve(import.meta.dirname, '../../server/scanner/testing/stand-in-engine.ts');
const asRoot = process.getuid?.() === 0;
const user = asRoot ? systemUser(SCANNER_USER) : null;

// Other scans on this machine (other test files, a running server) make their scratch folders in
// the shared temporary folder too: the engines of this file get a folder of their own, so
// counting scratch folders counts only theirs.
const sharedTmp = tmpdir();
let ownTmp = '';
beforeAll(async () => {
  ownTmp = await mkdtemp(path.join(sharedTmp, 'engine-supervisor-test-'));
  // The scanner user goes into its scratch folder here, as it does in /tmp.
  await chmod(ownTmp, 0o755);
  process.env.TMPDIR = ownTmp;
});
afterAll(async () => {
  process.env.TMPDIR = sharedTmp;
  await rm(ownTmp, { recursive: true, force: true });
});

const scratchFolders = () =>
  readdirSync(ownTmp).filter((name) => name.startsWith('cookie-scan-engine-'));

function supervised(limits: Partial<EngineLimits> = {}) {
  if (asRoot) expect(user, `set-up creates the user ${SCANNER_USER}`).not.toBeNull();
  return createSupervisedRunScan({ entry, user, limits });
}

/**
 * Runs one stand-in scan; `abortOn` aborts it (as the queue's time limit does) at that phase, and
 * the screenshots the supervisor hands over go to `screenshots`.
 */
async function scan(
  mode: string,
  limits: Partial<EngineLimits> = {},
  abortOn: ScanPhase | null = null,
  screenshots: Screenshot[] = [],
) {
  const controller = new AbortController();
  const run = supervised(limits);
  return run(`http://stand-in.test/${mode}`, {
    id: mode,
    signal: controller.signal,
    onProgress: (phase) => {
      if (phase === abortOn) controller.abort(new Error('timeout'));
    },
    onScreenshot: (screenshot) => screenshots.push(screenshot),
  });
}

async function failureCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return errorCode(error);
  }
  throw new Error('the scan did not fail');
}

describe('the engine process of a scan', () => {
  it('runs as the unprivileged scanner user when started as root, and removes its scratch', async () => {
    const report = await scan('ok');
    const [uid, scratch] = report.finalUrl.split(' ');
    if (asRoot) expect(Number(uid)).toBe(user!.uid);
    else expect(Number(uid)).toBe(process.getuid?.());
    expect(path.dirname(scratch!)).toBe(ownTmp);
    expect(path.basename(scratch!)).toMatch(/^cookie-scan-engine-/);
    expect(existsSync(scratch!)).toBe(false);
  });

  it('hands over the engine’s screenshots before its report, within the evidence caps', async () => {
    const screenshots: Screenshot[] = [];
    await scan('screenshots', {}, null, screenshots);
    expect(screenshots.map(({ phase, jpeg }) => [phase, jpeg.length, jpeg[3]])).toEqual([
      ['firstVisit', 400_000, 1],
      ['afterAccept', 2000, 4],
    ]);
  });

  it('fails a scan whose engine crashes, and runs the next one in a fresh process', async () => {
    const before = scratchFolders().length;
    expect(await failureCode(scan('crash'))).toBe('internal');
    expect(scratchFolders()).toHaveLength(before);
    expect((await scan('ok')).url).toBe('http://stand-in.test/ok');
  });

  it('ends a hung engine when the queue gives up on it', async () => {
    const before = scratchFolders().length;
    expect(await failureCode(scan('hang', {}, 'opening'))).toBe('timeout');
    expect(scratchFolders()).toHaveLength(before);
  });

  it('stops an engine past its memory limit', async () => {
    expect(await failureCode(scan('memory', { memoryMb: 200, watchMs: 100 }))).toBe('too-large');
  });

  it('stops an engine past its scratch folder limit, and removes the folder', async () => {
    const before = scratchFolders().length;
    expect(await failureCode(scan('disk', { scratchMb: 20, watchMs: 100 }))).toBe('too-large');
    expect(scratchFolders()).toHaveLength(before);
  });
});
