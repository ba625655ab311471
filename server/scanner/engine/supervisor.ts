/**
 * Runs each scan in its own engine process (engine-worker.ts), so that the process serving the
 * site, the API and the queue never runs Chromium or the filtering proxy. The process is started
 * with the loader production uses (tsx), as an unprivileged user when this one is root, with a
 * heap limit; a watchdog kills it (and its Chromium) when the tree's memory or its scratch folder
 * (profiles, temporary files) grows past the limits, and whatever happens the folder is removed.
 * A crash or a hang ends that scan only, with a code; the next scan gets a fresh process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { chown, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FromEngine, ToEngine } from './protocol.ts';
import { EVIDENCE_LIMITS, keepScreenshot } from '../evidence/evidence.ts';
import { killTree, treeMemory } from './process-tree.ts';
import type {
  RunScan,
  ScanErrorCode,
  ScanReport,
  Screenshot,
} from '../../../packages/scanner-contract/report.ts';
import { SCRATCH_PREFIX } from './stale-scratch.ts';

const MB = 1024 * 1024;
/** A screenshot message's base64 text at the evidence's cap; longer ones are not decoded. */
const MAX_SCREENSHOT_BASE64 = Math.ceil(EVIDENCE_LIMITS.screenshotBytes / 3) * 4;

export interface EngineLimits {
  /** The engine process's V8 heap (`--max-old-space-size`), MB. */
  heapMb: number;
  /** The engine process and its Chromium processes together (PSS), MB. */
  memoryMb: number;
  /** The scan's scratch folder (browser profiles, temporary files), MB. */
  scratchMb: number;
  /** How often the watchdog looks, ms. */
  watchMs: number;
}

export const DEFAULT_LIMITS: EngineLimits = {
  heapMb: 512,
  memoryMb: 1536,
  scratchMb: 256,
  watchMs: 500,
};

export interface SupervisorOptions {
  /** The engine process's entry (tests: a stand-in that crashes or hangs). */
  entry?: string;
  /** The user the engine runs as; null keeps this process's user (not root). */
  user: { uid: number; gid: number } | null;
  limits?: Partial<EngineLimits>;
  env?: Record<string, string | undefined>;
}

/** A scan the engine process could not finish, with the code the page translates. */
class EngineFailure extends Error {
  constructor(
    readonly code: ScanErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}

/**
 * The only variables the engine process gets from this one's environment: what Node, Chromium and
 * the engine's own settings read. Nothing else (the Redis address, mail keys, anything a future
 * deployment adds) reaches a process that runs a stranger's page.
 */
export const ENGINE_ENV = [
  'PATH',
  'LANG',
  'LC_ALL',
  'TZ',
  'NODE_ENV',
  'CHROMIUM_PATH',
  'CHROME_PATH',
  'SCANNER_ALLOW_HOSTS',
  'SCANNER_TEST_TIME_SCALE',
  'SCANNER_INPUT_PROBE',
  'SCANNER_UNSAFE_NO_SANDBOX',
  'SCANNER_MAX_EXTRA_PAGES',
  'SCANNER_MAX_BYTES',
  'SCANNER_MAX_UPLOAD_BYTES',
  'SCANNER_MAX_REQUESTS',
  'SCANNER_MAX_CONNECTIONS',
  'SCANNER_MAX_HOSTS',
  'SCANNER_MAX_LOOKUPS',
  'SCANNER_MAX_CONCURRENT_LOOKUPS',
  'SCANNER_DNS_TIMEOUT_MS',
  'SCANNER_DNS_TRIES',
] as const;

/** The engine process's environment: ENGINE_ENV's variables, with its scratch folder as home. */
export function engineEnvironment(
  env: Record<string, string | undefined>,
  scratch: string,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ENGINE_ENV) {
    const value = env[name];
    if (value !== undefined) kept[name] = value;
  }
  // Profiles and every temporary file of the engine go to the scratch folder.
  return { ...kept, TMPDIR: scratch, HOME: scratch };
}

const WORKER_ENTRY = fileURLToPath(new URL('./engine-worker.ts', import.meta.url));
// The loader `npm start` runs the servers with (tsx): the engine runs as shipped.
const TSX = import.meta.resolve('tsx');

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const stat = await lstat(path.join(entry.parentPath, entry.name)).catch(() => null);
    total += stat?.size ?? 0;
  }
  return total;
}

