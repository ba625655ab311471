/**
 * One scan phase in a fresh context of the scan's Chromium (scan-browser.ts), thrown away after
 * it. A phase records what the site sent to a clean browser: cookies, storage keys per frame
 * origin, hosts contacted, and whether a Google Consent Mode `default` command came before the
 * first Google measurement request.
 */
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import {
  advancedMatchingFields,
  carriesConsentState,
  googleConsentOf,
  requestEvidence,
  sessionRecorderOf,
  tcfPurposesGranted,
} from '../../analysis/behaviour';
import { ENGINE_TIMES } from '../../config';
import { inPage, pageCall, type PageErrors } from './page-script.ts';
import type { ScanBrowser } from './scan-browser.ts';
import {
  noBehaviour,
  type BehaviourObservation,
} from '../../../../packages/scanner-contract/report';
import { siteOf } from '../../site';

export { siteOf };

export interface StorageKey {
  area: 'localStorage' | 'sessionStorage';
  origin: string;
  key: string;
}

/** What one phase saw, before classification. */
export interface RawPhase {
  pages: string[];
  cookies: Cookie[];
  storage: StorageKey[];
  /** Requests per host (http, https, ws, wss only). */
  hosts: Map<string, number>;
  consentModeDefaultsFirst: boolean | null;
  behaviour: BehaviourObservation;
  /** Non-http(s) navigations that were stopped (file:, data:, ...). */
  blockedNavigations: string[];
}

const GOOGLE_TAG_HOST =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|googleadservices\.com|googlesyndication\.com)$/;
/** The tag libraries themselves: loading one is not yet a tag firing. */
const GOOGLE_TAG_LOADER = /^\/(gtag\/js|gtm\.js|gtag\/destination)/;

/**
 * Records the first time a Consent Mode `default` command reaches dataLayer, whether pushed by
 * gtag() or directly, and whether dataLayer is created before or after this script.
 */
const consentModeProbe = `(() => {
  const isDefault = (item) => item != null && typeof item === 'object' && item[0] === 'consent' && item[1] === 'default';
  const mark = () => { if (!window.__scanConsentDefaultAt) window.__scanConsentDefaultAt = Date.now(); };
  const wrap = (list) => {
    if (!Array.isArray(list) || list.__scanWrapped) return list;
    for (const item of list) if (isDefault(item)) mark();
    const push = list.push;
    Object.defineProperty(list, '__scanWrapped', { value: true });
    list.push = function (...items) { for (const item of items) if (isDefault(item)) mark(); return push.apply(this, items); };
    return list;
  };
  let current = wrap(window.dataLayer);
  try {
    Object.defineProperty(window, 'dataLayer', { configurable: true, enumerable: true, get: () => current, set: (value) => { current = wrap(value); } });
  } catch {}
})();`;

const gpcProbe = `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, enumerable: true, get: () => true });`;

export interface PhaseOptions {
  /** Where in-page failures of this scan are recorded. */
  errors: PageErrors;
  /** The scan's Chromium, where the phase gets a context of its own. */
  browser: ScanBrowser;
  /** Wall-clock time (ms) by which the whole scan must end. */
  deadline: number;
  /** Global Privacy Control on: `Sec-GPC: 1` and navigator.globalPrivacyControl. */
  gpc?: boolean;
  /** One page load (default 20 s). */
  pageTimeoutMs?: number;
  /** Settles when the scan must stop loading pages (the byte limit was passed). */
  cutOff?: Promise<void>;
  /** Runs on the new context before any page opens (banner scripts). */
  setup?: (context: BrowserContext) => Promise<void>;
}

/**
 * Storage keys kept per phase, and the length of one key (and origin): what a page holds beyond
 * is noise, and the page script itself sends no more than this per area.
 */
const MAX_STORAGE_KEYS = 500;
const MAX_KEY_LENGTH = 200;
/** Links read from one page, and the longest address followed. */
const MAX_LINKS = 500;
const MAX_LINK_LENGTH = 2_048;
/** Entries per behaviour list in one phase: evidence, not a log. */
const MAX_BEHAVIOUR = 20;
/** How long the TCF API gets to answer `getTCData`. */
const TCF_WAIT_MS = 1_000;

