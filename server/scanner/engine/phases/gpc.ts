/**
 * Phase 5, Global Privacy Control (`Sec-GPC: 1`, `navigator.globalPrivacyControl`), in a fresh
 * browser of its own beside the accept phase: what the site sets before any choice with GPC on.
 * The same browser then reads the site's cookie policy, when the given page links one.
 */
import { phaseTrace } from '../phase-trace';
import { readPolicy } from './policy-check';
import { PhaseScope, type ScanContext } from '../scan-context';
import type { GpcRecord, PolicyLink } from '../../analysis/trace';

export async function gpcPhase(
  context: ScanContext,
  finalUrl: string,
  site: string,
  policyLink: PolicyLink | null,
): Promise<GpcRecord> {
  const { budget } = context;
  if (budget.timeLeft() < 3_000) return { observed: null, policyText: null, limitsHit: [] };
  const scope = new PhaseScope(context);
  const session = await scope.open({ gpc: true });
  const opened = await session.visit(finalUrl);
  if (!opened.ok) {
    scope.limit('page-failed');
    return { observed: null, policyText: null, limitsHit: scope.limitsHit() };
  }
  const observed = phaseTrace(await session.collect());
  const policyText =
    policyLink && budget.timeLeft() > 3_000
      ? await readPolicy(session, policyLink.url, site)
      : null;
  return { observed, policyText, limitsHit: scope.limitsHit() };
}
