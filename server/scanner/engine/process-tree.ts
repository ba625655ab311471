/**
 * A process and everything it started, read from Linux's /proc: their memory (PSS, so pages
 * shared between Chromium's processes count once) and a way to kill them all. Elsewhere (no
 * /proc) the tree is just the process itself and its memory unknown (0).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** How /proc is read (tests pass a fake one). Both throw when the entry cannot be read. */
export interface ProcReader {
  /** The entries of /proc. */
  list(): string[];
  /** A file under /proc, e.g. `/proc/42/stat`. */
  read(path: string): string;
}

const realProc: ProcReader = {
  list: () => readdirSync('/proc'),
  read: (path) => readFileSync(path, 'utf8'),
};

/** The pid and all its descendants alive now. */
export function processTree(root: number, proc: ProcReader = realProc): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = proc.list();
  } catch {
    return [root];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = proc.read(`/proc/${entry}/stat`);
    } catch {
      continue; // exited meanwhile
    }
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses; split after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const list = children.get(ppid) ?? [];
    list.push(Number(entry));
    children.set(ppid, list);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The number after `label` in a /proc file's "Label:   123 kB" line, in bytes. */
function kilobytes(text: string, label: string): number | null {
  const kb = new RegExp(`^${label}:\\s+(\\d+) kB`, 'm').exec(text)?.[1];
  return kb ? Number(kb) * 1024 : null;
}

/**
 * Memory of one process in bytes: its PSS, or its resident size when smaps_rollup cannot be read
 * (Chromium makes its sandboxed processes non-dumpable, which hides that file from a watchdog
 * that is not root; `status` stays readable, in kB, with no page size to guess). 0 when gone.
 */
function memoryOf(pid: number, proc: ProcReader): number {
  try {
    const pss = kilobytes(proc.read(`/proc/${pid}/smaps_rollup`), 'Pss');
    if (pss !== null) return pss;
  } catch {
    // Unreadable: the resident size below, which counts shared pages in full (over, not under).
  }
  try {
    return kilobytes(proc.read(`/proc/${pid}/status`), 'VmRSS') ?? 0;
  } catch {
    return 0; // exited meanwhile
  }
}

/** Memory of the whole tree under `root`, in bytes. */
export function treeMemory(root: number, proc: ProcReader = realProc): number {
  return processTree(root, proc).reduce((sum, pid) => sum + memoryOf(pid, proc), 0);
}

/** SIGKILL for the tree under `root` and its process group (read before anything dies). */
export function killTree(root: number): void {
  const tree = processTree(root);
  for (const target of [-root, ...tree]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