/** Adds `entry` to `list` unless an equal one is there or the list is full. */
function addOnce<T>(list: T[], entry: T) {
  const json = JSON.stringify(entry);
  if (list.length < MAX_BEHAVIOUR && !list.some((item) => JSON.stringify(item) === json))
    list.push(entry);
}

export class ScanTimeout extends Error {
  constructor() {
    super('scan time limit reached');
  }
}

/**
 * One phase: a fresh context and its page. Close it when the phase ends: the context and
 * everything the site stored in it go away.
 */
export class PhaseSession {
  pages: string[] = [];
  /** When the last page fired "load". */
  loadedAt = 0;
  readonly hosts = new Map<string, number>();
  readonly blockedNavigations: string[] = [];
  private googleSeen = false;
  /** The open document's first Google measurement hit, and whether it carried a consent state. */
  private documentHit: { at: number; hasConsent: boolean } | null = null;
  /** Hits already seen, without their scheme: Chromium's upgrade to https repeats a hit later. */
  private readonly hitsSeen = new Set<string>();
  /**
   * The Consent Mode order of the documents already left (each read as it was left, like the
   * canvas reads): whether any set defaults, and per document with a Google hit whether its
   * defaults came first.
   */
  private consentOrder = { defaults: false, verdicts: [] as boolean[] };
  private storage = new Map<string, StorageKey>();
  private behaviour = noBehaviour();

  private constructor(
    readonly errors: PageErrors,
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly deadline: number,
    private readonly pageTimeoutMs: number,
    private readonly cutOff: Promise<void>,
  ) {}

