/**
 * What the report view shows, derived from a ScanReport: the three phases side by side, and one
 * row per cookie, storage key and host across them. Pure functions, no copy.
 */
import {
  isNonEssential,
  type CookieObservation,
  type Finding,
  type HostObservation,
  type PhaseObservation,
  type ScanReport,
  type SinceChoice,
  type StorageObservation,
} from './report';

export type PhaseId = 'firstVisit' | 'afterReject' | 'afterAccept';
export const PHASES: readonly PhaseId[] = ['firstVisit', 'afterReject', 'afterAccept'];

interface Item {
  category: CookieObservation['category'];
  sinceChoice?: SinceChoice;
}

export interface PhaseSummary {
  id: PhaseId;
  /** Null when the phase could not run (no usable reject or accept button). */
  phase: PhaseObservation | null;
  cookies: number;
  /** Analytics and marketing cookies and keys (after reject: all of them, see below). */
  nonEssential: string[];
  /** After reject: the non-essential ones the site set or wrote again after the click. */
  setAfterChoice: string[];
  /** After reject: the non-essential ones that merely stayed from before the click. */
  remained: string[];
  /** Cookies and keys no database knows. */
  unknown: string[];
  trackers: string[];
}

export function phaseSummaries(report: ScanReport): PhaseSummary[] {
  return PHASES.map((id) => {
    const phase = report[id];
    const names = (keep: (item: Item) => boolean) =>
      phase
        ? [
            ...phase.cookies.filter(keep).map((c) => c.name),
            ...phase.storage.filter(keep).map((s) => s.key),
          ]
        : [];
    const nonEssential = (item: Item) => isNonEssential(item.category);
    return {
      id,
      phase,
      cookies: phase?.cookies.length ?? 0,
      nonEssential: names(nonEssential),
      setAfterChoice: names(
        (item) => nonEssential(item) && !!item.sinceChoice && item.sinceChoice !== 'remained',
      ),
      remained: names((item) => nonEssential(item) && item.sinceChoice === 'remained'),
      unknown: names((item) => item.category === 'unknown'),
      trackers: phase ? phase.hosts.filter((host) => host.tracker).map((host) => host.host) : [],
    };
  });
}

/** A row: where it was seen, and after reject whether the site set it then or it stayed. */
export type Seen<T> = Omit<T, 'sinceChoice'> & { seenIn: PhaseId[]; sinceChoice?: SinceChoice };

function union<T extends object & { sinceChoice?: SinceChoice }>(
  report: ScanReport,
  pick: (phase: PhaseObservation) => T[],
  key: (item: T) => string,
) {
  const rows = new Map<string, Seen<T>>();
  for (const id of PHASES) {
    const phase = report[id];
    if (!phase) continue;
    for (const item of pick(phase)) {
      const { sinceChoice, ...rest } = item;
      const row: Seen<T> = rows.get(key(item)) ?? { ...rest, seenIn: [] };
      if (!row.seenIn.includes(id)) row.seenIn.push(id);
      if (id === 'afterReject' && sinceChoice) row.sinceChoice = sinceChoice;
      rows.set(key(item), row);
    }
  }
  return [...rows.values()];
}

export const cookieRows = (report: ScanReport): Seen<CookieObservation>[] =>
  union(
    report,
    (phase) => phase.cookies,
    (c) => `${c.name}|${c.domain}|${c.path}`,
  );

export const storageRows = (report: ScanReport): Seen<StorageObservation>[] =>
  union(
    report,
    (phase) => phase.storage,
    (s) => `${s.area}|${s.origin}|${s.key}`,
  );

export const hostRows = (report: ScanReport): Seen<HostObservation>[] =>
  union(
    report,
    (phase) => phase.hosts,
    (h) => h.host,
  );

/** A phase's Google hits by the storage state they carried. */
export function googleHitStates(phase: PhaseObservation) {
  const hits = phase.behaviour.googleHits;
  const granted = hits.filter(
    (hit) => hit.adStorage === 'granted' || hit.analyticsStorage === 'granted',
  ).length;
  const none = hits.filter((hit) =>
    [hit.adStorage, hit.analyticsStorage].every((signal) => signal === null || signal === 'unset'),
  ).length;
  return { count: hits.length, granted, none, denied: hits.length - granted - none };
}

const SEVERITY_ORDER: readonly Finding['severity'][] = ['high', 'medium', 'low'];

/** The findings, most serious first (the engine's order kept within a severity). */
export const findingsBySeverity = (findings: readonly Finding[]): Finding[] =>
  SEVERITY_ORDER.flatMap((severity) => findings.filter((f) => f.severity === severity));

/** What the report opens with: how serious the worst finding is, the counts, what to do first. */
export interface Verdict {
  level: Finding['severity'] | 'none';
  counts: Record<Finding['severity'], number>;
  /** The most serious finding: its to-do is the first thing to do. */
  first: Finding | null;
}

/**
 * The verdict of a scan, or null for a scan that did not complete or whose steps did not all run
 * (`notRun`): what it missed could change it. Without a verdict the report never says "no problem
 * found", neither as the verdict's level nor under the findings.
 */
export function verdictOf(report: ScanReport, complete: boolean): Verdict | null {
  if (!complete || report.notRun.length > 0) return null;
  const ordered = findingsBySeverity(report.findings);
  const count = (severity: Finding['severity']) =>
    ordered.filter((finding) => finding.severity === severity).length;
  return {
    level: ordered[0]?.severity ?? 'none',
    counts: { high: count('high'), medium: count('medium'), low: count('low') },
    first: ordered[0] ?? null,
  };
}
