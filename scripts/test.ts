// `npm test`: every gate in order, stopping at the first failure. On a fresh machine (npm test has
// installed the locked dependencies with scripts/ensure-deps.mjs) it first finds (or, as root on
// Debian/Ubuntu, installs) Chromium, nginx with openssl for the deploy recipe's test, redis-server
// for the scanner's Redis test, and unzip for the scanner's evidence archives.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium } from './chromium.ts';
import { setUpScanner } from './scanner-setup.ts';
import { ensureNginx, ensureRedis, ensureUnzip } from './system-packages.ts';

try {
  console.log(`Chromium: ${ensureChromium()}`);
  console.log(`nginx: ${ensureNginx()}`);
  console.log(`redis-server: ${ensureRedis()}`);
  console.log(`unzip: ${ensureUnzip()}`);
  if (!setUpScanner()) throw new Error("The cookie scanner's set-up failed: see above.");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// Each vitest run also writes a JSON report, so the closing line can count every test.
const reports = 'tests/.artifacts';
mkdirSync(reports, { recursive: true });
const vitest = (project: string) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${project}.json`,
];

const steps: [name: string, command: string, args: string[]][] = [
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['import cycles', 'npm', ['run', '--silent', 'lint:cycles']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
  ['i18n check', 'npx', ['tsx', 'scripts/i18n-check.ts']],
  ['unit tests', 'npx', vitest('unit')],
  ['component tests', 'npx', vitest('components')],
  ['scanner tests', 'npx', vitest('scanner')],
  ['build', 'npx', ['tsx', 'scripts/build.ts']],
  ['built-site tests', 'npx', vitest('built')],
  ['HTTP tests', 'npx', vitest('http')],
  ['browser tests', 'npx', vitest('browser')],
  ['spec conformance tests', 'npx', vitest('spec')],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(
      `\n=== ${name} FAILED after ${seconds}s (exit ${result.status ?? result.signal})`,
    );
    process.exit(result.status || 1);
  }
  console.log(`=== ${name} passed in ${seconds}s`);
}
let passed = 0;
let failed = 0;
for (const project of ['unit', 'components', 'scanner', 'built', 'http', 'browser', 'spec']) {
  const report = JSON.parse(readFileSync(`${reports}/${project}.json`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
console.log('\nAll checks passed.');
console.log(`${passed} passed, ${failed} failed`);
