/**
 * Phase 4, accept, in a fresh browser of its own (opened while the first browser looks for the
 * banner): the CMP rule's opt-in when a rule found the banner, else the generic accept control;
 * then the given page again.
 */
import { clickGenericChoice } from './banner';
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
  banner: BannerRecord,
): Promise<AcceptRecord> {
  const { budget, times } = context;
  if (!bannerFound(banner) || budget.timeLeft() < 3_000) {
    void browser.then(
      ({ scope }) => scope.close(),
      () => undefined,
    );
    return notRun;
  }
  const { scope, session, autoconsent } = await browser;
  try {
    const record = (after: PhaseTrace | null, acceptLabel: string | null): AcceptRecord => ({
      acceptLabel,
      after,
      limitsHit: scope.limitsHit(),
    });
    const opened = await session.visit(finalUrl);
    if (!opened.ok) {
      scope.limit('page-failed');
      return record(null, null);
    }
    let accepted = false;
    let acceptLabel: string | null = null;
    if (banner.ruleFound && autoconsent) {
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
