/**
 * The findings a report shows, from what the phases observed. Evidence only: the words (what was
 * seen, why it matters under KVKK, what to do) live in the locale files keyed by finding id. No
 * score: a site with no finding reads "this automated check found no problem".
 */
import { isNonEssential } from './classify';
import type { BannerDetection, Finding, PhaseObservation } from './report';

export interface FindingInput {
  firstVisit: PhaseObservation;
  banner: BannerDetection;
  afterReject: PhaseObservation | null;
  afterAccept: PhaseObservation | null;
}

const unique = (values: string[]) => [...new Set(values)].sort();

/** Non-essential cookies, storage keys and third-party tracker hosts in one phase. */
export function nonEssentialEvidence(phase: PhaseObservation): Finding['evidence'] {
  const evidence: Finding['evidence'] = {};
  const cookies = unique(
    phase.cookies.filter((c) => isNonEssential(c.category)).map((c) => c.name),
  );
  const storage = unique(phase.storage.filter((s) => isNonEssential(s.category)).map((s) => s.key));
  const hosts = unique(phase.hosts.filter((h) => h.tracker && h.thirdParty).map((h) => h.host));
  if (cookies.length > 0) evidence.cookies = cookies;
  if (storage.length > 0) evidence.storage = storage;
  if (hosts.length > 0) evidence.hosts = hosts;
  return evidence;
}

const isEmpty = (evidence: Finding['evidence']) =>
  !evidence.cookies?.length && !evidence.storage?.length && !evidence.hosts?.length;

export function deriveFindings(input: FindingInput): Finding[] {
  const findings: Finding[] = [];
  const beforeChoice = nonEssentialEvidence(input.firstVisit);
  if (!isEmpty(beforeChoice)) {
    findings.push({ id: 'non-essential-before-choice', severity: 'high', evidence: beforeChoice });
  }
  if (input.banner.found && input.banner.rejectOnFirstLayer === false) {
    findings.push({ id: 'no-reject-on-first-layer', severity: 'high', evidence: {} });
  }
  if (input.afterReject) {
    const afterReject = nonEssentialEvidence(input.afterReject);
    if (!isEmpty(afterReject)) {
      findings.push({ id: 'non-essential-after-reject', severity: 'high', evidence: afterReject });
    }
  }
  // Where a third party's servers are is not visible from a browser: the finding lists who was
  // contacted so the site can check its transfer basis (art. 9), not where the data went.
  const thirdParty = unique(
    [input.firstVisit, input.afterReject, input.afterAccept]
      .flatMap((phase) => phase?.hosts ?? [])
      .filter((host) => host.thirdParty)
      .map((host) => host.host),
  );
  if (thirdParty.length > 0) {
    findings.push({
      id: 'possible-transfer-abroad',
      severity: 'low',
      evidence: { hosts: thirdParty },
    });
  }
  // No banner matters only when the site uses something that needs consent; a site without
  // non-essential cookies or trackers needs no banner.
  if (!input.banner.found) {
    const anywhere = [input.firstVisit, input.afterAccept].flatMap((phase) =>
      phase ? [nonEssentialEvidence(phase)] : [],
    );
    const merged: Finding['evidence'] = {};
    for (const key of ['cookies', 'storage', 'hosts'] as const) {
      const values = unique(anywhere.flatMap((evidence) => evidence[key] ?? []));
      if (values.length > 0) merged[key] = values;
    }
    if (!isEmpty(merged))
      findings.push({ id: 'banner-not-found', severity: 'medium', evidence: merged });
  }
  return findings;
}
