// The one place that knows where Chromium is, and the flags that keep it quiet on a machine without
// internet access: one path and one list for the browser tests, `npm run bench` and the image
// scripts. `npm test` calls ensureChromium() first, so a fresh machine gets one or a clear reason.
import { aptInstall, executable } from './system-packages.ts';

const candidates = () => [
  process.env.CHROMIUM_PATH,
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** The first Chromium or Chrome found (an explicit CHROMIUM_PATH/CHROME_PATH wins), or null. */
export function findChromium() {
  const explicit = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (explicit) return explicit;
  return candidates().find((file) => file && executable(file)) ?? null;
}

export const chromiumPath = findChromium() ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
