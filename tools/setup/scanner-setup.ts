// Set-up for the cookie scanner, run by `npm start` (and `npm test`) before the server starts,
// never by the server: Debian's Chromium (apt-get, as root) and, as root, the unprivileged user
// the engine and its Chromium run as. Debian's Chromium has no setuid sandbox helper; its sandbox
// needs unprivileged user namespaces, checked here as that user. A machine where something is
// missing still serves the site: the scanner then answers 'unavailable' and says why in the log.
import { spawnSync } from 'node:child_process';
import { chmodSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.ts';
import { SCANNER_USER } from '../../server/system/scanner-user.ts';
import { ensureScannerUser } from './system-packages.ts';

export function setUpScanner() {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.warn(`Cookie scanner: ${error instanceof Error ? error.message : error}`);
    return false;
  }
  if (process.getuid?.() !== 0) return true;
  if (!ensureScannerUser()) {
    console.warn(`Cookie scanner: could not create the system user ${SCANNER_USER}.`);
    return false;
  }
  openPathToProject();
  const userns = spawnSync(
    'setpriv',
    ['--reuid', SCANNER_USER, '--regid', SCANNER_USER, '--clear-groups', 'unshare', '-U', 'true'],
    { stdio: 'ignore' },
  );
  if (userns.status !== 0) {
    console.warn(
      "Cookie scanner: unprivileged user namespaces are off, so Chromium's sandbox cannot start " +
        '(sysctl kernel.unprivileged_userns_clone=1, or user.max_user_namespaces > 0).',
    );
    return false;
  }
  return true;
}

/**
 * The engine runs the project's own code as the scanner's user, so that user must be able to reach
 * it. A checkout under a private folder (/root is 0700) is not reachable: give each folder above
 * the project the search bit for others (enter, not list), and say so.
 */
function openPathToProject() {
  const project = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  for (let folder = project; ; folder = path.dirname(folder)) {
    const { mode } = statSync(folder);
    if ((mode & 0o001) === 0) {
      chmodSync(folder, (mode & 0o7777) | 0o001);
      console.log(`Cookie scanner: ${folder} may now be entered (not listed) by ${SCANNER_USER}.`);
    }
    if (folder === path.dirname(folder)) break;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) setUpScanner();
