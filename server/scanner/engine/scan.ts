/**
 * One scan, phase by phase: a first visit without interaction (the given page and a few same-site
 * pages), the banner, "reject" in that same context, "accept" in a fresh one, a Global Privacy
 * Control visit in another, then classification and findings. Every connection goes through the
 * filtering proxy; each context is thrown away after its phase; the whole scan has 60 s
 * (config.ts engineTimes).
 */
import { parseAllowHosts } from './proxy/address-policy';
import {
  Autoconsent,
  clickGenericChoice,
  findGenericChoices,
  type GenericChoices,
} from './phases/banner';
import {
  BrowserUnavailable,
  PhaseSession,
  ScanTimeout,
  siteOf,
  type RawPhase,
} from './page/browser-session';
import { classify, trackerOwner } from '../analysis/classify';
import { engineTimes, inputProbeEnabled } from '../config';
import { unknownCookieShare } from '../analysis/coverage';
import {
  startFilteringProxy,
  type FilteringProxy,
  type FilteringProxyOptions,
} from './proxy/filtering-proxy';
import {
  cookieSinceChoice,
  storageSinceChoice,
  takeChoiceSnapshot,
  type ChoiceSnapshot,
} from './phases/choice-snapshot';
import { deriveFindings } from '../analysis/findings';
import { runInputProbe } from './phases/input-probe-run';
import { PageErrors } from './page/page-script.ts';
import { comparePolicy, findPolicyLink, readPolicy } from './phases/policy-check';
import {
  isNonEssential,
  type BannerDetection,
  type CookiePolicyCheck,
  type PhaseObservation,
  type RunScan,
  type ScanErrorCode,
  type ScanLimitCode,
  type ScanReport,
  type ScanStep,
  type StoryPhase,
} from '../../../src/scanner-contract/report';
import { limitReport } from '../../../src/scanner-contract/report-limits';
import { captureScreen } from './page/screenshot.ts';
import { parseScanUrl } from '../api/url-input';

export interface ScanEngineOptions {
  /** Test-only `host:port` pairs let through (default: SCANNER_ALLOW_HOSTS). */
  allowHosts?: Set<string>;
  /** Same-site pages visited after the given one (default: SCANNER_MAX_EXTRA_PAGES or 4). */
  maxExtraPages?: number;
  /** The whole scan (default 60 s; config.ts engineTimes). */
  scanTimeoutMs?: number;
  /** One page load (default 20 s; config.ts engineTimes). */
  pageTimeoutMs?: number;
  /** Response bytes over the whole scan (default SCANNER_MAX_BYTES or 50 MB). */
  maxResponseBytes?: number;
  /** Types marked values into the given page's fields (default: SCANNER_INPUT_PROBE, on). */
  inputProbe?: boolean;
  /** Name resolution for the proxy (tests: loopback only). */
  lookup?: FilteringProxyOptions['lookup'];
}

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

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

const BANNER_POLL_MS = 500;

/** A phase's observation; `beforeChoice` marks, after reject, what the site did after the click. */
function observe(raw: RawPhase, site: string, beforeChoice?: ChoiceSnapshot): PhaseObservation {
  return {
    pages: raw.pages,
    cookies: raw.cookies.map((cookie) => ({
      name: cookie.name,
      domain: cookie.domain,
      path: cookie.path,
      expires: cookie.expires > 0 ? Math.round(cookie.expires) : null,
      secure: cookie.secure,
      httpOnly: cookie.httpOnly,
      sameSite: cookie.sameSite ?? null,
      thirdParty: siteOf(cookie.domain) !== site,
      ...classify(cookie.name, cookie.domain),
      ...(beforeChoice && { sinceChoice: cookieSinceChoice(beforeChoice, cookie) }),
    })),
    storage: raw.storage.map((item) => ({
      area: item.area,
      origin: item.origin,
      key: item.key,
      ...classify(item.key, new URL(item.origin).hostname),
      ...(beforeChoice && { sinceChoice: storageSinceChoice(beforeChoice, item) }),
    })),
    hosts: [...raw.hosts].map(([host, requests]) => {
      const owner = trackerOwner(host);
      return { host, thirdParty: siteOf(host) !== site, tracker: owner !== null, owner, requests };
    }),
    consentModeDefaultsFirst: raw.consentModeDefaultsFirst,
    behaviour: raw.behaviour,
  };
}

