/**
 * The trace: what each phase of one scan saw, typed and JSON-serializable, recorded by the engine
 * and read by the analysis alone (report-from-trace.ts). Cookie values are never kept; after
 * "reject" each cookie and key carries how it relates to what the browser held just before the
 * click. Screenshots are not part of it (the evidence holds them). Recorded traces of the fixture
 * sites are the analysis's test input (tests/fixtures/traces/, `npm run scanner:record-traces`).
 */
import type {
  BehaviourObservation,
  CookiePolicyCheck,
  InputProbe,
  ScanLimitCode,
  ScanVersions,
  SinceChoice,
} from '../../../packages/scanner-contract/report';

/** The trace format; a change that old traces cannot be read with raises it. */
export const TRACE_FORMAT = 1;

export interface TraceCookie {
  name: string;
  domain: string;
  path: string;
  /** Unix seconds as the browser reports them; -1 (or less) for a session cookie. */
  expires: number;
  secure: boolean;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax' | 'None' | null;
  /** After "reject" only. */
  sinceChoice?: SinceChoice;
}

export interface TraceStorageKey {
  area: 'localStorage' | 'sessionStorage';
  origin: string;
  key: string;
  /** After "reject" only. */
  sinceChoice?: SinceChoice;
}

/** What one browser held at the end of a phase. */
export interface PhaseTrace {
  /** Pages visited, in order. */
  pages: string[];
  cookies: TraceCookie[];
  storage: TraceStorageKey[];
  /** Requests per host (http, https, ws, wss only), in the order first contacted. */
  hosts: { host: string; requests: number }[];
  consentModeDefaultsFirst: boolean | null;
  behaviour: BehaviourObservation;
}

export type PolicyLink = { url: string; foundIn: NonNullable<CookiePolicyCheck['foundIn']> };

/** Phase 1: the given page and the same-site pages, before any choice. */
export interface FirstVisitRecord {
  observed: PhaseTrace;
  limitsHit: ScanLimitCode[];
}

/** Phase 2: the banner on the given page's first load. */
export interface BannerRecord {
  /** An autoconsent rule found an open popup. */
  ruleFound: boolean;
  /** The CMP it names (none for a rule that matches a library several products share). */
  cmp: string | null;
  /** Some frame did not answer while the banner was looked for. */
  unanswered: boolean;
  /** The generic labels found on the first load (visible without opening anything). */
  rejectLabel: string | null;
  acceptLabel: string | null;
  /** The link to the site's cookie policy on the given page (the banner's own first). */
  policyLink: PolicyLink | null;
}

/** Phase 3: reject, in the first browser. */
export interface RejectRecord {
  /** Null when there was no banner to reject. */
  choice: {
    /** A reject was clicked (by the CMP rule or the generic control). */
    clicked: boolean;
    /** The clicks the CMP rule reported for its opt-out (null: no rule acted, or it did not say). */
    cmpClicks: number | null;
    /** What the browser held after the choice and the given page loaded again. */
    after: PhaseTrace | null;
  } | null;
  /** The first browser's limits: the first visit's, the banner's and the reject's. */
  limitsHit: ScanLimitCode[];
}

/** Phase 4: accept, in a fresh browser. */
export interface AcceptRecord {
  /** The generic accept label this browser found (when the rule did not accept). */
  acceptLabel: string | null;
  /** What the browser held after the choice and the given page loaded again; null: no accept. */
  after: PhaseTrace | null;
  limitsHit: ScanLimitCode[];
}

/** Phase 5: Global Privacy Control on, in a fresh browser; then the cookie policy read there. */
export interface GpcRecord {
  /** What the browser held with GPC on; null when the phase did not run. */
  observed: PhaseTrace | null;
  /** The cookie policy's text; null when there is none to read or it could not be read. */
  policyText: string | null;
  limitsHit: ScanLimitCode[];
}

/** Phase 6: the input probe, in a browser of its own. */
export interface InputProbeRecord {
  probe: InputProbe;
  limitsHit: ScanLimitCode[];
}

/** A phase's record with the wall time it took. */
export type Timed<T> = T & { durationMs: number };

export interface ScanTrace {
  format: typeof TRACE_FORMAT;
  id: string;
  /** The address as normalised before the scan. */
  url: string;
  /** Where the given page ended after redirects. */
  finalUrl: string;
  /** The final address's registrable domain: what counts as first party. */
  site: string;
  /** ISO 8601. */
  startedAt: string;
  /** From the start to the end of the last phase. */
  durationMs: number;
  firstVisit: Timed<FirstVisitRecord>;
  banner: Timed<BannerRecord>;
  reject: Timed<RejectRecord>;
  accept: Timed<AcceptRecord>;
  gpc: Timed<GpcRecord>;
  inputProbe: Timed<InputProbeRecord>;
  /** The scan's own limits: time, and the proxy's caps and refusals. */
  limitsHit: ScanLimitCode[];
  /** The engine, Chromium, autoconsent and cookie database that made it. */
  versions: ScanVersions;
}
