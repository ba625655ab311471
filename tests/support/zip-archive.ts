/**
 * A ZIP checked and opened as a site owner would: Info-ZIP's `unzip -t`, `unzip -d`, then
 * `sha256sum -c SHA256SUMS` in the extracted folder.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureUnzip } from '../../tools/setup/system-packages.ts';

export interface OpenedZip {
  dir: string;
  /** `unzip -t`'s verdict line. */
  tested: string;
  /** `unzip -v`'s listing (method, size, date, CRC per entry). */
  listing: string;
  files: string[];
  /** `sha256sum -c SHA256SUMS` in the folder: exit status and output. */
  checkSums(): { status: number | null; output: string };
  close(): Promise<void>;
}

export async function openZip(zip: Uint8Array): Promise<OpenedZip> {
  const unzip = ensureUnzip();
  const dir = await mkdtemp(path.join(tmpdir(), 'zip-archive-'));
  const file = path.join(dir, 'archive.zip');
  await writeFile(file, zip);
  const tested = execFileSync(unzip, ['-t', file], { encoding: 'utf8' });
  const listing = execFileSync(unzip, ['-v', file], { encoding: 'utf8' });
  const out = path.join(dir, 'files');
  execFileSync(unzip, ['-q', file, '-d', out]);
  return {
    dir: out,
    tested,
    listing,
    files: (await readdir(out)).sort(),
    checkSums() {
      const run = spawnSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: out, encoding: 'utf8' });
      return { status: run.status, output: `${run.stdout}${run.stderr}` };
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}
