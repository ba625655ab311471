// `npm test`: every gate. On a fresh machine (npm test has installed the locked dependencies with
// scripts/ensure-deps.mjs) it first finds (or, as root on Debian/Ubuntu, installs) Chromium, nginx
// with openssl for the deploy recipe's test, redis-server for the scanner's Redis test, PostgreSQL
// for the consent log's database test, and unzip for the scanner's evidence archives.
//
// The gates run two at a time (one per core; TEST_SLOTS changes it), each as soon as what it
// needs has passed, the longest chain first: the build, then the browser tests beside everything
// else. A gate's output is printed as one block when it ends; the first failure stops the rest.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureChromium } from './chromium.ts';
import { setUpScanner } from './scanner-setup.ts';
import { ensureNginx, ensurePostgres, ensureRedis, ensureUnzip } from './system-packages.ts';

try {
  console.log(`Chromium: ${ensureChromium()}`);
  console.log(`nginx: ${ensureNginx()}`);
  console.log(`redis-server: ${ensureRedis()}`);
  console.log(`PostgreSQL: ${ensurePostgres()}`);
  console.log(`unzip: ${ensureUnzip()}`);
  if (!setUpScanner()) throw new Error("The cookie scanner's set-up failed: see above.");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// Each vitest run also writes a JSON report, so the closing line can count every test, and every
// gate's output is kept in a log beside it.
const reports = 'tests/.artifacts';
mkdirSync(reports, { recursive: true });
const projects = [
  'unit',
  'components',
  'scanner',
  'integration',
  'built',
  'http',
  'browser',
  'spec',
] as const;
type Project = (typeof projects)[number];
const vitest = (project: Project): [string, string[]] => [
  'npx',
  [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${project}.json`,
  ],
];

interface Gate {
  name: string;
  command: [string, string[]];
  /** Gates that must have passed first. */
  after?: string[];
}

/**
 * In the order they start when a slot is free: the build and the browser tests (the longest chain)
 * first, the quick static checks beside them so that a slip fails in seconds, and last what keeps
 * both cores busy to the end.
 */
const gates: Gate[] = [
  { name: 'build', command: ['npx', ['tsx', 'scripts/build.ts']] },
  { name: 'type check', command: ['npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']] },
  { name: 'browser tests', command: vitest('browser'), after: ['build'] },
  { name: 'lint', command: ['npx', ['eslint', '.', '--max-warnings=0']] },
  { name: 'format', command: ['npx', ['prettier', '--check', '.', '--log-level=warn']] },
  { name: 'i18n check', command: ['npx', ['tsx', 'scripts/i18n-check.ts']] },
  { name: 'import cycles', command: ['npm', ['run', '--silent', 'lint:cycles']] },
  // Mostly waiting (Redis, the queue's timers): early, while the browser tests keep the cores busy.
  { name: 'unit tests', command: vitest('unit') },
  { name: 'scanner tests', command: vitest('scanner') },
  { name: 'integration tests', command: vitest('integration') },
  { name: 'spec conformance tests', command: vitest('spec'), after: ['build'] },
  { name: 'built-site tests', command: vitest('built'), after: ['build'] },
  { name: 'HTTP tests', command: vitest('http'), after: ['build'] },
  { name: 'component tests', command: vitest('components') },
];

const slots = Math.max(1, Number(process.env.TEST_SLOTS) || Math.min(availableParallelism(), 4));
const started = Date.now();
const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
const waiting = [...gates];
const passed = new Set<string>();
const running = new Map<string, ChildProcess>();

/** Stops every running gate with the process group it started. */
function stopAll() {
  for (const child of running.values()) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

function run(gate: Gate): Promise<void> {
  const [command, args] = gate.command;
  const since = Date.now();
  console.log(`=== ${gate.name} started (${elapsed(started)} in): ${command} ${args.join(' ')}`);
  // Its own process group, so a failure elsewhere stops its whole tree (Chromium included).
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  running.set(gate.name, child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve, reject) => {
    child.on('close', (code, signal) => {
      running.delete(gate.name);
      const text = Buffer.concat(output).toString();
      writeFileSync(`${reports}/${gate.name.replace(/\W+/g, '-')}.log`, text);
      console.log(`\n=== ${gate.name}: ${command} ${args.join(' ')}\n${text.trimEnd()}`);
      if (code === 0) {
        console.log(`=== ${gate.name} passed in ${elapsed(since)}\n`);
        passed.add(gate.name);
        resolve();
      } else {
        console.error(`\n=== ${gate.name} FAILED after ${elapsed(since)} (exit ${code ?? signal})`);
        reject(new Error(gate.name));
      }
    });
  });
}

/** Starts waiting gates whose prerequisites passed, while a slot is free. */
function fill(done: () => void, fail: (error: unknown) => void) {
  for (const gate of [...waiting]) {
    if (running.size >= slots) break;
    if (!(gate.after ?? []).every((name) => passed.has(name))) continue;
    waiting.splice(waiting.indexOf(gate), 1);
    run(gate).then(() => fill(done, fail), fail);
  }
  if (waiting.length === 0 && running.size === 0) done();
}

try {
  await new Promise<void>((resolve, reject) => fill(resolve, reject));
} catch {
  stopAll();
  process.exit(1);
}

let passedTests = 0;
let failedTests = 0;
for (const project of projects) {
  const report = JSON.parse(readFileSync(`${reports}/${project}.json`, 'utf8'));
  passedTests += report.numPassedTests;
  failedTests += report.numFailedTests;
}
console.log(`All checks passed in ${elapsed(started)}.`);
console.log(`${passedTests} passed, ${failedTests} failed`);
