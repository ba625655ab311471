/**
 * Phase 3, reject, in the first browser, back on the given page (as a visitor would): the CMP
 * rule's opt-out, else the generic reject control; then the given page again. Cookies set before
 * stay in the jar; hosts and storage count from the click on. The first browser closes here.
 */
import { clickGenericChoice } from './generic-choices';
import { bannerFound, genericChoicesOf } from './detect-banner';
import type { BannerRecord } from '../../analysis/trace';
import { takeChoiceSnapshot } from './choice-snapshot';
import type { Landing } from './first-visit';
import type { ScanContext } from '../scan-context';
import { phaseTrace } from '../phase-trace';
import type { PhaseTrace, RejectRecord } from '../../analysis/trace';

export async function rejectPhase(
  context: ScanContext,
  landing: Landing,
  banner: BannerRecord,
): Promise<RejectRecord> {
  const { session, autoconsent, scope, finalUrl } = landing;
  const { budget, times } = context;
  let choice: RejectRecord['choice'] = null;
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
    let after: PhaseTrace | null = null;
    if (clicked) {
      await session.settle();
      await scope.screenshot('afterReject', session);
      if (budget.timeLeft() > 2_000) await session.visit(finalUrl);
      after = phaseTrace(await session.collect(), beforeChoice);
    }
    choice = { clicked, cmpClicks, after };
  }
  await session.close();
  context.signal.throwIfAborted();
  return { choice, limitsHit: scope.limitsHit() };
}
