/**
 * Phase 3, reject, in the first browser, back on the given page (as a visitor would): the CMP
 * rule's opt-out, else the generic reject control; then the given page again. Cookies set before
 * stay in the jar; hosts and storage count from the click on. The first browser closes here.
 */
import { clickGenericChoice } from './banner';
import { bannerFound, genericChoicesOf, type BannerRecord } from './detect-banner';
import { takeChoiceSnapshot, type ChoiceSnapshot } from './choice-snapshot';
import type { RawPhase } from '../page/browser-session';
import type { Landing } from './first-visit';
import type { ScanContext } from '../scan-context';
import type { ScanLimitCode } from '../../../../src/scanner-contract/report';

export interface RejectChoice {
  /** A reject was clicked (by the CMP rule or the generic control). */
  clicked: boolean;
  /** The clicks the CMP rule reported for its opt-out (null: no rule acted, or it did not say). */
  cmpClicks: number | null;
  /** What the browser held just before the click. */
  beforeChoice: ChoiceSnapshot;
  /** What the browser held after the choice and the given page loaded again. */
  after: RawPhase | null;
}

export interface RejectRecord {
  /** Null when there was no banner to reject. */
  choice: RejectChoice | null;
  /** The first browser's limits: the first visit's, the banner's and the reject's. */
  limitsHit: ScanLimitCode[];
}

export async function rejectPhase(
  context: ScanContext,
  landing: Landing,
  banner: BannerRecord,
): Promise<RejectRecord> {
  const { session, autoconsent, scope, finalUrl } = landing;
  const { budget, times } = context;
  let choice: RejectChoice | null = null;
  if (bannerFound(banner)) {
    context.progress('rejecting');
    let genericReject = banner.rejectLabel !== null;
    // Back to the given page only when there is a reject to use there.
    if (session.pages.length > 1 && (banner.ruleFound || genericReject)) {
      autoconsent?.reset();
      await session.visit(finalUrl);
      if (banner.ruleFound)
        await autoconsent?.waitForVerdict(budget.waitFor(budget.bannerWait(session)));
      if (genericReject)
        genericReject = (await genericChoicesOf(context, session, scope.errors)).reject !== null;
    }
    // What the browser holds just before the click: after it, the same browser still has
    // everything the first visit wrote, which is not what the reject did.
    const beforeClick = await session.collect();
    const beforeChoice = takeChoiceSnapshot(beforeClick.cookies, beforeClick.storage);
    // From here on, what the page requests or stores counts as after the choice: requests and
    // cookies the click itself causes belong to the reject.
    session.startAfterChoice();
    let clicked = false;
    let cmpClicks: number | null = null;
    if (autoconsent?.popup) {
      const result = await autoconsent.optOut(budget.waitFor(times.choiceWaitMs));
      clicked = result.ok;
      cmpClicks = result.clicks;
    }
    if (!clicked && genericReject) {
      clicked = await clickGenericChoice(session.page, 'reject', scope.errors, times.clickMs);
    }
    let after: RawPhase | null = null;
    if (clicked) {
      await session.settle();
      await scope.screenshot('afterReject', session);
      if (budget.timeLeft() > 2_000) await session.visit(finalUrl);
      after = await session.collect();
    }
    choice = { clicked, cmpClicks, beforeChoice, after };
  }
  await session.close();
  context.signal.throwIfAborted();
  return { choice, limitsHit: scope.limitsHit() };
}
