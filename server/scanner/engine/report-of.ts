/**
 * The report from what the phases recorded: classification, the cookie policy compared, the
 * findings and the limits hit. Nothing here touches a browser.
 */
import { siteOf, type RawPhase } from './page/browser-session';
import { classify, trackerOwner } from '../analysis/classify';
import { unknownCookieShare } from '../analysis/coverage';
import {
  cookieSinceChoice,
  storageSinceChoice,
  type ChoiceSnapshot,
} from './phases/choice-snapshot';
import { deriveFindings } from '../analysis/findings';
import { comparePolicy } from './phases/policy-check';
import type { AcceptRecord } from './phases/accept';
import { bannerFound, type BannerRecord } from './phases/detect-banner';
import type { FirstVisitRecord } from './phases/first-visit';
import type { GpcRecord } from './phases/gpc';
import type { InputProbeRecord } from './phases/input-probe-run';
import type { RejectRecord } from './phases/reject';
import {
  isNonEssential,
  type BannerDetection,
  type CookiePolicyCheck,
  type PhaseObservation,
  type ScanLimitCode,
  type ScanReport,
  type ScanStep,
} from '../../../src/scanner-contract/report';
import { limitReport } from '../../../src/scanner-contract/report-limits';

export interface ScanRecords {
  id: string;
  url: string;
  finalUrl: string;
  site: string;
  started: number;
  firstVisit: FirstVisitRecord;
  banner: BannerRecord;
  reject: RejectRecord;
  accept: AcceptRecord;
  gpc: GpcRecord;
  inputProbe: InputProbeRecord;
  /** The scan's own limits (time, the proxy's caps and refusals). */
  limitsHit: ScanLimitCode[];
}

/** A phase's observation; `beforeChoice` marks, after reject, what the site did after the click. */
function observe(raw: RawPhase, site: string, beforeChoice?: ChoiceSnapshot): PhaseObservation {
  return {
    pages: raw.pages,
    cookies: raw.cookies.map((cookie) => ({
      name: cookie.name,
      domain: cookie.domain,
      path: cookie.path,
      expires: cookie.expires > 0 ? Math.round(cookie.expires) : null,
      secure: cookie.secure,
      httpOnly: cookie.httpOnly,
      sameSite: cookie.sameSite ?? null,
      thirdParty: siteOf(cookie.domain) !== site,
      ...classify(cookie.name, cookie.domain),
      ...(beforeChoice && { sinceChoice: cookieSinceChoice(beforeChoice, cookie) }),
    })),
    storage: raw.storage.map((item) => ({
      area: item.area,
      origin: item.origin,
      key: item.key,
      ...classify(item.key, new URL(item.origin).hostname),
      ...(beforeChoice && { sinceChoice: storageSinceChoice(beforeChoice, item) }),
    })),
    hosts: [...raw.hosts].map(([host, requests]) => {
      const owner = trackerOwner(host);
      return { host, thirdParty: siteOf(host) !== site, tracker: owner !== null, owner, requests };
    }),
    consentModeDefaultsFirst: raw.consentModeDefaultsFirst,
    behaviour: raw.behaviour,
  };
}

/** The banner as the report states it: found by a rule or by labels, and its first layer. */
function bannerOf(records: ScanRecords): BannerDetection {
  const { banner, reject, accept } = records;
  const found = bannerFound(banner);
  const choice = reject.choice;
  return {
    found,
    method: banner.ruleFound ? 'cmp-rule' : found ? 'generic' : null,
    cmp: banner.cmp,
    // First layer: a reject control visible without opening anything, or a CMP rule that
    // rejected with a single click.
    rejectOnFirstLayer: choice
      ? banner.rejectLabel !== null || (choice.clicked && choice.cmpClicks === 1)
      : null,
    rejectLabel: banner.rejectLabel,
    // A label the accept browser found when the first visit showed none.
    acceptLabel: banner.acceptLabel ?? accept.acceptLabel,
  };
}

export function reportOf(records: ScanRecords): ScanReport {
  const { site } = records;
  const limitsHit = new Set<ScanLimitCode>([
    ...records.firstVisit.limitsHit,
    ...records.reject.limitsHit,
    ...records.accept.limitsHit,
    ...records.gpc.limitsHit,
    ...records.inputProbe.limitsHit,
    ...records.limitsHit,
  ]);
  const firstVisit = observe(records.firstVisit.raw, site);
  const choice = records.reject.choice;
  const afterReject = choice?.after ? observe(choice.after, site, choice.beforeChoice) : null;
  const afterAccept = records.accept.after ? observe(records.accept.after, site) : null;
  const banner = bannerOf(records);
  const inputProbe = records.inputProbe.probe;

  // Reported, not judged: what a site with GPC on sets before any choice.
  let globalPrivacyControl: ScanReport['globalPrivacyControl'] = null;
  if (records.gpc.raw) {
    const observed = observe(records.gpc.raw, site);
    const names = [
      ...observed.cookies.filter((c) => isNonEssential(c.category)).map((c) => c.name),
      ...observed.storage.filter((s) => isNonEssential(s.category)).map((s) => s.key),
    ];
    globalPrivacyControl = { nonEssential: [...new Set(names)].sort() };
  }

  const seen = [firstVisit, afterReject, afterAccept].flatMap(
    (phase) => phase?.cookies.map((cookie) => cookie.name) ?? [],
  );
  const policyLink = records.banner.policyLink;
  const policyText = records.gpc.policyText;
  let cookiePolicy: CookiePolicyCheck | null = null;
  if (!policyLink) cookiePolicy = { url: null, foundIn: null, notNamed: [], unseen: [] };
  else if (policyText !== null)
    cookiePolicy = { ...policyLink, ...comparePolicy(policyText, seen) };
  else limitsHit.add('policy-unread');

  // Steps cut short: by the time budget or by a frame that did not answer. "No banner" from a
  // search a frame did not answer is no verdict, and no choice could follow it.
  const notRun = new Set<ScanStep>();
  const cut = limitsHit.has('frame-unresponsive') || limitsHit.has('scan-timeout');
  if (!banner.found && records.banner.unanswered) {
    for (const step of ['banner', 'reject', 'accept'] as const) notRun.add(step);
  }
  if (banner.found && afterReject === null && cut) notRun.add('reject');
  if (banner.found && afterAccept === null && cut) notRun.add('accept');
  if (records.gpc.raw === null) notRun.add('gpc');
  if (inputProbe.status === 'no-time' || inputProbe.status === 'failed') notRun.add('input-probe');

  return limitReport({
    id: records.id,
    url: records.url,
    finalUrl: records.finalUrl,
    startedAt: new Date(records.started).toISOString(),
    durationMs: Date.now() - records.started,
    firstVisit,
    banner,
    afterReject,
    afterAccept,
    globalPrivacyControl,
    inputProbe,
    unknownCookies: unknownCookieShare([firstVisit, afterReject, afterAccept]),
    cookiePolicy,
    findings: deriveFindings({
      firstVisit,
      banner,
      afterReject,
      afterAccept,
      inputProbe,
      cookiePolicy,
    }).filter((finding) => !(notRun.has('banner') && finding.id === 'banner-not-found')),
    limitsHit: [...limitsHit],
    notRun: [...notRun],
  });
}
