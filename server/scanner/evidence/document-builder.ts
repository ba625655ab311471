/**
 * Builds a finished scan's documents (documents.ts) in a child process of its own, once, when
 * the scan ends: rendering a large draft policy takes seconds of CPU, which the process serving
 * the site must never spend. The child runs at a lower priority with a heap limit and a time
 * limit, gets only the environment it needs, and exits after the one build.
 */
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ScanReport, Screenshot } from '../../../packages/scanner-contract/report.ts';
import type { BuildDocuments, ScanDocuments } from './documents.ts';

const ENTRY = fileURLToPath(new URL('./document-process.ts', import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = import.meta.resolve('tsx');
/** Below the web process, so a build yields the CPU to visitors. */
const NICENESS = 10;

export interface DocumentBuilderOptions {
  /** A build's time limit; past it the child is killed and the scan keeps no documents. */
  timeoutMs?: number;
  heapMb?: number;
}

export type DocumentRequest = { report: ScanReport; screenshots: Screenshot[] };
export type DocumentAnswer =
  { ok: true; documents: ScanDocuments } | { ok: false; message: string };

/** What the child keeps of this process's environment: what tsx, Node and the locales need. */
const CHILD_ENV = ['PATH', 'NODE_ENV', 'LANG', 'TZ', 'LOCALES_DIR', 'PSEUDO_LOCALE'];

export function createDocumentBuilder(options: DocumentBuilderOptions = {}): BuildDocuments {
  // Generous: the build runs niced, and a loaded machine starves it first.
  const { timeoutMs = 180_000, heapMb = 512 } = options;
  return (report, screenshots) =>
    new Promise<ScanDocuments>((resolve, reject) => {
      const env: Record<string, string> = {
        // tsx compiles the policy's TSX with the project's settings, whatever the cwd.
        TSX_TSCONFIG_PATH: `${PROJECT_ROOT}tsconfig.json`,
      };
      for (const name of CHILD_ENV) {
        const value = process.env[name];
        if (value !== undefined) env[name] = value;
      }
      const child = fork(ENTRY, [], {
        execArgv: ['--import', TSX, `--max-old-space-size=${heapMb}`],
        cwd: PROJECT_ROOT,
        env,
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      if (child.pid !== undefined) {
        try {
          setPriority(child.pid, NICENESS);
        } catch {
          // Not allowed here: the build still runs, at the same priority.
        }
      }
      let settled = false;
      const end = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.kill('SIGKILL');
        outcome();
      };
      const timer = setTimeout(
        () => end(() => reject(new Error('document build timed out'))),
        timeoutMs,
      );
      child.once('message', (answer: DocumentAnswer) =>
        end(() => {
          if (!answer.ok) return reject(new Error(answer.message));
          const { policies, zip } = answer.documents;
          resolve({
            zip: Buffer.from(zip),
            policies: Object.fromEntries(
              Object.entries(policies).map(([language, { html, csp }]) => [
                language,
                { html: Buffer.from(html), csp },
              ]),
            ),
          });
        }),
      );
      child.once('error', (error) => end(() => reject(error)));
      child.once('exit', (code) =>
        end(() => reject(new Error(`document builder exited (${code})`))),
      );
      child.send({ report, screenshots: [...screenshots] } satisfies DocumentRequest);
    });
}
