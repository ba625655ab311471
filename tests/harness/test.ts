// `npm test`: every gate. On a fresh machine (npm test has installed the locked dependencies with
// tools/setup/ensure-deps.mjs) it first finds (or, as root on Debian/Ubuntu, installs) Chromium, nginx
// with openssl for the deploy recipe's test, redis-server and PostgreSQL for the integration tests,
// and unzip for the scanner's evidence archives.
//
// The gates share the machine's cores (TEST_SLOTS changes the count): a gate is one process's
// work, weight 1, except the projects that run Chromium, which take every core: their files run on
// as many workers as that many cores carry (TEST_CHROMIUM_WORKERS, read by vitest.config.ts). A gate
// starts as soon as what it needs has passed and its weight fits beside the running ones, in the
// order below. A gate's output is printed as one block when it ends, with its time and the load
// average; the first failure stops the rest, and the last lines name what failed.
//
// TEST_STRESS=1 runs the whole suite beside busy loops, four per core: the suite must pass on a
// machine that busy (the browser gates alone make about that load on two cores).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { ensureChromium } from '../../tools/setup/chromium.ts';
import { cpuAccount, type CpuAccount } from './cpu-accounting.ts';
import { setUpScanner } from '../../tools/setup/scanner-setup.ts';
import { failedCases, type VitestReport } from './test-failures.ts';
import {
  ensureNginx,
  ensurePostgres,
  ensureRedis,
  ensureUnzip,
} from '../../tools/setup/system-packages.ts';

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

const cores = Math.max(1, Number(process.env.TEST_SLOTS) || availableParallelism());

// Each vitest run also writes a JSON report, so the closing line can count every test and a
// failure can name its files and cases, and every gate's output is kept in a log beside it.
const reports = 'tests/.artifacts';
mkdirSync(reports, { recursive: true });
type Project =
  'unit' | 'integration' | 'components' | 'scanner' | 'built' | 'http' | 'browser' | 'spec';
/**
 * The projects whose test files each run Chromium, and how many files a core carries: one. A scan
 * looks like waiting (the late-banner window, a page's network, its CMP's timers), but its
 * Chromiums are busy meanwhile: the scanner gate measured in a cgroup used 1,156 core-seconds in
 * 660 s on 2 cores with four files at a time, the machine's whole capacity.
 */
const filesPerCore: Partial<Record<Project, number>> = { scanner: 1, browser: 1, spec: 1 };
const chromiumProjects = Object.keys(filesPerCore) as Project[];
const reportFile = (project: Project) => `${reports}/${project}.json`;

interface Gate {
  name: string;
  command: [string, string[]];
  /** Gates that must have passed first. */
  after?: string[];
  /** The vitest project it runs, if any. */
  project?: Project;
  /** The cores it keeps busy. */
  weight: number;
}

const gate = (name: string, command: [string, string[]], after?: string[]): Gate => ({
  name,
  command,
  after,
  weight: 1,
});
const vitest = (name: string, project: Project, after?: string[]): Gate => ({
  name,
  command: [
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile(project)}`,
    ],
  ],
  after,
  project,
  weight: chromiumProjects.includes(project) ? cores : 1,
});

/**
 * In the order they start when their weight fits: the build first (the browser tests wait for
 * it), the quick static checks beside it so that a slip fails early, then the tests. A Chromium
 * gate takes every core: it starts when the gates before it have ended, and the lighter gates
 * behind it wait for it.
 */
const gates: Gate[] = [
  gate('build', ['npx', ['tsx', 'tools/build/build.ts']]),
  gate('type check', ['npm', ['run', '--silent', 'typecheck']]),
  gate('lint', ['npx', ['eslint', '.', '--max-warnings=0']]),
  gate('format', ['npx', ['prettier', '--check', '.', '--log-level=warn']]),
  gate('i18n check', ['npx', ['tsx', 'tools/i18n/i18n-check.ts']]),
  gate('import cycles', ['npm', ['run', '--silent', 'lint:cycles']]),
  vitest('unit tests', 'unit'),
  vitest('integration tests', 'integration'),
  vitest('component tests', 'components'),
  vitest('built-site tests', 'built', ['build']),
  vitest('HTTP tests', 'http', ['build']),
  vitest('browser tests', 'browser', ['build']),
  vitest('scanner tests', 'scanner'),
  vitest('spec conformance tests', 'spec', ['build']),
];

/** TEST_GATES="unit tests,lint" runs only those gates (what they need from the others is taken as done). */
const only = process.env.TEST_GATES?.split(',').map((name) => name.trim());
const selected = only ? gates.filter((gate) => only.includes(gate.name)) : gates;
if (selected.length === 0) {
  console.error(`TEST_GATES names no gate: ${gates.map((gate) => gate.name).join(', ')}`);
  process.exit(1);
}

const started = Date.now();
const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`;
const waiting = [...selected];
const passed = new Set(gates.filter((gate) => !selected.includes(gate)).map((gate) => gate.name));
const running = new Map<string, ChildProcess>();
/** Each running gate's control group (tests/harness/cpu-accounting.ts). */
const groups = new Map<string, CpuAccount>();
const runningWeight = () =>
  [...running.keys()].reduce(
    (sum, name) => sum + (gates.find((other) => other.name === name)?.weight ?? 0),
    0,
  );
let stopping = false;
/** The CPU the gates used, where the machine lets it be counted (tests/harness/cpu-accounting.ts). */
let totalCoreSeconds = 0;

/** Busy loops beside the run (TEST_STRESS=1), four per core, until it ends. */
const stress: ChildProcess[] = [];
if (process.env.TEST_STRESS === '1') {
  for (let index = 0; index < 4 * availableParallelism(); index++) {
    stress.push(spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }));
  }
  console.log(`TEST_STRESS: ${stress.length} busy loops beside the run`);
}

