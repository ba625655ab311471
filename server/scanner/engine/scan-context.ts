/**
 * What every phase of one scan is given: the time budget, the filtering proxy, a factory of fresh
 * browsers, progress and screenshot callbacks, and the caller's abort signal. A phase opens a
 * `PhaseScope` of its own: its browsers, its in-page failures and the limits it hit are its own,
 * so phases that run side by side share nothing they write.
 */
import type { EngineTimes } from '../config';
import { Autoconsent } from './autoconsent/autoconsent';
import type { FilteringProxy } from './proxy/filtering-proxy';
import { PhaseSession } from './page/browser-session';
import { ScanBrowser } from './page/scan-browser';
import { PageErrors } from './page/page-script.ts';
import { captureScreen } from './page/screenshot.ts';
import type {
  ScanErrorCode,
  ScanLimitCode,
  ScanPhase,
  StoryPhase,
} from '../../../packages/scanner-contract/report';

/** A scan that could not produce a report, with the code the page translates. */
export class ScanError extends Error {
  constructor(
    readonly code: ScanErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'ScanError';
  }
}

/** The scan's clock: its deadline and the waits derived from it. */
export class ScanBudget {
  readonly deadline: number;

  constructor(
    readonly started: number,
    scanTimeoutMs: number,
    readonly times: EngineTimes,
    private readonly signal: AbortSignal,
  ) {
    this.deadline = started + scanTimeoutMs;
  }

  timeLeft(): number {
    return this.deadline - Date.now();
  }

  /** A wait of at most `ms`, never past the scan budget (less a second to wrap up). */
  waitFor(ms: number): number {
    return this.signal.aborted ? 0 : Math.min(ms, Math.max(0, this.timeLeft() - 1_000));
  }

  /** What is left of the banner wait since the session's page loaded (its settling counts). */
  bannerWait(session: PhaseSession): number {
    return Math.max(500, this.times.bannerWaitMs - (Date.now() - session.loadedAt));
  }
}

type BrowserOptions = Pick<Parameters<typeof PhaseSession.open>[0], 'gpc' | 'setup'>;

/**
 * Opens every phase's browser of the scan, each a fresh context of the scan's one Chromium (started
 * with the first, every connection through the proxy), and closes them all, Chromium last, when
 * the scan is aborted or over.
 */
export class BrowserFactory {
  private readonly sessions: PhaseSession[] = [];
  /** Browsers still starting: the scan's end waits for them, then closes them too. */
  private readonly starting = new Set<Promise<PhaseSession>>();
  private chromium: Promise<ScanBrowser> | null = null;
  private closed = false;

  constructor(
    private readonly proxy: FilteringProxy,
    private readonly budget: ScanBudget,
    private readonly settings: { allowHosts: Set<string>; pageTimeoutMs: number },
    private readonly signal: AbortSignal,
  ) {}

  async open(errors: PageErrors, options: BrowserOptions = {}): Promise<PhaseSession> {
    // A phase still going after the scan ended (another one failed it) starts nothing more.
    if (this.closed) throw new Error('the scan is over');
    this.chromium ??= ScanBrowser.launch({
      proxy: this.proxy,
      secureOrigins: [...this.settings.allowHosts].map((hostPort) => `http://${hostPort}`),
    });
    const starting = this.chromium.then((browser) =>
      PhaseSession.open({
        ...options,
        browser,
        deadline: this.budget.deadline,
        errors,
        pageTimeoutMs: this.settings.pageTimeoutMs,
        cutOff: this.proxy.limitReached,
      }),
    );
    this.starting.add(starting);
    const session = await starting.finally(() => this.starting.delete(starting));
    this.sessions.push(session);
    // A browser opened ahead for a later phase can finish starting after the scan has ended.
    if (this.signal.aborted || this.closed) await session.close();
    return session;
  }

