/**
 * What the report view shows, derived from a ScanReport: the three phases side by side, and one
 * row per cookie, storage key and host across them. Pure functions, no copy.
 */
import type {
  CookieObservation,
  HostObservation,
  PhaseObservation,
  ScanReport,
  StorageObservation,
} from '../../../../server/scanner/report';

export type PhaseId = 'firstVisit' | 'afterReject' | 'afterAccept';
export const PHASES: readonly PhaseId[] = ['firstVisit', 'afterReject', 'afterAccept'];

const nonEssential = (item: { category: string }) =>
  item.category === 'analytics' || item.category === 'marketing' || item.category === 'unknown';

export interface PhaseSummary {
  id: PhaseId;
  /** Null when the phase could not run (no usable reject or accept button). */
  phase: PhaseObservation | null;
  cookies: number;
  nonEssential: string[];
  trackers: string[];
}

export function phaseSummaries(report: ScanReport): PhaseSummary[] {
  return PHASES.map((id) => {
    const phase = report[id];
    return {
      id,
      phase,
      cookies: phase?.cookies.length ?? 0,
      nonEssential: phase
        ? [
            ...phase.cookies.filter(nonEssential).map((c) => c.name),
            ...phase.storage.filter(nonEssential).map((s) => s.key),
          ]
        : [],
      trackers: phase ? phase.hosts.filter((host) => host.tracker).map((host) => host.host) : [],
    };
  });
}

export type Seen<T> = T & { seenIn: PhaseId[] };

function union<T>(
  report: ScanReport,
  pick: (phase: PhaseObservation) => T[],
  key: (item: T) => string,
) {
  const rows = new Map<string, Seen<T>>();
  for (const id of PHASES) {
    const phase = report[id];
    if (!phase) continue;
    for (const item of pick(phase)) {
      const existing = rows.get(key(item));
      if (existing) {
        if (!existing.seenIn.includes(id)) existing.seenIn.push(id);
      } else rows.set(key(item), { ...item, seenIn: [id] });
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
