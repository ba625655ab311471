/**
 * How much of what a scan saw the classification knew: the share of cookies no database knows,
 * so that the database's gaps show in every report. Computed once, by the engine; the page shows
 * the report's value.
 */
import type { PhaseObservation, UnknownShare } from '../../../packages/scanner-contract/report';

/** Cookies across the phases, each (name, domain, path) counted once; null without cookies. */
export function unknownCookieShare(phases: (PhaseObservation | null)[]): UnknownShare | null {
  const categories = new Map<string, string>();
  for (const phase of phases) {
    for (const cookie of phase?.cookies ?? []) {
      categories.set(`${cookie.name}|${cookie.domain}|${cookie.path}`, cookie.category);
    }
  }
  const total = categories.size;
  if (total === 0) return null;
  const count = [...categories.values()].filter((category) => category === 'unknown').length;
  return { count, total, percent: Math.round((count / total) * 100) };
}