  /**
   * Closes every browser opened so far and any still starting (an abort, the last resort past the
   * budget, the end).
   */
  async closeAll(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.starting]);
    await Promise.all(this.sessions.map((session) => session.close()));
    const chromium = await this.chromium?.catch(() => null);
    await chromium?.close();
  }
}

export interface ScanContext {
  readonly budget: ScanBudget;
  readonly times: EngineTimes;
  readonly proxy: FilteringProxy;
  readonly browsers: BrowserFactory;
  readonly signal: AbortSignal;
  /** Same-site pages visited after the given one. */
  readonly maxExtraPages: number;
  readonly progress: (phase: ScanPhase) => void;
  /** Receives the screenshots for the evidence (when the caller asked for them). */
  readonly onScreenshot?: (shot: { phase: StoryPhase; jpeg: Buffer }) => void;
}

/** A phase's scope and its browser, opened before the phase starts (while earlier ones wait). */
export interface OpenedPhase {
  readonly scope: PhaseScope;
  readonly session: PhaseSession;
  readonly autoconsent: Autoconsent | null;
}

/**
 * Starts opening a phase's browser now; the phase awaits it when it starts. A browser that is not
 * used (the phase does not run, the scan ended first) is closed with the scan's.
 */
export function openAhead(
  context: ScanContext,
  options: { autoconsent: boolean; gpc?: boolean },
): Promise<OpenedPhase> {
  const scope = new PhaseScope(context);
  const opening = options.autoconsent
    ? scope.openWithAutoconsent()
    : scope.open({ gpc: options.gpc }).then((session) => ({ session, autoconsent: null }));
  const opened = opening.then(({ session, autoconsent }) => ({ scope, session, autoconsent }));
  // Its failure is the phase's to report, when the phase runs; until then it is not unhandled.
  opened.catch(() => undefined);
  return opened;
}

/** One phase's own browsers, in-page failures and limits. */
export class PhaseScope {
  readonly errors = new PageErrors();
  private readonly sessions: PhaseSession[] = [];
  private readonly hit = new Set<ScanLimitCode>();

  constructor(private readonly context: ScanContext) {}

  async open(options: BrowserOptions = {}): Promise<PhaseSession> {
    const session = await this.context.browsers.open(this.errors, options);
    this.sessions.push(session);
    return session;
  }

  /** A browser with autoconsent installed before any page opens. */
  async openWithAutoconsent(): Promise<{ session: PhaseSession; autoconsent: Autoconsent | null }> {
    let autoconsent: Autoconsent | null = null;
    const session = await this.open({
      setup: async (context) => {
        autoconsent = await Autoconsent.install(context, this.errors);
      },
    });
    return { session, autoconsent: autoconsent as Autoconsent | null };
  }

  /** Closes this phase's browsers as soon as it ends (the scan's end closes any left). */
  async close(): Promise<void> {
    await Promise.all(this.sessions.map((session) => session.close()));
  }

  limit(code: ScanLimitCode): void {
    this.hit.add(code);
  }

  /** The screen as the visitor saw it at this point, handed over for the evidence. */
  async screenshot(phase: StoryPhase, session: PhaseSession): Promise<void> {
    const { onScreenshot, signal, budget } = this.context;
    if (!onScreenshot || signal.aborted || budget.timeLeft() < 2_000) return;
    const taken = await captureScreen(session.page);
    if (taken.ok) onScreenshot({ phase, jpeg: taken.jpeg });
    else this.hit.add(taken.code);
  }

  /**
   * The limits this phase hit: its own, a navigation its browsers stopped, and a failure of our
   * own in-page code (what it looked for may be missing from the report).
   */
  limitsHit(): ScanLimitCode[] {
    const codes = new Set(this.hit);
    if (this.sessions.some((session) => session.blockedNavigations.length > 0))
      codes.add('navigation-blocked');
    if (this.errors.messages.length > 0) codes.add('page-script-error');
    if (this.errors.unanswered > 0) codes.add('frame-unresponsive');
    return [...codes];
  }
}