/** Engine processes alive now: killed with this process so no Chromium outlives the server. */
const running = new Set<number>();
let exitHook = false;
function track(pid: number) {
  running.add(pid);
  if (exitHook) return;
  exitHook = true;
  process.once('exit', () => {
    for (const alive of running) killTree(alive);
  });
}

export function createSupervisedRunScan(options: SupervisorOptions): RunScan {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const entry = options.entry ?? WORKER_ENTRY;
  const env = options.env ?? process.env;

  return async (url, { id, onProgress, onScreenshot, signal }) => {
    signal.throwIfAborted();
    const scratch = await mkdtemp(path.join(tmpdir(), SCRATCH_PREFIX));
    if (options.user) await chown(scratch, options.user.uid, options.user.gid);
    let child: ChildProcess | null = null;
    let watchdog: NodeJS.Timeout | null = null;
    try {
      child = fork(entry, [], {
        execArgv: ['--import', TSX, `--max-old-space-size=${limits.heapMb}`],
        env: engineEnvironment(env, scratch),
        cwd: scratch,
        ...(options.user ? { uid: options.user.uid, gid: options.user.gid } : {}),
        // Its own process group: Chromium's processes go with it.
        detached: true,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const pid = child.pid;
      if (pid === undefined) throw new EngineFailure('browser-unavailable', 'engine did not start');
      track(pid);
      const engine = child;
      return await new Promise<ScanReport>((settle, fail) => {
        let verdict: EngineFailure | null = null;
        let settled = false;
        const resolve = (report: ScanReport) => {
          settled = true;
          settle(report);
        };
        const reject = (error: Error) => {
          if (!settled) fail(error);
          settled = true;
        };
        const stop = (failure: EngineFailure) => {
          verdict ??= failure;
          killTree(pid);
        };
        // What the engine sent, within the evidence's caps; anything beyond is dropped here.
        const screenshots: Screenshot[] = [];
        let looking = false;
        watchdog = setInterval(() => {
          if (looking || verdict) return;
          looking = true;
          void (async () => {
            const memory = treeMemory(pid);
            if (memory > limits.memoryMb * MB) {
              console.error(`Scan ${id}: engine memory ${Math.round(memory / MB)} MB, stopped`);
              stop(new EngineFailure('too-large', 'memory limit'));
            }
            const size = await folderSize(scratch);
            if (size > limits.scratchMb * MB) {
              console.error(`Scan ${id}: scratch folder ${Math.round(size / MB)} MB, stopped`);
              stop(new EngineFailure('too-large', 'disk limit'));
            }
          })().finally(() => {
            looking = false;
          });
        }, limits.watchMs);
        const onAbort = () => {
          const reason: unknown = signal.reason;
          killTree(pid);
          reject(reason instanceof Error ? reason : new Error('aborted'));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        engine.on('message', (message: FromEngine) => {
          switch (message.type) {
            case 'ready':
              engine.send({ type: 'scan', url, id } satisfies ToEngine);
              break;
            case 'progress':
              onProgress(message.phase);
              break;
            case 'screenshot': {
              if (typeof message.jpeg !== 'string' || message.jpeg.length > MAX_SCREENSHOT_BASE64)
                break;
              const shot = { phase: message.phase, jpeg: Buffer.from(message.jpeg, 'base64') };
              if (keepScreenshot(screenshots, shot)) onScreenshot?.(shot);
              break;
            }
            case 'done':
              resolve(message.report);
              break;
            case 'failed':
              reject(new EngineFailure(message.code ?? 'internal', message.message));
              break;
          }
        });
        engine.once('error', (error) => stop(new EngineFailure('internal', error.message)));
        engine.once('exit', (code, exitSignal) => {
          signal.removeEventListener('abort', onAbort);
          // A process that died mid-scan (after a verdict, exiting is its normal end).
          if (!settled && !verdict) {
            console.error(`Scan ${id}: engine exited (${exitSignal ?? code})`);
          }
          reject(verdict ?? new EngineFailure('internal', 'engine process exited'));
        });
      });
    } finally {
      if (watchdog) clearInterval(watchdog);
      if (child?.pid !== undefined) {
        const { pid } = child;
        const exited =
          child.exitCode !== null || child.signalCode !== null
            ? Promise.resolve()
            : new Promise<void>((resolve) => child!.once('exit', () => resolve()));
        killTree(pid);
        await exited;
        running.delete(pid);
      }
      // Chromium's last processes may still be writing for a moment after the kill.
      await rm(scratch, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    }
  };
}
