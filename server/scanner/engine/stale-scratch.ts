/**
 * The start-up sweep of scratch folders that an engine process left behind: the supervisor
 * removes its folder in every case it lives through, but a server killed outright (power, OOM
 * killer, SIGKILL) cannot. Only folders that can be no running scan's are removed: named as the
 * supervisor names them, real directories (never a symlink), owned by the scanner's user, and
 * untouched for longer than a scan may run.
 */
import { lstat, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The prefix of every engine scratch folder under the temporary directory. */
export const SCRATCH_PREFIX = 'cookie-scan-engine-';

export interface SweepOptions {
  /** The user every engine folder belongs to (the scanner's user, or this process's). */
  owner: number;
  /** A folder modified more recently may belong to a scan still running. */
  olderThanMs: number;
  /** Where the folders are (default: the temporary directory). */
  dir?: string;
  now?: number;
}

/** Removes the stale engine scratch folders; returns the paths removed. */
export async function sweepStaleScratch(options: SweepOptions): Promise<string[]> {
  const dir = options.dir ?? tmpdir();
  const now = options.now ?? Date.now();
  const names = await readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(SCRATCH_PREFIX)) continue;
    const folder = path.join(dir, name);
    const stat = await lstat(folder).catch(() => null);
    if (!stat?.isDirectory() || stat.uid !== options.owner) continue;
    if (now - stat.mtimeMs <= options.olderThanMs) continue;
    try {
      await rm(folder, { recursive: true, force: true });
      removed.push(folder);
    } catch (error) {
      console.error(`Could not remove the stale scan folder ${folder}: ${String(error)}`);
    }
  }
  return removed;
}
