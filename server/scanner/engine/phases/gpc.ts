/**
 * Phase 5, Global Privacy Control (`Sec-GPC: 1`, `navigator.globalPrivacyControl`), in a fresh
 * browser of its own beside the accept phase: what the site sets before any choice with GPC on.
 * The same browser then reads the site's cookie policy, when the given page links one.
 */
import type { RawPhase } from '../page/browser-session';
import { readPolicy, type PolicyLink } from './policy-check';
import { PhaseScope, type ScanContext } from '../scan-context';
import type { ScanLimitCode } from '../../../../src/scanner-contract/report';

export interface GpcRecord {
  /** What the browser held with GPC on; null when the phase did not run. */
  raw: RawPhase | null;
  /** The cookie policy's text; null when there is none to read or it could not be read. */
  policyText: string | null;
  limitsHit: ScanLimitCode[];
}

export async function gpcPhase(
  context: ScanContext,
  finalUrl: string,
  site: string,
  policyLink: PolicyLink | null,
): Promise<GpcRecord> {
  const { budget } = context;
  if (budget.timeLeft() < 3_000) return { raw: null, policyText: null, limitsHit: [] };
  const scope = new PhaseScope(context);
  const session = await scope.open({ gpc: true });
  const opened = await session.visit(finalUrl);
  if (!opened.ok) {
    scope.limit('page-failed');
    return { raw: null, policyText: null, limitsHit: scope.limitsHit() };
  }
  const raw = await session.collect();
  const policyText =
    policyLink && budget.timeLeft() > 3_000
      ? await readPolicy(session, policyLink.url, site)
      : null;
  return { raw, policyText, limitsHit: scope.limitsHit() };
}
