/**
 * A process and everything it started, read from Linux's /proc: their memory (PSS, so pages
 * shared between Chromium's processes count once) and a way to kill them all. Elsewhere (no
 * /proc) the tree is just the process itself and its memory unknown (0).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The pid and all its descendants alive now. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [root];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
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

/** Proportional memory of one process in bytes (0 when it is gone or unreadable). */
function pss(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Memory of the whole tree under `root`, in bytes. */
export function treeMemory(root: number): number {
  return processTree(root).reduce((sum, pid) => sum + pss(pid), 0);
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
