// The one place that knows where Chromium is, and the flags that keep it quiet on a machine without
// internet access: one path and one list for the scanner, the browser tests, `npm run bench` and
// the image scripts. Installing one is set-up's job (tools/setup/chromium.ts).
import { executable } from './executable.ts';

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
