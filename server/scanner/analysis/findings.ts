/**
 * The findings a report shows, from what the phases observed. Evidence only: the words (what was
 * seen, why it matters under KVKK, what to do) live in the locale files keyed by finding id. No
 * score: a site with no finding reads "this automated check found no problem".
 */
import { grantsStorage } from './behaviour';
import { tagManagerDomains } from './data/supplement';
import {
  isNonEssential,
  type BannerDetection,
  type BehaviourObservation,
  type CookiePolicyCheck,
  type Finding,
  type InputProbe,
  type PhaseObservation,
  type SinceChoice,
  type StoryPhase,
} from '../../../packages/scanner-contract/report';

export interface FindingInput {
  firstVisit: PhaseObservation;
  banner: BannerDetection;
  afterReject: PhaseObservation | null;
  afterAccept: PhaseObservation | null;
  inputProbe?: InputProbe | null;
  /** Absent or null: the policy was not checked. */
  cookiePolicy?: CookiePolicyCheck | null;
}

const unique = (values: string[]) => [...new Set(values)].sort();

/**
 * Which items of a phase count: all of them; after reject, what the site did after the click
 * (set or written again, and every request: a phase counts hosts from the click on); or what
 * merely stayed from before it (cookies and keys only).
 */
type Part = 'all' | 'after-click' | 'remained';
const inPart = (part: Part, since: SinceChoice | undefined) =>
  part === 'all' || (part === 'remained') === (since === 'remained');

/** Non-essential cookies, storage keys and third-party tracker hosts in (a part of) a phase. */
export function nonEssentialEvidence(
  phase: PhaseObservation,
  part: Part = 'all',
): Finding['evidence'] {
  const evidence: Finding['evidence'] = {};
  const cookies = unique(
    phase.cookies
      .filter((c) => isNonEssential(c.category) && inPart(part, c.sinceChoice))
      .map((c) => c.name),
  );
  const storage = unique(
    phase.storage
      .filter((s) => isNonEssential(s.category) && inPart(part, s.sinceChoice))
      .map((s) => s.key),
  );
  const hosts =
    part === 'remained'
      ? []
      : unique(phase.hosts.filter((h) => h.tracker && h.thirdParty).map((h) => h.host));
  if (cookies.length > 0) evidence.cookies = cookies;
  if (storage.length > 0) evidence.storage = storage;
  if (hosts.length > 0) evidence.hosts = hosts;
  return evidence;
}

/** Cookies and storage keys that no database knows, in one phase. */
function unknownEvidence(phase: PhaseObservation): Finding['evidence'] {
  const evidence: Finding['evidence'] = {};
  const cookies = unique(phase.cookies.filter((c) => c.category === 'unknown').map((c) => c.name));
  const storage = unique(phase.storage.filter((s) => s.category === 'unknown').map((s) => s.key));
  if (cookies.length > 0) evidence.cookies = cookies;
  if (storage.length > 0) evidence.storage = storage;
  return evidence;
}

const isTagManager = (host: string) =>
  tagManagerDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * Before any choice: high, or medium when all it shows is a tag manager's container loading (no
 * cookie, key, measurement host or Google hit): the request itself carries the visitor's IP address
 * and the page address to the provider, but what the container then does is not visible in it.
 */
function beforeChoiceSeverity(
  evidence: Finding['evidence'],
  phase: PhaseObservation,
): Finding['severity'] {
  const containerOnly =
    !evidence.cookies?.length &&
    !evidence.storage?.length &&
    (evidence.hosts ?? []).every(isTagManager) &&
    phase.behaviour.googleHits.length === 0;
  return containerOnly ? 'medium' : 'high';
}

const isEmpty = (evidence: Finding['evidence']) =>
  !evidence.cookies?.length && !evidence.storage?.length && !evidence.hosts?.length;

/**
 * A behaviour's finding across the phases: the scripts or requests that showed it and where.
 * High when it happened before any choice or after "reject" (no consent given); low when only
 * after "accept", where consent was given but the notice must still name it (art. 10).
 */
function behaviourFinding(
  input: FindingInput,
  id: Finding['id'],
  pick: (
    behaviour: BehaviourObservation,
    phase: StoryPhase,
  ) => Pick<Finding['evidence'], 'scripts' | 'requests'>,
  onlyWithoutConsent = false,
): Finding | null {
  const phases: StoryPhase[] = [];
  const scripts: string[] = [];
  const requests: string[] = [];
  for (const phase of ['firstVisit', 'afterReject', 'afterAccept'] as const) {
    const observed = input[phase];
    if (!observed || (onlyWithoutConsent && phase === 'afterAccept')) continue;
    const found = pick(observed.behaviour, phase);
    if (!found.scripts?.length && !found.requests?.length) continue;
    phases.push(phase);
    scripts.push(...(found.scripts ?? []));
    requests.push(...(found.requests ?? []));
  }
  if (phases.length === 0) return null;
  const evidence: Finding['evidence'] = { phases };
  if (scripts.length > 0) evidence.scripts = unique(scripts);
  if (requests.length > 0) evidence.requests = unique(requests);
  const withoutConsent = phases.some((phase) => phase !== 'afterAccept');
  return { id, severity: withoutConsent ? 'high' : 'low', evidence };
}

