/**
 * Phase 1, the first visit, without interaction: the given page in a fresh browser with autoconsent
 * started with it (the banner phase reads it on this same page), then the same-site pages it links,
 * while enough of the budget is left for the choices.
 */
import type { Autoconsent } from '../autoconsent/autoconsent';
import { ScanTimeout, siteOf, type PhaseSession } from '../page/browser-session';
import { phaseTrace } from '../phase-trace';
import type { FirstVisitRecord } from '../../analysis/trace';
import type { FilteringProxy } from '../proxy/filtering-proxy';
import { PhaseScope, ScanError, type ScanContext } from '../scan-context';
import type { ScanErrorCode, ScanLimitCode } from '../../../../packages/scanner-contract/report';

/** The given page, open in the first browser, which the banner and reject phases go on using. */
export interface Landing {
  readonly scope: PhaseScope;
  readonly session: PhaseSession;
  readonly autoconsent: Autoconsent | null;
  /** Where the given page ended after redirects. */
  readonly finalUrl: string;
  /** Its registrable domain: what counts as first party. */
  readonly site: string;
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

/**
 * Opens the given page; a page that cannot be opened ends the scan with its reason. `opening`
 * runs as the first browser starts to open, so later phases can open theirs beside it.
 */
export async function openLanding(
  context: ScanContext,
  url: string,
  opening: () => void = () => undefined,
): Promise<Landing> {
  context.progress('opening');
  const scope = new PhaseScope(context);
  const first = scope.openWithAutoconsent();
  opening();
  const { session, autoconsent } = await first;
  const landing = await session.visit(url);
  context.signal.throwIfAborted();
  if (!landing.ok) {
    throw new ScanError(failureCode(landing.error, context.proxy, url), landing.error.message);
  }
  const finalUrl = landing.finalUrl;
  // A plain-http redirect to a refused address ends on the proxy's own 403 page.
  if (refusedAddress(context.proxy, finalUrl)) throw new ScanError('blocked-address', finalUrl);
  return { scope, session, autoconsent, finalUrl, site: siteOf(new URL(finalUrl).hostname) };
}

/**
 * The same-site pages linked from the given page, still without a choice; then what they held.
 * The first browser's own limits come with the reject record, which closes it.
 */
export async function visitSameSitePages(
  context: ScanContext,
  landing: Landing,
): Promise<FirstVisitRecord> {
  const { session, site } = landing;
  const limitsHit = new Set<ScanLimitCode>();
  for (const link of await session.sameSiteLinks(site, context.maxExtraPages)) {
    if (context.budget.timeLeft() < context.times.reserveForChoicesMs) {
      limitsHit.add('pages-skipped');
      break;
    }
    const visited = await session.visit(link);
    if (!visited.ok) limitsHit.add('page-failed');
  }
  const observed = phaseTrace(await session.collect());
  context.signal.throwIfAborted();
  return { observed, limitsHit: [...limitsHit] };
}
