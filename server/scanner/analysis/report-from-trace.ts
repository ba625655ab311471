/**
 * The report as a pure function of the trace (trace.ts): classification, the banner as stated,
 * the cookie policy compared, the findings and the limits hit. Nothing here touches a browser,
 * the network or the clock, so a recorded trace gives the same report every time.
 */
import { classify, trackerOwner } from './classify';
import { unknownCookieShare } from './coverage';
import { deriveFindings } from './findings';
import { comparePolicy } from './policy-compare';
import { siteOf } from '../site';
import type { PhaseTrace, ScanTrace } from './trace';
import {
  isNonEssential,
  type BannerDetection,
  type CookiePolicyCheck,
  type PhaseObservation,
  type ScanLimitCode,
  type ScanReport,
  type ScanStep,
} from '../../../packages/scanner-contract/report';
import { limitReport } from '../../../packages/scanner-contract/report-limits';

/** A phase as the report shows it: each cookie, key and host classified, first or third party. */
function observe(phase: PhaseTrace, site: string): PhaseObservation {
  return {
    pages: phase.pages,
    cookies: phase.cookies.map((cookie) => ({
      name: cookie.name,
      domain: cookie.domain,
      path: cookie.path,
      expires: cookie.expires > 0 ? Math.round(cookie.expires) : null,
      secure: cookie.secure,
      httpOnly: cookie.httpOnly,
      sameSite: cookie.sameSite,
      thirdParty: siteOf(cookie.domain) !== site,
      ...classify(cookie.name, cookie.domain),
      ...(cookie.sinceChoice && { sinceChoice: cookie.sinceChoice }),
    })),
    storage: phase.storage.map((item) => ({
      area: item.area,
      origin: item.origin,
      key: item.key,
      ...classify(item.key, new URL(item.origin).hostname),
      ...(item.sinceChoice && { sinceChoice: item.sinceChoice }),
    })),
    hosts: phase.hosts.map(({ host, requests }) => {
      const owner = trackerOwner(host);
      return { host, thirdParty: siteOf(host) !== site, tracker: owner !== null, owner, requests };
    }),
    consentModeDefaultsFirst: phase.consentModeDefaultsFirst,
    behaviour: phase.behaviour,
  };
}

/** The banner as the report states it: found by a rule or by labels, and its first layer. */
function bannerOf({ banner, reject, accept }: ScanTrace): BannerDetection {
  const found = banner.ruleFound || banner.rejectLabel !== null || banner.acceptLabel !== null;
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
    // A label the accept browser found when the first load showed none.
    acceptLabel: banner.acceptLabel ?? accept.acceptLabel,
  };
}

/** Reported, not judged: the non-essential names a site with GPC on sets before any choice. */
function gpcOf(observed: PhaseObservation | null): ScanReport['globalPrivacyControl'] {
  if (!observed) return null;
  const names = [
    ...observed.cookies.filter((c) => isNonEssential(c.category)).map((c) => c.name),
    ...observed.storage.filter((s) => isNonEssential(s.category)).map((s) => s.key),
  ];
  return { nonEssential: [...new Set(names)].sort() };
}

export function reportFromTrace(trace: ScanTrace): ScanReport {
  const { site } = trace;
  const limitsHit = new Set<ScanLimitCode>([
    ...trace.firstVisit.limitsHit,
    ...trace.reject.limitsHit,
    ...trace.accept.limitsHit,
    ...trace.gpc.limitsHit,
    ...trace.inputProbe.limitsHit,
    ...trace.limitsHit,
  ]);
  const firstVisit = observe(trace.firstVisit.observed, site);
  const rejected = trace.reject.choice?.after;
  const afterReject = rejected ? observe(rejected, site) : null;
  const afterAccept = trace.accept.after ? observe(trace.accept.after, site) : null;
  const banner = bannerOf(trace);
  const inputProbe = trace.inputProbe.probe;

  const seen = [firstVisit, afterReject, afterAccept].flatMap(
    (phase) => phase?.cookies.map((cookie) => cookie.name) ?? [],
  );
  const { policyLink } = trace.banner;
  const { policyText } = trace.gpc;
  let cookiePolicy: CookiePolicyCheck | null = null;
  if (!policyLink) cookiePolicy = { url: null, foundIn: null, notNamed: [], unseen: [] };
  else if (policyText !== null)
    cookiePolicy = { ...policyLink, ...comparePolicy(policyText, seen) };
  else limitsHit.add('policy-unread');

  // Steps cut short: by the time budget or by a frame that did not answer. "No banner" from a
  // search a frame did not answer is no verdict, and no choice could follow it.
  const notRun = new Set<ScanStep>();
  const cut = limitsHit.has('frame-unresponsive') || limitsHit.has('scan-timeout');
  if (!banner.found && trace.banner.unanswered) {
    for (const step of ['banner', 'reject', 'accept'] as const) notRun.add(step);
  }
  if (banner.found && afterReject === null && cut) notRun.add('reject');
  if (banner.found && afterAccept === null && cut) notRun.add('accept');
  if (trace.gpc.observed === null) notRun.add('gpc');
  if (inputProbe.status === 'no-time' || inputProbe.status === 'failed') notRun.add('input-probe');

  return limitReport({
    id: trace.id,
    url: trace.url,
    finalUrl: trace.finalUrl,
    startedAt: trace.startedAt,
    durationMs: trace.durationMs,
    firstVisit,
    banner,
    afterReject,
    afterAccept,
    globalPrivacyControl: gpcOf(trace.gpc.observed && observe(trace.gpc.observed, site)),
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
    versions: trace.versions,
  });
}
