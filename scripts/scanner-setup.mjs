// Set-up for the cookie scanner, run by `npm start` (and `npm test`) before the server starts,
// never by the server: Debian's Chromium (apt-get, as root) and, as root, the unprivileged user
// the engine and its Chromium run as. Debian's Chromium has no setuid sandbox helper; its sandbox
// needs unprivileged user namespaces, checked here as that user. A machine where something is
// missing still serves the site: the scanner then answers 'unavailable' and says why in the log.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { ensureScannerUser, SCANNER_USER } from './system-packages.mjs';

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

if (import.meta.url === `file://${process.argv[1]}`) setUpScanner();
