/**
 * Phase 2, the banner, on the given page while it is still open in the first browser: autoconsent's
 * rules (started with the page) first, then the generic labels; the first screenshot; and the link
 * to the site's cookie policy (the banner's own first), read later in the GPC browser.
 */
import { findGenericChoices, type GenericChoices } from './generic-choices';
import type { PhaseSession } from '../page/browser-session';
import type { PageErrors } from '../page/page-script.ts';
import type { Landing } from './first-visit';
import { findPolicyLink } from './policy-check';
import type { BannerRecord } from '../../analysis/trace';
import type { ScanContext } from '../scan-context';

const BANNER_POLL_MS = 500;

export const bannerFound = (banner: BannerRecord): boolean =>
  banner.ruleFound || banner.rejectLabel !== null || banner.acceptLabel !== null;

/** The generic choices, looked for again until a control shows or the late-banner limit. */
export async function genericChoicesOf(
  context: ScanContext,
  session: PhaseSession,
  errors: PageErrors,
): Promise<GenericChoices> {
  const { times, budget } = context;
  for (;;) {
    const choices = await findGenericChoices(session.page, errors);
    const sinceLoad = Date.now() - session.loadedAt;
    if (choices.reject !== null || choices.accept !== null) return choices;
    const left = budget.waitFor(times.lateBannerMs - sinceLoad);
    if (left <= 0) return choices;
    await new Promise((resolve) => setTimeout(resolve, Math.min(BANNER_POLL_MS, left)));
  }
}

export async function detectBanner(context: ScanContext, landing: Landing): Promise<BannerRecord> {
  context.progress('banner');
  const { session, autoconsent, scope } = landing;
  await autoconsent?.waitForVerdict(context.budget.waitFor(context.budget.bannerWait(session)));
  context.signal.throwIfAborted();
  const ruleFound = autoconsent?.popup != null;
  const cmp = autoconsent?.popup?.cmp ?? null;
  const generic = ruleFound
    ? await findGenericChoices(session.page, scope.errors)
    : await genericChoicesOf(context, session, scope.errors);
  const unanswered = scope.errors.unanswered > 0;
  // The first screen with the banner as it appeared, before anything is clicked.
  await scope.screenshot('firstVisit', session);
  const policyLink = await findPolicyLink(session.page, landing.site, scope.errors);
  return {
    ruleFound,
    cmp,
    unanswered,
    rejectLabel: generic.reject,
    acceptLabel: generic.accept,
    policyLink,
  };
}
