/**
 * The memory watchdog's reading of /proc: a process whose smaps_rollup it may not read (a
 * sandboxed, non-dumpable Chromium process seen by a watchdog that is not root) still counts, by
 * its resident size.
 */
import { describe, expect, it } from 'vitest';
import {
  processTree,
  treeMemory,
  type ProcReader,
} from '../../../server/scanner/engine/process-tree';

const denied = () => {
  throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
};

/** A fake /proc: each pid with its parent and the files it lets be read. */
function fakeProc(processes: Record<number, { ppid: number; files: Record<string, string> }>) {
  const reader: ProcReader = {
    list: () => ['self', 'meminfo', ...Object.keys(processes)],
    read: (path) => {
      const [, , pid, file] = path.split('/');
      const entry = processes[Number(pid)];
      if (!entry) return denied();
      if (file === 'stat') return `${pid} (chromium (renderer)) S ${entry.ppid} 1 1 0`;
      return entry.files[file!] ?? denied();
    },
  };
  return reader;
}

describe('the engine tree’s memory', () => {
  const proc = fakeProc({
    10: { ppid: 1, files: { smaps_rollup: 'Rss:  9000 kB\nPss:  1000 kB\n' } },
    11: { ppid: 10, files: { status: 'Name:\tchromium\nVmRSS:\t    2000 kB\n' } },
    12: { ppid: 11, files: {} },
    99: { ppid: 1, files: { smaps_rollup: 'Pss:  5000 kB\n' } },
  });

  it('finds the process’s descendants only', () => {
    expect(processTree(10, proc).sort()).toEqual([10, 11, 12]);
  });

  it('counts PSS where it can be read, the resident size where it cannot, 0 when neither', () => {
    expect(treeMemory(10, proc)).toBe((1000 + 2000) * 1024);
  });
});
