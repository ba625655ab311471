/**
 * One scan by the peer, @slashgear/gdpr-cookie-scanner, for `npm run bench:scanner`. It needs
 * Node 24, so the bench runs this file with the Node 24 it installed (which strips the types):
 *
 *   <node 24> tools/bench/bench-scanner-peer.ts <install folder> <url> <chromium>
 *
 * and reads the last line it prints: `BENCH_PEER_RESULT {json}` (PeerOutput in
 * bench-scanner-report.ts).
 *
 * The package launches Playwright's own Chromium and has no option or variable for another, and
 * Playwright's browser downloads cannot run here: so this wraps `chromium.launch` of the very
 * Playwright module the package imports, adding Debian's Chromium as `executablePath`. The same
 * wrapper keeps the browser on loopback (below) and records each request a page tried beyond loopback.
 * The package's own Node code sends nothing (its cookie and tracker lists ship inside it).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, url, chromiumPath] = process.argv.slice(2);
if (!folder || !url || !chromiumPath) {
  console.error('usage: bench-scanner-peer.ts <install folder> <url> <chromium>');
  process.exit(2);
}

const load = (file: string) => import(pathToFileURL(path.join(folder, 'node_modules', file)).href);
const { chromium } = await load('playwright/index.mjs');
const { scan } = await load('@slashgear/gdpr-cookie-scanner/dist/index.js');

/**
 * Loopback only, as our engine's Chromium (browser-session.ts): no name resolves, requests beyond
 * loopback go to a closed proxy port, and WebRTC sends no UDP around it.
 */
const loopbackOnly = [
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  '--proxy-server=http://127.0.0.1:9',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);
const outside: string[] = [];
const onRequest = (request: { url(): string }) => {
  const target = new URL(request.url());
  if (/^(https?|wss?):$/.test(target.protocol) && !loopbackHosts.has(target.hostname)) {
    outside.push(target.href);
  }
};

const launch = chromium.launch.bind(chromium);
chromium.launch = async (options: { args?: string[] } = {}) => {
  const browser = await launch({
    ...options,
    executablePath: chromiumPath,
    args: [...(options.args ?? []), ...loopbackOnly],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: unknown[]) => {
    const context = await newContext(...args);
    context.on('request', onRequest);
    return context;
  };
  return browser;
};

const cookieNames = (cookies: { name: string }[]) => cookies.map((cookie) => cookie.name);

const started = performance.now();
// The sites are Turkish; the package's label patterns cover every language it knows whatever
// the locale. Its default navigation timeout (30 s).
const result = await scan(url, { locale: 'tr-TR' });
const ms = Math.round(performance.now() - started);

console.log(
  `BENCH_PEER_RESULT ${JSON.stringify({
    ms,
    detected: result.modal.detected,
    buttons: result.modal.buttons.map((button: { type: string; text: string }) => ({
      type: button.type,
      text: button.text,
    })),
    errors: result.errors,
    cookiesBeforeInteraction: cookieNames(result.cookiesBeforeInteraction),
    cookiesAfterReject: cookieNames(result.cookiesAfterReject),
    cookiesAfterAccept: cookieNames(result.cookiesAfterAccept),
    outside,
  })}`,
);