/**
 * Kills what is still in a gate's control group, and names it (`pid command`): a server a test
 * started in a process group of its own (nginx, redis-server, PostgreSQL, a production-like
 * stack) is not reached by the signal to the gate's process group.
 */
function killLeftovers(group: CpuAccount | undefined): string[] {
  return (group?.processes() ?? []).flatMap((pid) => {
    try {
      const command = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      process.kill(pid, 'SIGKILL');
      return [`${pid} ${command}`];
    } catch {
      // Already gone.
      return [];
    }
  });
}

/** Stops every running gate with the process group it started, what it left, and the busy loops. */
function stopAll() {
  stopping = true;
  for (const [name, child] of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    killLeftovers(groups.get(name));
  }
  for (const child of stress) child.kill('SIGKILL');
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(code);
  });
}
process.on('exit', () => {
  for (const child of stress) child.kill('SIGKILL');
});

/**
 * What failed in a gate: the files and cases from its vitest JSON report, or else the last lines
 * of its output.
 */
function failures(gate: Gate, output: string): string[] {
  if (gate.project && existsSync(reportFile(gate.project))) {
    const report = JSON.parse(readFileSync(reportFile(gate.project), 'utf8')) as VitestReport;
    const lines = failedCases(report, process.cwd());
    if (lines.length > 0) return lines;
  }
  return output.trimEnd().split('\n').slice(-15);
}

function run(gate: Gate): Promise<void> {
  const [command, args] = gate.command;
  const since = Date.now();
  if (gate.project) rmSync(reportFile(gate.project), { force: true });
  const perCore = gate.project && filesPerCore[gate.project];
  const workers = perCore ? gate.weight * perCore : undefined;
  console.log(
    `=== ${gate.name} started (${elapsed(started)} in${workers ? `, ${workers} workers` : ''}): ` +
      `${command} ${args.join(' ')}`,
  );
  // Its own process group, so a failure elsewhere stops its whole tree (Chromium included).
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
      ...(workers ? { TEST_CHROMIUM_WORKERS: String(workers) } : {}),
    },
  });
  const cpu = cpuAccount(gate.name);
  if (child.pid) cpu.add(child.pid);
  running.set(gate.name, child);
  groups.set(gate.name, cpu);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve, reject) => {
    child.on('close', (code, signal) => {
      running.delete(gate.name);
      groups.delete(gate.name);
      const coreSeconds = cpu.seconds();
      // Whatever outlived the gate's own process: a test that did not stop a server it started.
      const leftovers = killLeftovers(cpu);
      if (leftovers.length > 0 && !stopping) {
        console.log(`=== ${gate.name} left processes running; killed: ${leftovers.join(', ')}`);
      }
      cpu.close();
      if (stopping) return;
      if (coreSeconds !== undefined) totalCoreSeconds += coreSeconds;
      const cost = `${coreSeconds === undefined ? '' : `${coreSeconds.toFixed(0)} core-seconds, `}${load()}`;
      const text = Buffer.concat(output).toString();
      writeFileSync(`${reports}/${gate.name.replace(/\W+/g, '-')}.log`, text);
      console.log(`\n=== ${gate.name}: ${command} ${args.join(' ')}\n${text.trimEnd()}`);
      if (code === 0) {
        console.log(`=== ${gate.name} passed in ${elapsed(since)} (${cost})\n`);
        passed.add(gate.name);
        resolve();
      } else {
        const result = `exit ${code ?? signal}`;
        console.error(`\n=== ${gate.name} FAILED after ${elapsed(since)} (${result}, ${cost})`);
        reject(Object.assign(new Error(gate.name), { failed: failures(gate, text) }));
      }
    });
  });
}

/** Starts waiting gates, in order, whose prerequisites passed and whose weight fits. */
function fill(done: () => void, fail: (error: unknown) => void) {
  for (const gate of [...waiting]) {
    if (!(gate.after ?? []).every((name) => passed.has(name))) continue;
    // A gate heavier than the free cores waits, and so do the gates behind it.
    if (runningWeight() + gate.weight > cores) break;
    waiting.splice(waiting.indexOf(gate), 1);
    run(gate).then(() => fill(done, fail), fail);
  }
  if (waiting.length === 0 && running.size === 0) done();
}

try {
  await new Promise<void>((resolve, reject) => fill(resolve, reject));
} catch (error) {
  stopAll();
  const failed = (error as { failed?: string[] }).failed ?? [];
  console.error(`\nFAILED: ${(error as Error).message} (${elapsed(started)} in)`);
  for (const line of failed) console.error(`  ${line}`);
  process.exit(1);
}
stopAll();

let passedTests = 0;
let failedTests = 0;
for (const { project } of selected) {
  if (!project) continue;
  const report = JSON.parse(readFileSync(reportFile(project), 'utf8'));
  passedTests += report.numPassedTests;
  failedTests += report.numFailedTests;
}
console.log(
  `All checks passed in ${elapsed(started)} (${totalCoreSeconds > 0 ? `${totalCoreSeconds.toFixed(0)} core-seconds counted, ` : ''}${load()}).`,
);
console.log(`${passedTests} passed, ${failedTests} failed`);
