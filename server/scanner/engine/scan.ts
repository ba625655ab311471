/**
 * One scan as named phases over a scan context (scan-context.ts): the first visit (phases/
 * first-visit.ts), the banner (detect-banner.ts), reject in that same browser (reject.ts), accept
 * (accept.ts) and Global Privacy Control (gpc.ts) in fresh browsers beside the banner search, the
 * same-site pages and the reject, the input probe (input-probe-run.ts) once the first browser is
 * closed. What they recorded is the scan's trace (analysis/trace.ts), and the report a pure
 * function of it (analysis/report-from-trace.ts). Every connection goes through the filtering
 * proxy; each phase's browser (a context of the scan's one Chromium, page/scan-browser.ts) is
 * thrown away after its phase; the whole scan has 60 s (config.ts engineTimes).
 */
import { parseAllowHosts } from './proxy/address-policy';
import { ScanTimeout } from './page/browser-session';
import { BrowserUnavailable } from './page/scan-browser';
import { engineTimes, inputProbeEnabled } from '../config';
import { startFilteringProxy, type FilteringProxyOptions } from './proxy/filtering-proxy';
import { acceptPhase, openAcceptBrowser } from './phases/accept';
import { detectBanner } from './phases/detect-banner';
import { openLanding, visitSameSitePages } from './phases/first-visit';
import { gpcPhase, openGpcBrowser } from './phases/gpc';
import { givenPageHasFields, inputProbePhase } from './phases/input-probe-run';
import { rejectPhase } from './phases/reject';
import { reportFromTrace } from '../analysis/report-from-trace';
import { TRACE_FORMAT, type ScanTrace, type Timed } from '../analysis/trace';
import {
  BrowserFactory,
  ScanBudget,
  ScanError,
  type OpenedPhase,
  type ScanContext,
} from './scan-context';
import type { RunScan, ScanLimitCode } from '../../../packages/scanner-contract/report';
import { parseScanUrl } from '../api/url-input';
import { chromiumVersion, softwareVersions } from './versions';

export { ScanError };

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

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** The engine's own failures as the codes the page translates. */
function scanError(error: unknown): ScanError {
  if (error instanceof ScanError) return error;
  if (error instanceof ScanTimeout) return new ScanError('timeout');
  if (error instanceof BrowserUnavailable)
    return new ScanError('browser-unavailable', error.message);
  return new ScanError('internal', error instanceof Error ? error.message : String(error));
}

/** `run` with the wall time it took, for the trace. */
async function timed<T extends object>(run: () => Promise<T>): Promise<Timed<T>> {
  const started = Date.now();
  const record = await run();
  return { ...record, durationMs: Date.now() - started };
}

/** Runs `input`'s scan and returns its trace: what every phase saw, before any analysis. */
export type TraceScan = (input: string, options: Parameters<RunScan>[1]) => Promise<ScanTrace>;

