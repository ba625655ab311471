// Installs the locked dependencies (`npm ci`) when node_modules is missing or older than
// package-lock.json, so `npm start` and `npm test` work on a fresh clone and after a pull that
// changed the lockfile. Node built-ins only and plain JavaScript (typed in JSDoc): it runs before
// anything is installed, tsx included.
// @ts-check
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** @param {string} file @returns {number | null} modified time of a file of the project */
const mtime = (file) => {
  try {
    return statSync(new URL(file, `file://${root}/`)).mtimeMs;
  } catch {
    return null;
  }
};

/** @returns {string | null} why node_modules needs installing, or null when it matches the lockfile */
export function dependenciesStale() {
  const lock = mtime('package-lock.json');
  // npm writes node_modules/.package-lock.json at the end of every install.
  const installed = mtime('node_modules/.package-lock.json');
  if (installed === null) return 'node_modules is missing';
  if (lock !== null && installed < lock) return 'package-lock.json is newer than node_modules';
  return null;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** @param {string[]} args */
const run = (args) =>
  spawnSync(npm, [...args, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });

export function ensureDependencies() {
  const reason = dependenciesStale();
  if (!reason) return;
  console.log(`${reason}: installing the locked dependencies (npm ci)`);
  const result = run(['ci']);
  if (result.status !== 0) {
    console.error('Installing the dependencies failed: see the npm output above.');
    process.exit(result.status || 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDependencies();
