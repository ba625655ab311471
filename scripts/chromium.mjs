// Debian's Chromium and the flags that keep it quiet on a machine without internet access: one
// list for the browser tests, `npm run bench` and the image scripts.
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