/** True when the proxy refused the host:port of `url` (the page itself, not a subresource). */
function refusedAddress(proxy: FilteringProxy, url: string): boolean {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  return proxy.refusals.some(
    (refusal) =>
      refusal.host === host &&
      refusal.port === port &&
      (refusal.reason === 'blocked-address' || refusal.reason === 'port'),
  );
}

/** Why the given page could not be opened. */
function failureCode(error: Error, proxy: FilteringProxy, url: string): ScanErrorCode {
  if (proxy.limitHit()) return 'too-large';
  if (error instanceof ScanTimeout || /timeout/i.test(error.message)) return 'timeout';
  // The page or an address it redirected to was refused by the address policy.
  if (
    refusedAddress(proxy, url) ||
    proxy.refusals.some(
      (refusal) => refusal.reason === 'blocked-address' || refusal.reason === 'port',
    )
  ) {
    return 'blocked-address';
  }
  return 'unreachable';
}

export function createRunScan(options: ScanEngineOptions = {}): RunScan {
  const allowHosts = options.allowHosts ?? parseAllowHosts(process.env.SCANNER_ALLOW_HOSTS);
  const maxExtraPages = options.maxExtraPages ?? envNumber('SCANNER_MAX_EXTRA_PAGES', 4);
  const times = engineTimes();
  const scanTimeoutMs = options.scanTimeoutMs ?? times.scanMs;
  const pageTimeoutMs = options.pageTimeoutMs ?? times.pageMs;
  const inputProbeOn = options.inputProbe ?? inputProbeEnabled();

  return async (input, { id, onProgress, onScreenshot, signal }) => {
    const started = Date.now();
    const deadline = started + scanTimeoutMs;
    const parsed = parseScanUrl(input, allowHosts);
    if (!parsed.ok) throw new ScanError('blocked-address', parsed.reason);
    const url = parsed.url;
    signal.throwIfAborted();

    const proxy = await startFilteringProxy({
      allowHosts,
      // Unset: the proxy's caps from the environment (config.ts proxyLimits).
      maxResponseBytes: options.maxResponseBytes,
      socketTimeoutMs: pageTimeoutMs,
      lookup: options.lookup,
    });
    const sessions: PhaseSession[] = [];
    const errors = new PageErrors();
    const stop = () => {
      for (const session of sessions) void session.close();
    };
    signal.addEventListener('abort', stop, { once: true });
    // The last resort for a phase stuck past the budget: closing the browsers ends every wait.
    const hardStop = setTimeout(stop, scanTimeoutMs + 5_000);
    const open = async (
      phase: Omit<Parameters<typeof PhaseSession.open>[0], 'proxy' | 'errors'>,
    ) => {
      const session = await PhaseSession.open({
        ...phase,
        errors,
        proxy,
        secureOrigins: [...allowHosts].map((hostPort) => `http://${hostPort}`),
        pageTimeoutMs,
        cutOff: proxy.limitReached,
      });
      sessions.push(session);
      if (signal.aborted) await session.close();
      return session;
    };
    const limitsHit = new Set<ScanLimitCode>();
    /** Steps cut short by the time budget or by frames that did not answer (report `notRun`). */
    const notRun = new Set<ScanStep>();
    const timeLeft = () => deadline - Date.now();
    /** The screen as the visitor saw it at this point, handed over for the evidence. */
    const keepScreen = async (phase: StoryPhase, session: PhaseSession) => {
      if (!onScreenshot || signal.aborted || timeLeft() < 2_000) return;
      const taken = await captureScreen(session.page);
      if (taken.ok) onScreenshot({ phase, jpeg: taken.jpeg });
      else limitsHit.add(taken.code);
    };
    /** A wait of at most `ms`, never past the scan budget (less a second to wrap up). */
    /** What is left of the banner wait since the session's page loaded (its settling counts). */
    const bannerWait = (session: PhaseSession) =>
      Math.max(500, times.bannerWaitMs - (Date.now() - session.loadedAt));
    const waitFor = (ms: number) =>
      signal.aborted ? 0 : Math.min(ms, Math.max(0, timeLeft() - 1_000));
    /** The generic choices, looked for again until a control shows or the late-banner limit. */
    const genericChoicesOf = async (session: PhaseSession): Promise<GenericChoices> => {
      for (;;) {
        const choices = await findGenericChoices(session.page, errors);
        const sinceLoad = Date.now() - session.loadedAt;
        if (choices.reject !== null || choices.accept !== null) return choices;
        const left = waitFor(times.lateBannerMs - sinceLoad);
        if (left <= 0) return choices;
        await new Promise((resolve) => setTimeout(resolve, Math.min(BANNER_POLL_MS, left)));
      }
    };

    try {
      // 1. First visit, no interaction: the given page.
      onProgress('opening');
      let firstAutoconsent: Autoconsent | null = null;
      const first = await open({
        deadline,
        setup: async (context) => {
          firstAutoconsent = await Autoconsent.install(context, errors);
        },
      });
      const landing = await first.visit(url);
      signal.throwIfAborted();
      if (!landing.ok) {
        throw new ScanError(failureCode(landing.error, proxy, url), landing.error.message);
      }
      const finalUrl = landing.finalUrl;
      // A plain-http redirect to a refused address ends on the proxy's own 403 page.
      if (refusedAddress(proxy, finalUrl)) throw new ScanError('blocked-address', finalUrl);
      const site = siteOf(new URL(finalUrl).hostname);

      // 2. The banner, on the given page while it is open (autoconsent started with the page).
      onProgress('banner');
      const autoconsent = firstAutoconsent as Autoconsent | null;
      await autoconsent?.waitForVerdict(waitFor(bannerWait(first)));
      signal.throwIfAborted();
      // A rule's match; it names the CMP unless it matched a library several products share.
      const ruleFound = autoconsent?.popup != null;
      let generic: GenericChoices = ruleFound
        ? await findGenericChoices(first.page, errors)
        : await genericChoicesOf(first);
      const genericFound = generic.reject !== null || generic.accept !== null;
      const banner: BannerDetection = {
        found: ruleFound || genericFound,
        method: ruleFound ? 'cmp-rule' : genericFound ? 'generic' : null,
        cmp: autoconsent?.popup?.cmp ?? null,
        rejectOnFirstLayer: null,
        rejectLabel: generic.reject,
        acceptLabel: generic.accept,
      };
      // No banner, but a frame never answered the search: the search did not finish, so neither
      // "no banner" nor the choices can be told.
      if (!banner.found && errors.unanswered > 0) {
        for (const step of ['banner', 'reject', 'accept'] as const) notRun.add(step);
      }
      // The first screen with the banner as it appeared, before anything is clicked.
      await keepScreen('firstVisit', first);

      // The site's cookie policy, linked from the banner or the page; read in the GPC browser.
      const policyLink = await findPolicyLink(first.page, site, errors);
      let policyText: string | null = null;

      // The same-site pages linked from it, still without a choice.
      for (const link of await first.sameSiteLinks(site, maxExtraPages)) {
        if (timeLeft() < times.reserveForChoicesMs) {
          limitsHit.add('pages-skipped');
          break;
        }
        const visited = await first.visit(link);
        if (!visited.ok) limitsHit.add('page-failed');
      }
      const firstRaw = await first.collect();
      signal.throwIfAborted();

      // 3. Reject, in the same browser, back on the given page (as a visitor would).
      let afterRejectRaw: RawPhase | null = null;
      let beforeChoice: ChoiceSnapshot | undefined;
      const unansweredBeforeReject = errors.unanswered;
      if (banner.found) {
        onProgress('rejecting');
        // Back to the given page only when there is a reject to use there.
        if (first.pages.length > 1 && (ruleFound || generic.reject !== null)) {
          autoconsent?.reset();
          await first.visit(finalUrl);
          if (ruleFound) await autoconsent?.waitForVerdict(waitFor(bannerWait(first)));
          if (generic.reject !== null) generic = await genericChoicesOf(first);
        }
        // What the browser holds just before the click: after it, the same browser still has
        // everything the first visit wrote, which is not what the reject did.
        const beforeClick = await first.collect();
        beforeChoice = takeChoiceSnapshot(beforeClick.cookies, beforeClick.storage);
        // From here on, what the page requests or stores counts as after the choice: requests and
        // cookies the click itself causes belong to the reject.
        first.startAfterChoice();
        let rejected = false;
        let cmpClicks: number | null = null;
        if (autoconsent?.popup) {
          const result = await autoconsent.optOut(waitFor(times.choiceWaitMs));
          rejected = result.ok;
          cmpClicks = result.clicks;
        }
        if (!rejected && generic.reject !== null) {
          rejected = await clickGenericChoice(first.page, 'reject', errors, times.clickMs);
        }
        // First layer: a reject control visible without opening anything, or a CMP rule that
        // rejected with a single click.
        banner.rejectOnFirstLayer = banner.rejectLabel !== null || (rejected && cmpClicks === 1);
        if (rejected) {
          await first.settle();
          await keepScreen('afterReject', first);
          if (timeLeft() > 2_000) await first.visit(finalUrl);
          afterRejectRaw = await first.collect();
        }
      }
      if (
        banner.found &&
        afterRejectRaw === null &&
        (errors.unanswered > unansweredBeforeReject || timeLeft() <= 3_000)
      ) {
        notRun.add('reject');
      }
      await first.close();
      signal.throwIfAborted();

      // 4 and 5 side by side, each in a fresh browser: accept, and Global Privacy Control.
      onProgress('accepting');
      const unansweredBeforeAccept = errors.unanswered;
      let acceptCut = false;
      const acceptPhase = async (): Promise<RawPhase | null> => {
        if (!banner.found) return null;
        if (timeLeft() < 3_000) {
          acceptCut = true;
          return null;
        }
        let acceptAutoconsent: Autoconsent | null = null;
        const second = await open({
          deadline,
          setup: async (context) => {
            acceptAutoconsent = await Autoconsent.install(context, errors);
          },
        });
        const opened = await second.visit(finalUrl);
        if (!opened.ok) {
          limitsHit.add('page-failed');
          acceptCut = true;
          return null;
        }
        const secondAutoconsent = acceptAutoconsent as Autoconsent | null;
        let accepted = false;
        if (banner.method === 'cmp-rule' && secondAutoconsent) {
          await secondAutoconsent.waitForVerdict(waitFor(bannerWait(second)));
          if (secondAutoconsent.popup) {
            accepted = (await secondAutoconsent.optIn(waitFor(times.choiceWaitMs))).ok;
          }
        }
        if (!accepted) {
          const choices = await genericChoicesOf(second);
          banner.acceptLabel ??= choices.accept;
          if (choices.accept !== null)
            accepted = await clickGenericChoice(second.page, 'accept', errors, times.clickMs);
        }
        if (!accepted) return null;
        await second.settle();
        await keepScreen('afterAccept', second);
        if (timeLeft() > 2_000) await second.visit(finalUrl);
        return second.collect();
      };
      // Reported, not judged: what a site with GPC on sets before any choice.
      const gpcPhase = async (): Promise<ScanReport['globalPrivacyControl']> => {
        if (timeLeft() < 3_000) return null;
        const gpc = await open({ deadline, gpc: true });
        const opened = await gpc.visit(finalUrl);
        if (!opened.ok) {
          limitsHit.add('page-failed');
          return null;
        }
        const observed = observe(await gpc.collect(), site);
        if (policyLink && timeLeft() > 3_000)
          policyText = await readPolicy(gpc, policyLink.url, site);
        const names = [
          ...observed.cookies.filter((c) => isNonEssential(c.category)).map((c) => c.name),
          ...observed.storage.filter((s) => isNonEssential(s.category)).map((s) => s.key),
        ];
        return { nonEssential: [...new Set(names)].sort() };
      };
      const [afterAcceptRaw, globalPrivacyControl] = await Promise.all([acceptPhase(), gpcPhase()]);
      signal.throwIfAborted();
      if (timeLeft() <= 3_000) limitsHit.add('scan-timeout');
      if (
        banner.found &&
        afterAcceptRaw === null &&
        (acceptCut || errors.unanswered > unansweredBeforeAccept)
      ) {
        notRun.add('accept');
      }
      if (globalPrivacyControl === null) notRun.add('gpc');
      // Last, in a browser of its own, only if time is left: the given page's fields typed into.
      const inputProbe = inputProbeOn
        ? await runInputProbe(finalUrl, {
            open: (setup) => open({ deadline, setup }),
            errors,
            timeLeft,
          })
        : { status: 'disabled' as const, page: null, fields: 0, leaks: [] };
      signal.throwIfAborted();
      if (inputProbe.status === 'no-time' || inputProbe.status === 'failed') {
        notRun.add('input-probe');
      }

      // 6. Classification and findings.
      onProgress('classifying');
      const firstVisit = observe(firstRaw, site);
      const afterReject = afterRejectRaw ? observe(afterRejectRaw, site, beforeChoice) : null;
      const afterAccept = afterAcceptRaw ? observe(afterAcceptRaw, site) : null;
      for (const code of proxy.limitsHit()) limitsHit.add(code);
      if (proxy.refusals.some((refusal) => refusal.reason !== 'browser-service')) {
        limitsHit.add('blocked-requests');
      }
      if (sessions.some((session) => session.blockedNavigations.length > 0))
        limitsHit.add('navigation-blocked');
      // Our own in-page code failed somewhere: what it looked for may be missing from the report.
      if (errors.messages.length > 0) limitsHit.add('page-script-error');
      if (errors.unanswered > 0) limitsHit.add('frame-unresponsive');
      const seen = [firstVisit, afterReject, afterAccept].flatMap(
        (phase) => phase?.cookies.map((cookie) => cookie.name) ?? [],
      );
      let cookiePolicy: CookiePolicyCheck | null = null;
      if (!policyLink) cookiePolicy = { url: null, foundIn: null, notNamed: [], unseen: [] };
      else if (policyText !== null)
        cookiePolicy = { ...policyLink, ...comparePolicy(policyText, seen) };
      else limitsHit.add('policy-unread');
      return limitReport({
        id,
        url,
        finalUrl,
        startedAt: new Date(started).toISOString(),
        durationMs: Date.now() - started,
        firstVisit,
        banner,
        afterReject,
        afterAccept,
        globalPrivacyControl,
        inputProbe,
        unknownCookies: unknownCookieShare([firstVisit, afterReject, afterAccept]),
        cookiePolicy,
        // "No banner" from a search that did not finish is not a finding.
        findings: deriveFindings({
          firstVisit,
          banner,
          afterReject,
          afterAccept,
          inputProbe,
          cookiePolicy,
        }).filter((finding) => !(notRun.has('banner') && finding.id === 'banner-not-found')),
        limitsHit: [...limitsHit],
        notRun: [...notRun],
      });
    } catch (error) {
      if (signal.aborted) throw signal.reason ?? new Error('aborted');
      if (error instanceof ScanError) throw error;
      if (error instanceof ScanTimeout) throw new ScanError('timeout');
      if (error instanceof BrowserUnavailable)
        throw new ScanError('browser-unavailable', error.message);
      throw new ScanError('internal', error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(hardStop);
      signal.removeEventListener('abort', stop);
      await Promise.all(sessions.map((session) => session.close()));
      await proxy.close();
    }
  };
}

/** The engine with its defaults and the environment's settings. */
export const runScan: RunScan = (url, options) => createRunScan()(url, options);
