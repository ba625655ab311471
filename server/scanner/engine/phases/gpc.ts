/**
 * Phase 5, Global Privacy Control (`Sec-GPC: 1`, `navigator.globalPrivacyControl`), in a fresh
 * browser of its own (opened while the first browser loads the given page) beside the banner
 * search and the accept phase: what the site sets before any choice with GPC on. The same browser
 * then reads the site's cookie policy, when the given page links one (found with the banner).
 */
import { phaseTrace } from '../phase-trace';
import { readPolicy } from './policy-check';
import { openAhead, type OpenedPhase, type ScanContext } from '../scan-context';
import type { GpcRecord, PolicyLink } from '../../analysis/trace';

/** The GPC phase's browser, opened ahead. */
export const openGpcBrowser = (context: ScanContext): Promise<OpenedPhase> =>
  openAhead(context, { autoconsent: false, gpc: true });

export async function gpcPhase(
  context: ScanContext,
  browser: Promise<OpenedPhase>,
  finalUrl: string,
  site: string,
  /** The banner phase's policy link; null also when that phase did not end. */
  policyLink: Promise<PolicyLink | null>,
): Promise<GpcRecord> {
  const { budget } = context;
  if (budget.timeLeft() < 3_000) {
    void browser.then(
      ({ scope }) => scope.close(),
      () => undefined,
    );
    return { observed: null, policyText: null, limitsHit: [] };
  }
  const { scope, session } = await browser;
  try {
    const opened = await session.visit(finalUrl);
    if (!opened.ok) {
      scope.limit('page-failed');
      return { observed: null, policyText: null, limitsHit: scope.limitsHit() };
    }
    const observed = phaseTrace(await session.collect());
    const link = await policyLink;
    const policyText =
      link && budget.timeLeft() > 3_000 ? await readPolicy(session, link.url, site) : null;
    return { observed, policyText, limitsHit: scope.limitsHit() };
  } finally {
    await scope.close();
  }
}