  static async open(options: PhaseOptions): Promise<PhaseSession> {
    const context = await options.browser.newContext({ gpc: options.gpc });
    try {
      await context.addInitScript({ content: consentModeProbe });
      await context.addInitScript({ content: pageCall('installCanvasProbe') });
      if (options.gpc) await context.addInitScript({ content: gpcProbe });
      await options.setup?.(context);
      const page = context.pages()[0] ?? (await context.newPage());
      const session = new PhaseSession(
        options.errors,
        context,
        page,
        options.deadline,
        options.pageTimeoutMs ?? ENGINE_TIMES.pageMs,
        options.cutOff ?? new Promise<void>(() => {}),
      );
      session.watch();
      return session;
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  private watch() {
    // Popups and new tabs are closed at once: a scan looks at one page at a time.
    this.context.on('page', (other) => {
      if (other !== this.page) void other.close().catch(() => undefined);
    });
    this.context.on('request', (request) => {
      let url: URL;
      try {
        url = new URL(request.url());
      } catch {
        return;
      }
      if (!/^(https?|wss?):$/.test(url.protocol)) return;
      const host = url.hostname.toLowerCase();
      this.hosts.set(host, (this.hosts.get(host) ?? 0) + 1);
      if (GOOGLE_TAG_HOST.test(host)) {
        this.googleSeen = true;
        if (!GOOGLE_TAG_LOADER.test(url.pathname)) {
          const hit = `${url.host}${url.pathname}${url.search}`;
          if (!this.hitsSeen.has(hit)) {
            this.hitsSeen.add(hit);
            this.documentHit ??= { at: Date.now(), hasConsent: carriesConsentState(url) };
          }
          addOnce(this.behaviour.googleHits, {
            url: requestEvidence(url),
            ...googleConsentOf(url),
          });
        }
      }
      const vendor = sessionRecorderOf(url);
      if (vendor !== null) {
        addOnce(this.behaviour.sessionRecording, { vendor, url: requestEvidence(url) });
      }
      const fields = advancedMatchingFields(url, request.postData());
      if (fields.length > 0) {
        addOnce(this.behaviour.advancedMatching, { url: requestEvidence(url), fields });
      }
    });
    this.page.on('framenavigated', (frame) => {
      const url = frame.url();
      // Chromium's own error page (a refused or failed load) is not a navigation to block.
      if (url === 'about:blank' || /^(https?|chrome-error):/.test(url)) return;
      // file:, data:, blob: ... documents are not the site: stop them.
      this.blockedNavigations.push(url.slice(0, 200));
      if (frame === this.page.mainFrame())
        void this.page.goto('about:blank').catch(() => undefined);
    });
  }

  /** Milliseconds left for one page: 20 s, or less when the scan budget is nearly spent. */
  pageBudget(): number {
    const left = this.deadline - Date.now();
    if (left <= 500) throw new ScanTimeout();
    return Math.min(this.pageTimeoutMs, left);
  }

  /** Opens `url` and lets its scripts settle; returns the final address or the error. */
  async visit(url: string): Promise<{ ok: true; finalUrl: string } | { ok: false; error: Error }> {
    const timeout = this.pageBudget();
    // What the page being left recorded in it goes with it.
    await this.readCanvas();
    await this.keepConsentOrder();
    try {
      // A page cut at the byte limit may never fire "load": stop waiting at the cut.
      const cut = this.cutOff.then(() => {
        throw new Error('response size limit passed');
      });
      cut.catch(() => undefined);
      const response = await Promise.race([
        this.page.goto(url, { waitUntil: 'load', timeout }),
        cut,
      ]);
      this.pages.push(this.page.url());
      this.loadedAt = Date.now();
      await this.settle();
      if (response === null && !/^https?:/.test(this.page.url())) {
        return { ok: false, error: new Error('navigation did not reach the site') };
      }
      return { ok: true, finalUrl: this.page.url() };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  /** Waits for the network to go quiet briefly (tags fire after load), within the budget. */
  async settle(ms = 1_500): Promise<void> {
    const budget = Math.min(ms, Math.max(0, this.deadline - Date.now() - 500));
    await this.page.waitForLoadState('networkidle', { timeout: budget }).catch(() => undefined);
  }

  /** Same-site links on the current page, in document order, without fragments. */
  async sameSiteLinks(site: string, limit: number): Promise<string[]> {
    if (limit <= 0) return [];
    const found = await inPage(this.page, this.errors, 'linkTargets', MAX_LINKS, MAX_LINK_LENGTH);
    const hrefs = found.ok && Array.isArray(found.value) ? found.value : [];
    const seen = new Set(this.pages.map((page) => page.split('#')[0]));
    const links: string[] = [];
    for (const href of hrefs) {
      let url: URL;
      try {
        url = new URL(href);
      } catch {
        continue;
      }
      if (!/^https?:$/.test(url.protocol) || siteOf(url.hostname) !== site) continue;
      url.hash = '';
      const clean = url.toString();
      if (seen.has(clean)) continue;
      seen.add(clean);
      links.push(clean);
      if (links.length >= limit) break;
    }
    return links;
  }

  /** Reads storage keys in every frame of the current page (kept across pages). */
  async readStorage(): Promise<void> {
    for (const frame of this.page.frames()) {
      const found = await inPage(
        frame,
        this.errors,
        'readStorage',
        MAX_STORAGE_KEYS,
        MAX_KEY_LENGTH,
      );
      if (!found.ok) continue;
      const { origin, local, session } = found.value;
      if (typeof origin !== 'string' || !/^https?:/.test(origin) || origin.length > 300) continue;
      for (const [area, keys] of [
        ['localStorage', local],
        ['sessionStorage', session],
      ] as const) {
        if (!Array.isArray(keys)) continue;
        for (const key of keys) {
          if (typeof key !== 'string' || this.storage.size >= MAX_STORAGE_KEYS) continue;
          const capped = key.slice(0, MAX_KEY_LENGTH);
          this.storage.set(`${area} ${origin} ${capped}`, { area, origin, key: capped });
        }
      }
    }
  }

  /** The canvas reads the probe recorded in every frame of the current page (kept across pages). */
  private async readCanvas(): Promise<void> {
    if (this.page.url() === 'about:blank') return;
    for (const frame of this.page.frames()) {
      const found = await inPage(frame, this.errors, 'canvasReads');
      if (!found.ok || !Array.isArray(found.value)) continue;
      for (const read of found.value as unknown[]) {
        const { script, call } = (read ?? {}) as { script?: unknown; call?: unknown };
        if (typeof script !== 'string' || (call !== 'toDataURL' && call !== 'getImageData'))
          continue;
        // An inline script has no address of its own: the page's is the evidence.
        addOnce(this.behaviour.canvasFingerprinting, {
          script: (script || frame.url().split(/[?#]/)[0] || '').slice(0, 300),
          call,
        });
      }
    }
  }

  /**
   * The open document's Consent Mode order: whether it set defaults through dataLayer, and, if it
   * sent a Google hit, whether its defaults came first (or, set without dataLayer, the hit already
   * carried a consent state). Each document is judged on its own: a page reloaded after a choice
   * may not have set its defaults yet when the phase ends, while the page before it had.
   */
  private async consentOrderOfDocument(): Promise<{ defaults: boolean; verdict: boolean | null }> {
    if (this.page.url() === 'about:blank') return { defaults: false, verdict: null };
    const probe = await inPage(this.page, this.errors, 'consentDefaultAt');
    const defaultAt = probe.ok && typeof probe.value === 'number' ? probe.value : null;
    const hit = this.documentHit;
    const verdict = hit === null ? null : defaultAt !== null ? defaultAt <= hit.at : hit.hasConsent;
    return { defaults: defaultAt !== null, verdict };
  }

  /** Keeps the open document's Consent Mode order before it is left. */
  private async keepConsentOrder(): Promise<void> {
    const { defaults, verdict } = await this.consentOrderOfDocument();
    this.consentOrder.defaults ||= defaults;
    if (verdict !== null) this.consentOrder.verdicts.push(verdict);
    this.documentHit = null;
  }

  /** The TCF API of the top page, if any, and the purposes its TC string grants. */
  private async readTcf(): Promise<BehaviourObservation['tcf']> {
    const found = await inPage(this.page, this.errors, 'readTcf', TCF_WAIT_MS);
    if (!found.ok) return null;
    const answer = (await found.value) as unknown as {
      present?: unknown;
      tcString?: unknown;
      purposes?: unknown;
    };
    if (answer?.present !== true) return null;
    const tcString = typeof answer.tcString === 'string' ? answer.tcString : null;
    const decoded = tcString !== null ? tcfPurposesGranted(tcString) : null;
    const fromApi = Array.isArray(answer.purposes)
      ? answer.purposes.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= 24)
      : [];
    return { tcString: tcString !== null, purposesGranted: decoded ?? fromApi };
  }

  /**
   * After a choice only what happens next counts as contacted or visited; cookies stay in the
   * jar (a reject that leaves earlier cookies in place is part of what the report shows).
   */
  startAfterChoice() {
    this.hosts.clear();
    this.storage.clear();
    this.behaviour = noBehaviour();
    this.pages = [];
    // Hits before the choice were judged with the first visit.
    this.consentOrder.verdicts = [];
    this.documentHit = null;
  }

  async collect(): Promise<RawPhase> {
    await this.readStorage();
    await this.readCanvas();
    const tcf = await this.readTcf();
    let cookies: Cookie[] = [];
    try {
      cookies = await this.context.cookies();
    } catch (error) {
      this.errors.record('cookies', error);
    }
    const open = await this.consentOrderOfDocument();
    const verdicts = [
      ...this.consentOrder.verdicts,
      ...(open.verdict === null ? [] : [open.verdict]),
    ];
    // Every document that sent a Google hit set its defaults first; with no hit (the tag loader
    // alone), defaults set anywhere count, and none while Google was contacted is a "no".
    const consentModeDefaultsFirst =
      verdicts.length > 0
        ? verdicts.every(Boolean)
        : this.consentOrder.defaults || open.defaults
          ? true
          : this.googleSeen
            ? false
            : null;
    return {
      pages: [...new Set(this.pages)],
      cookies,
      storage: [...this.storage.values()],
      hosts: new Map(this.hosts),
      consentModeDefaultsFirst,
      behaviour: {
        canvasFingerprinting: [...this.behaviour.canvasFingerprinting],
        sessionRecording: [...this.behaviour.sessionRecording],
        advancedMatching: [...this.behaviour.advancedMatching],
        tcf,
        googleHits: [...this.behaviour.googleHits],
      },
      blockedNavigations: [...this.blockedNavigations],
    };
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }
}