/** The findings of what trackers did beyond storing something. */
function behaviourFindings(input: FindingInput): Finding[] {
  return [
    behaviourFinding(input, 'canvas-fingerprinting', (b) => ({
      scripts: b.canvasFingerprinting.map((read) => `${read.script} (${read.call})`),
    })),
    behaviourFinding(input, 'session-recording', (b) => ({
      requests: b.sessionRecording.map((hit) => `${hit.url} (${hit.vendor})`),
    })),
    behaviourFinding(input, 'facebook-advanced-matching', (b) => ({
      requests: b.advancedMatching.map((hit) => `${hit.url} (${hit.fields.join(', ')})`),
    })),
    // Before any choice only: a TC string then says what no visitor chose.
    behaviourFinding(
      input,
      'tcf-consent-before-choice',
      (b, phase) => ({
        requests:
          phase === 'firstVisit' && b.tcf && b.tcf.purposesGranted.length > 0
            ? [`__tcfapi getTCData: ${b.tcf.purposesGranted.join(', ')}`]
            : [],
      }),
      true,
    ),
    // Granted with no consent given: after accept a granted state is what the visitor chose.
    behaviourFinding(
      input,
      'google-consent-granted',
      (b) => ({ requests: b.googleHits.filter(grantsStorage).map((hit) => hit.url) }),
      true,
    ),
  ].filter((finding): finding is Finding => finding !== null);
}

/**
 * The site's cookie policy, the notice of art. 10 for cookies: none found while the site sets
 * cookies (medium), cookies the scan saw that it does not name (medium), names it gives that the
 * scan never saw (low: set only where the scan did not go, or no longer used).
 */
function policyFindings(input: FindingInput): Finding[] {
  const policy = input.cookiePolicy;
  if (!policy) return [];
  if (policy.url === null) {
    const setsCookies = [input.firstVisit, input.afterReject, input.afterAccept].some(
      (phase) => (phase?.cookies.length ?? 0) > 0,
    );
    return setsCookies ? [{ id: 'policy-not-found', severity: 'medium', evidence: {} }] : [];
  }
  const findings: Finding[] = [];
  if (policy.notNamed.length > 0) {
    findings.push({
      id: 'cookies-missing-from-policy',
      severity: 'medium',
      evidence: { cookies: policy.notNamed },
    });
  }
  if (policy.unseen.length > 0) {
    findings.push({
      id: 'policy-cookies-not-seen',
      severity: 'low',
      evidence: { cookies: policy.unseen },
    });
  }
  return findings;
}

export function deriveFindings(input: FindingInput): Finding[] {
  const findings: Finding[] = [];
  const add = (id: Finding['id'], severity: Finding['severity'], evidence: Finding['evidence']) => {
    if (!isEmpty(evidence)) findings.push({ id, severity, evidence });
  };
  const beforeChoice = nonEssentialEvidence(input.firstVisit);
  add(
    'non-essential-before-choice',
    beforeChoiceSeverity(beforeChoice, input.firstVisit),
    beforeChoice,
  );
  // A name no database knows may be strictly necessary: worth checking, never high on its own.
  add('unknown-before-choice', 'low', unknownEvidence(input.firstVisit));
  // Good practice, not a rule found in the Law or the Guide: medium.
  if (input.banner.found && input.banner.rejectOnFirstLayer === false) {
    findings.push({ id: 'no-reject-on-first-layer', severity: 'medium', evidence: {} });
  }
  if (input.afterReject) {
    // What the site did after the click is its own finding; what merely stayed from the first
    // visit was already reported there (high) and is reported again only as not cleaned up.
    add(
      'non-essential-after-reject',
      'high',
      nonEssentialEvidence(input.afterReject, 'after-click'),
    );
    add(
      'non-essential-remaining-after-reject',
      'medium',
      nonEssentialEvidence(input.afterReject, 'remained'),
    );
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
  findings.push(...behaviourFindings(input));
  // Typed, never submitted, and no choice made in the probe's browser: always without consent.
  const leaks = input.inputProbe?.leaks ?? [];
  if (leaks.length > 0) {
    findings.push({
      id: 'input-captured-before-submit',
      severity: 'high',
      evidence: {
        requests: unique(leaks.map((leak) => `${leak.url} (${leak.field}, ${leak.encoding})`)),
      },
    });
  }
  findings.push(...policyFindings(input));
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
