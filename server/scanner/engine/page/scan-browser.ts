/**
 * The scan's one Chromium: launched once per scan, every connection through the filtering proxy,
 * and a fresh off-the-record context per phase, closed when the phase ends. Starting a Chromium
 * costs seconds of CPU (three at once, on a busy machine, ten seconds each); a context costs a
 * fraction of one, and shares nothing with the others: cookies, storage, cache and connections
 * are its own, and nothing of it is written to disk.
 *
 * Off-the-record contexts block third-party cookies by Chromium's default, which a visitor's
 * window does not: the browser starts on a profile whose preferences allow them, and its
 * off-the-record contexts read that preference through (a visitor's ad-server cookies are seen).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../system/chromium.ts';
import type { ProxyCredentials } from '../proxy/filtering-proxy';
import { SCAN_VIEWPORT } from '../../../../packages/scanner-contract/report';

/** A visitor's screen around the scan's window (the viewport). */
const VISITOR_SCREEN = { width: 1920, height: 1080 } as const;

/**
 * True only with the test-only SCANNER_UNSAFE_NO_SANDBOX=1: Chromium cannot keep its sandbox when
 * run as root, which the in-process engine tests are. The scanner itself runs Chromium as an
 * unprivileged user with the sandbox on (engine-supervisor.ts).
 */
export const unsafeNoSandbox = () => process.env.SCANNER_UNSAFE_NO_SANDBOX === '1';

export class BrowserUnavailable extends Error {}

/**
 * Chromium's flags beyond the proxy: it can reach nothing but the proxy. The shared flags lose
 * `--no-sandbox` unless the test-only variable asks for it.
 */
function browserArgs(secureOrigins: string[]): string[] {
  const sandboxed = !unsafeNoSandbox();
  return [
    ...chromiumArgs.filter((arg) => !(sandboxed && arg === '--no-sandbox')),
    // Loopback goes through the proxy too (Playwright's own default can be turned off by an
    // environment variable; this flag cannot).
    '--proxy-bypass-list=<-loopback>',
    ...(secureOrigins.length > 0
      ? [`--unsafely-treat-insecure-origin-as-secure=${secureOrigins.join(',')}`]
      : []),
    // Chromium never resolves a name itself (no DNS prefetch, no lookups around the proxy).
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    // WebRTC could open UDP around an HTTP proxy.
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    // No `navigator.webdriver`: sites that hide their banner from automation show it.
    '--disable-blink-features=AutomationControlled',
  ];
}

let visitorAgent: Promise<string | undefined> | null = null;

/**
 * The user agent of this Chromium as an ordinary window presents it: headless Chromium says
 * "HeadlessChrome/<version>", which sites read to hide their banner from bots. Chromium's own
 * reduced form (major version only) with "Chrome"; the client hints (brands) already match it.
 * Undefined, Chromium's own, when its version cannot be read.
 */
export function visitorUserAgent(): Promise<string | undefined> {
  visitorAgent ??= new Promise((resolve) => {
    execFile(chromiumPath, ['--version'], { timeout: 30_000 }, (error, stdout) => {
      const major = /(\d+)\.\d+\.\d+\.\d+/.exec(stdout ?? '')?.[1];
      resolve(
        error || !major
          ? undefined
          : `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`,
      );
    });
  });
  return visitorAgent;
}

/**
 * A new profile in a temporary folder whose preferences allow third-party cookies, as a
 * visitor's browser does (its off-the-record contexts read them through). Deleted with the
 * browser.
 */
async function visitorProfile(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cookie-scan-'));
  await mkdir(path.join(dir, 'Default'));
  await writeFile(
    path.join(dir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  );
  return dir;
}

export interface ScanBrowserOptions {
  /** The filtering proxy every connection goes through, and its credentials. */
  proxy: { port: number; credentials: ProxyCredentials };
  /**
   * Plain-http origins the browser treats as secure, as it treats localhost (test fixtures only:
   * their ad server sets `Secure; SameSite=None` cookies as a real one does over https).
   */
  secureOrigins?: string[];
}

/** The scan's Chromium; `newContext` gives each phase its own. */
export class ScanBrowser {
  private constructor(
    private readonly launched: BrowserContext,
    private readonly browser: Browser,
    private readonly profile: string,
    private readonly userAgent: string | undefined,
  ) {}

  static async launch(options: ScanBrowserOptions): Promise<ScanBrowser> {
    const [profile, userAgent] = await Promise.all([visitorProfile(), visitorUserAgent()]);
    let launched: BrowserContext;
    try {
      launched = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        headless: true,
        chromiumSandbox: !unsafeNoSandbox(),
        args: browserArgs(options.secureOrigins ?? []),
        // The contexts take the browser's proxy, and Playwright answers its challenge with these.
        proxy: { server: `http://127.0.0.1:${options.proxy.port}`, ...options.proxy.credentials },
        serviceWorkers: 'block',
        acceptDownloads: false,
      });
    } catch (error) {
      await rm(profile, { recursive: true, force: true });
      throw new BrowserUnavailable(error instanceof Error ? error.message : String(error));
    }
    const browser = launched.browser();
    if (!browser) {
      await launched.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
      throw new BrowserUnavailable('Chromium gave no browser for its profile');
    }
    return new ScanBrowser(launched, browser, profile, userAgent);
  }

  /** A fresh off-the-record context as a visitor's window: its size, screen, language, zone. */
  newContext(options: { gpc?: boolean } = {}): Promise<BrowserContext> {
    return this.browser.newContext({
      viewport: SCAN_VIEWPORT,
      screen: VISITOR_SCREEN,
      userAgent: this.userAgent,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
      serviceWorkers: 'block',
      acceptDownloads: false,
      extraHTTPHeaders: options.gpc ? { 'Sec-GPC': '1' } : {},
    });
  }

  /** Closes Chromium (and every context left) and deletes its profile. */
  async close(): Promise<void> {
    await this.launched.close().catch(() => undefined);
    await rm(this.profile, { recursive: true, force: true }).catch(() => undefined);
  }
}
