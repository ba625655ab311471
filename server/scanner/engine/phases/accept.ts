/**
 * Phase 4, accept, in a fresh browser of its own (opened while the first browser loads the given
 * page): the given page, loaded while the first browser looks for the banner; once the banner is
 * known, the CMP rule's opt-in when a rule found it, else the generic accept control; then the
 * given page again.
 */
import { clickGenericChoice } from './generic-choices';
import { bannerFound, genericChoicesOf } from './detect-banner';
import type { BannerRecord } from '../../analysis/trace';
import { phaseTrace } from '../phase-trace';
import { openAhead, type OpenedPhase, type ScanContext } from '../scan-context';
import type { AcceptRecord, PhaseTrace } from '../../analysis/trace';

const notRun: AcceptRecord = { acceptLabel: null, after: null, limitsHit: [] };

/** The accept phase's browser, opened ahead, with autoconsent installed before any page. */
export const openAcceptBrowser = (context: ScanContext): Promise<OpenedPhase> =>
  openAhead(context, { autoconsent: true });

export async function acceptPhase(
  context: ScanContext,
  browser: Promise<OpenedPhase>,
  finalUrl: string,
  /** The banner phase's record; null when it did not end (the scan fails on it). */
  banner: Promise<BannerRecord | null>,
): Promise<AcceptRecord> {
  const { budget, times } = context;
  /** A banner was found and time is left to accept it. */
  const toAccept = (found: BannerRecord | null): found is BannerRecord =>
    found !== null && bannerFound(found) && budget.timeLeft() >= 3_000;
  let opened: OpenedPhase;
  try {
    opened = await browser;
  } catch (error) {
    // A browser that did not start matters only when there is a banner to accept.
    if (!toAccept(await banner)) return notRun;
    throw error;
  }
  const { scope, session, autoconsent } = opened;
  try {
    const record = (after: PhaseTrace | null, acceptLabel: string | null): AcceptRecord => ({
      acceptLabel,
      after,
      limitsHit: scope.limitsHit(),
    });
    // The page loads while the first browser looks for the banner; without one it was for nothing.
    const loaded = budget.timeLeft() >= 3_000 ? await session.visit(finalUrl) : null;
    const found = await banner;
    if (loaded === null || !toAccept(found)) return notRun;
    if (!loaded.ok) {
      scope.limit('page-failed');
      return record(null, null);
    }
    let accepted = false;
    let acceptLabel: string | null = null;
    if (found.ruleFound && autoconsent) {
      await autoconsent.waitForVerdict(budget.waitFor(budget.bannerWait(session)));
      if (autoconsent.popup) {
        accepted = (await autoconsent.optIn(budget.waitFor(times.choiceWaitMs))).ok;
      }
    }
    if (!accepted) {
      const choices = await genericChoicesOf(context, session, scope.errors);
      acceptLabel = choices.accept;
      if (choices.accept !== null)
        accepted = await clickGenericChoice(session.page, 'accept', scope.errors, times.clickMs);
    }
    if (!accepted) return record(null, acceptLabel);
    await session.settle();
    await scope.screenshot('afterAccept', session);
    if (budget.timeLeft() > 2_000) await session.visit(finalUrl);
    return record(phaseTrace(await session.collect()), acceptLabel);
  } finally {
    await scope.close();
  }
}