export function createTraceScan(options: ScanEngineOptions = {}): TraceScan {
  const allowHosts = options.allowHosts ?? parseAllowHosts(process.env.SCANNER_ALLOW_HOSTS);
  const maxExtraPages = options.maxExtraPages ?? envNumber('SCANNER_MAX_EXTRA_PAGES', 4);
  const times = engineTimes();
  const scanTimeoutMs = options.scanTimeoutMs ?? times.scanMs;
  const pageTimeoutMs = options.pageTimeoutMs ?? times.pageMs;
  const inputProbeOn = options.inputProbe ?? inputProbeEnabled();

  return async (input, { id, onProgress, onScreenshot, signal }) => {
    const budget = new ScanBudget(Date.now(), scanTimeoutMs, times, signal);
    const versions = softwareVersions();
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
    const browsers = new BrowserFactory(proxy, budget, { allowHosts, pageTimeoutMs }, signal);
    const stop = () => void browsers.closeAll();
    signal.addEventListener('abort', stop, { once: true });
    // The last resort for a phase stuck past the budget: closing the browsers ends every wait.
    const hardStop = setTimeout(stop, scanTimeoutMs + 5_000);
    const context: ScanContext = {
      budget,
      times,
      proxy,
      browsers,
      signal,
      maxExtraPages,
      progress: onProgress,
      onScreenshot,
    };

    try {
      const landingStarted = Date.now();
      // The accept and GPC browsers open beside the first one: their start is off the scan's path.
      const ahead: { accept?: Promise<OpenedPhase>; gpc?: Promise<OpenedPhase> } = {};
      const landing = await openLanding(context, url, () => {
        ahead.accept = openAcceptBrowser(context);
        ahead.gpc = openGpcBrowser(context);
      });
      const chromium = chromiumVersion(landing.session.context, landing.session.page);
      const bannerRun = timed(() => detectBanner(context, landing));
      // Accept and GPC load the given page in their own browsers while the first one looks for
      // the banner; accept clicks once it is known. The first browser goes on to the same-site
      // pages and the reject; the input probe takes its place once it is closed (three browsers
      // at most at once). The lanes share nothing they write: the banner record is read only.
      const bannerKnown = bannerRun.then(
        (banner) => banner,
        () => null,
      );
      const firstBrowser = (async () => {
        const banner = await bannerRun;
        const fieldsSeen = inputProbeOn && (await givenPageHasFields(landing.session));
        const firstVisit = await timed(() => visitSameSitePages(context, landing));
        // The first visit counts from the given page's load, the banner's time included.
        firstVisit.durationMs = Date.now() - landingStarted;
        const reject = await timed(() => rejectPhase(context, landing, banner));
        onProgress('accepting');
        return { banner, fieldsSeen, firstVisit, reject };
      })();
      const choices = Promise.all([
        firstBrowser,
        timed(() =>
          acceptPhase(
            context,
            ahead.accept ?? openAcceptBrowser(context),
            landing.finalUrl,
            bannerKnown,
          ),
        ),
        timed(() =>
          gpcPhase(
            context,
            ahead.gpc ?? openGpcBrowser(context),
            landing.finalUrl,
            landing.site,
            bannerKnown.then((banner) => banner?.policyLink ?? null),
          ),
        ),
      ]).then((records) => ({ records, timeOut: budget.timeLeft() <= 3_000 }));
      const probe = firstBrowser.then(({ fieldsSeen }) =>
        timed(() => inputProbePhase(context, landing.finalUrl, inputProbeOn, fieldsSeen)),
      );
      const [
        {
          records: [{ banner, firstVisit, reject }, accept, gpc],
          timeOut,
        },
        inputProbe,
      ] = await Promise.all([choices, probe]);
      signal.throwIfAborted();
      const limitsHit: ScanLimitCode[] = timeOut ? ['scan-timeout'] : [];
      limitsHit.push(...proxy.limitsHit());
      if (proxy.refusals.some((refusal) => refusal.reason !== 'browser-service'))
        limitsHit.push('blocked-requests');
      return {
        format: TRACE_FORMAT,
        id,
        url,
        finalUrl: landing.finalUrl,
        site: landing.site,
        startedAt: new Date(budget.started).toISOString(),
        durationMs: Date.now() - budget.started,
        firstVisit,
        banner,
        reject,
        accept,
        gpc,
        inputProbe,
        limitsHit,
        versions: { ...(await versions), chromium: await chromium },
      };
    } catch (error) {
      if (signal.aborted) throw signal.reason ?? new Error('aborted');
      throw scanError(error);
    } finally {
      clearTimeout(hardStop);
      signal.removeEventListener('abort', stop);
      await browsers.closeAll();
      await proxy.close();
    }
  };
}

/** The engine: the scan's trace, then the report as a pure function of it. */
export function createRunScan(options: ScanEngineOptions = {}): RunScan {
  const traceScan = createTraceScan(options);
  return async (input, runOptions) => {
    const trace = await traceScan(input, runOptions);
    runOptions.onProgress('classifying');
    return reportFromTrace(trace);
  };
}

/** The engine with its defaults and the environment's settings. */
export const runScan: RunScan = (url, options) => createRunScan()(url, options);
