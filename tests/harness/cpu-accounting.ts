// What a gate of `npm test` costs in CPU, counted by the kernel for its whole process tree. The
// shell's rusage misses most of it: Chromium's renderers are reparented away from the process that
// started them, so their time never reaches the gate's parent. A control group counts every
// process that starts inside it, wherever it is reparented. Only where the machine lets us make
// one (root on cgroup v1's cpuacct or on cgroup v2); elsewhere the count is simply not shown.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface CpuAccount {
  /** Counts `pid` and every process it starts from now on. */
  add(pid: number): void;
  /** The CPU time of everything counted so far, in seconds; undefined where it cannot be read. */
  seconds(): number | undefined;
  /**
   * The processes still in the group, wherever they were reparented: those a gate started in a
   * process group of their own (a server a test detached) outlive its process group's signal.
   */
  processes(): number[];
  /** Removes the group once its processes have ended. */
  close(): void;
}

const none: CpuAccount = {
  add: () => {},
  seconds: () => undefined,
  processes: () => [],
  close: () => {},
};

/** This process's own group in a hierarchy (`cpuacct` for v1, "" for v2), from /proc/self/cgroup. */
function ownGroup(controller: string): string {
  const line = readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .map((entry) => entry.split(':'))
    .find(([, controllers]) => (controllers ?? '').split(',').includes(controller));
  return line?.[2] ?? '/';
}

/**
 * Where the gates' groups go (inside this process's own group, so that a group around the whole
 * run still counts them) and how to read a group's usage, for this machine's cgroup layout.
 */
function layout(): { root: string; usage: (dir: string) => number } | undefined {
  const v1 = '/sys/fs/cgroup/cpuacct';
  if (existsSync(path.join(v1, 'cpuacct.usage'))) {
    return {
      root: path.join(v1, ownGroup('cpuacct')),
      usage: (dir) => Number(readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
    };
  }
  const v2 = '/sys/fs/cgroup';
  if (existsSync(path.join(v2, 'cgroup.controllers'))) {
    return {
      root: path.join(v2, ownGroup('')),
      usage: (dir) => {
        const line = readFileSync(path.join(dir, 'cpu.stat'), 'utf8')
          .split('\n')
          .find((entry) => entry.startsWith('usage_usec '));
        return Number(line?.split(' ')[1]) / 1e6;
      },
    };
  }
  return undefined;
}

/** A new group named after `name`; a no-op where no group can be made. */
export function cpuAccount(name: string): CpuAccount {
  let found: ReturnType<typeof layout>;
  try {
    found = layout();
  } catch {
    return none;
  }
  if (!found) return none;
  const dir = path.join(found.root, `npm-test-${process.pid}-${name.replace(/\W+/g, '-')}`);
  try {
    mkdirSync(dir);
  } catch {
    return none;
  }
  let counted = false;
  return {
    add(pid) {
      try {
        writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
        counted = true;
      } catch {
        // Not allowed here: the gate simply shows no count.
      }
    },
    seconds() {
      if (!counted) return undefined;
      try {
        const seconds = found.usage(dir);
        return Number.isFinite(seconds) ? seconds : undefined;
      } catch {
        return undefined;
      }
    },
    processes() {
      if (!counted) return [];
      try {
        return readFileSync(path.join(dir, 'cgroup.procs'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map(Number);
      } catch {
        return [];
      }
    },
    close() {
      try {
        rmdirSync(dir);
      } catch {
        // Still has a process, or already gone; the kernel keeps an empty group at no cost.
      }
    },
  };
}
