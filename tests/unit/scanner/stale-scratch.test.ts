import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCRATCH_PREFIX, sweepStaleScratch } from '../../../server/scanner/engine/stale-scratch';

const SCAN_LIMIT_MS = 90_000;
const owner = process.getuid?.() ?? 0;
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sweep-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A folder with a profile inside, last modified `ageMs` ago. */
async function folder(name: string, ageMs: number): Promise<string> {
  const full = path.join(dir, name);
  await mkdir(path.join(full, 'cookie-scan-profile', 'Default'), { recursive: true });
  await writeFile(path.join(full, 'cookie-scan-profile', 'Default', 'Cookies'), 'x');
  const when = new Date(Date.now() - ageMs);
  await utimes(full, when, when);
  return full;
}

describe('the start-up sweep of engine scratch folders', () => {
  it('removes a crashed engine’s folder older than a scan may run, with what it holds', async () => {
    const stale = await folder(`${SCRATCH_PREFIX}crashed`, SCAN_LIMIT_MS * 2);
    const removed = await sweepStaleScratch({ dir, owner, olderThanMs: SCAN_LIMIT_MS });
    expect(removed).toEqual([stale]);
    expect(existsSync(stale)).toBe(false);
  });

  it('keeps a folder a running scan may still use', async () => {
    const fresh = await folder(`${SCRATCH_PREFIX}running`, SCAN_LIMIT_MS / 3);
    expect(await sweepStaleScratch({ dir, owner, olderThanMs: SCAN_LIMIT_MS })).toEqual([]);
    expect(existsSync(fresh)).toBe(true);
  });

  it('keeps folders not named as the engine names them, and never follows a symlink', async () => {
    const other = await folder('cookie-scan-other', SCAN_LIMIT_MS * 2);
    const target = await folder('precious', SCAN_LIMIT_MS * 2);
    const link = path.join(dir, `${SCRATCH_PREFIX}link`);
    await symlink(target, link);
    expect(await sweepStaleScratch({ dir, owner, olderThanMs: SCAN_LIMIT_MS })).toEqual([]);
    expect(existsSync(other)).toBe(true);
    expect(existsSync(path.join(target, 'cookie-scan-profile'))).toBe(true);
  });

  it('keeps an old folder that is not the scanner user’s', async () => {
    const stale = await folder(`${SCRATCH_PREFIX}mine`, SCAN_LIMIT_MS * 2);
    expect(await sweepStaleScratch({ dir, owner: owner + 1, olderThanMs: SCAN_LIMIT_MS })).toEqual(
      [],
    );
    expect(existsSync(stale)).toBe(true);
  });
});
