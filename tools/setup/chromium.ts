// Set-up: a Chromium for the browser tests and the scanner. `npm test` calls ensureChromium()
// first, so a fresh machine gets one or a clear reason. Where one is found:
// server/system/chromium.ts.
import { findChromium } from '../../server/system/chromium.ts';
import { executable } from '../../server/system/executable.ts';
import { aptInstall } from './system-packages.ts';

/**
 * Returns a Chromium path: one already there, else (as root on Debian or Ubuntu) Debian's
 * `chromium` installed with apt-get. Anywhere else it throws one sentence saying how to get one.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found && executable(found)) return found;
  if (found) {
    throw new Error(`CHROME_PATH (or CHROMIUM_PATH) is ${found}, which is not an executable.`);
  }
  if (aptInstall(['chromium'])) {
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'The browser tests need Chromium or Google Chrome: install it (Debian/Ubuntu: ' +
      '`sudo apt-get install chromium`) or set CHROME_PATH to its executable.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
