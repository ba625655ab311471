/**
 * What a cookie scan produces and what the scanner API answers: the one contract shared by the
 * scan engine (server/scanner/*), the HTTP API and queues, and the scan page's island.
 * Types and plain value lists only (no Node import), so the browser bundle can import it
 * without pulling in server code.
 */

/** The categories of the Authority's cookie guide, plus "unknown": never guessed. */
export type CookieCategory = 'necessary' | 'functional' | 'analytics' | 'marketing' | 'unknown';

/** Where a classification came from: the Open Cookie Database, our supplement, or nowhere. */
export type ClassificationSource = 'open-cookie-database' | 'supplement' | null;

export interface Classification {
  category: CookieCategory;
  /** The platform that sets it ("Google Analytics", "Yandex Metrica"); null when unknown. */
  platform: string | null;
  source: ClassificationSource;
}

/**
 * How a cookie or storage key seen after "reject" relates to what was there just before the
 * click, in the same browser: `new` (absent before), `changed` (same name, domain and path, but
 * another value or expiry: written again), `remained` (untouched since before the choice). A
 * storage key is `new` or `remained`: its value is not compared.
 */
export type SinceChoice = 'new' | 'changed' | 'remained';

export interface CookieObservation extends Classification {
  name: string;
  domain: string;
  path: string;
  /** Expiry as Unix seconds; null for a session cookie. */
  expires: number | null;
  secure: boolean;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax' | 'None' | null;
  thirdParty: boolean;
  /** After "reject" only: whether the site set it after the click or it stayed from before. */
  sinceChoice?: SinceChoice;
}

export interface StorageObservation extends Classification {
  area: 'localStorage' | 'sessionStorage';
  /** The origin whose storage holds the key. */
  origin: string;
  key: string;
  /** After "reject" only: `new` or `remained` (see SinceChoice). */
  sinceChoice?: SinceChoice;
}

export interface HostObservation {
  host: string;
  thirdParty: boolean;
  /** True when the host is on a known tracker list. */
  tracker: boolean;
  /** Who runs it, when known ("Google", "Meta"); null otherwise. */
  owner: string | null;
  requests: number;
}

/** The three phases of the report's story, in order. */
export type StoryPhase = 'firstVisit' | 'afterReject' | 'afterAccept';

/**
 * One Consent Mode signal as a Google hit carried it: `granted` or `denied` (after any update),
 * `unset` when the hit says it was never set; null when the hit carries no consent state at all.
 */
export type ConsentSignal = 'granted' | 'denied' | 'unset' | null;

/** A Google measurement request and the consent state it carried (gcs, gcd). */
export interface GoogleHit {
  /** Host and path, without the query (it can hold identifiers). */
  url: string;
  adStorage: ConsentSignal;
  analyticsStorage: ConsentSignal;
  adUserData: ConsentSignal;
  adPersonalization: ConsentSignal;
}

/**
 * What trackers did beyond storing something, in one phase. Each entry is its evidence: the
 * script (by stack trace) or the request (host and path, never the values it carried).
 */
export interface BehaviourObservation {
  /** A canvas of at least 16×16 with text written and then read back, by this script. */
  canvasFingerprinting: { script: string; call: 'toDataURL' | 'getImageData' }[];
  /** Requests to a known session-recording vendor's hosts (data/session-recorders.ts). */
  sessionRecording: { vendor: string; url: string }[];
  /** Meta Pixel requests carrying `ud[…]` (advanced matching): the field names only. */
  advancedMatching: { url: string; fields: string[] }[];
  /**
   * IAB TCF: null without `__tcfapi`; otherwise the purposes its TC string grants consent for
   * (none when it has no TC string yet).
   */
  tcf: { tcString: boolean; purposesGranted: number[] } | null;
  googleHits: GoogleHit[];
}

/** A phase in which no behaviour was seen. */
export const noBehaviour = (): BehaviourObservation => ({
  canvasFingerprinting: [],
  sessionRecording: [],
  advancedMatching: [],
  tcf: null,
  googleHits: [],
});

/**
 * What one phase saw. The first visit and "reject" share one browser (reject is clicked where the
 * visitor saw the banner); "accept" and the Global Privacy Control visit each get a fresh one.
 */
export interface PhaseObservation {
  /** Pages visited, in order (the given page first). */
  pages: string[];
  cookies: CookieObservation[];
  storage: StorageObservation[];
  hosts: HostObservation[];
  /**
   * Google Consent Mode v2: true when a `default` command was pushed before any Google tag
   * request, false when a tag fired first, null when no Google tag was seen.
   */
  consentModeDefaultsFirst: boolean | null;
  behaviour: BehaviourObservation;
}

export interface BannerDetection {
  found: boolean;
  /** How it was found: a known CMP rule (autoconsent) or the generic label heuristic. */
  method: 'cmp-rule' | 'generic' | null;
  /** The CMP's name when a rule matched ("OneTrust"); null otherwise. */
  cmp: string | null;
  /** Whether a reject choice is on the first layer; null when no banner was found. */
  rejectOnFirstLayer: boolean | null;
  /** The labels of the buttons used, as the site wrote them. */
  rejectLabel: string | null;
  acceptLabel: string | null;
}

export type FindingId =
  | 'non-essential-before-choice'
  | 'unknown-before-choice'
  | 'no-reject-on-first-layer'
  | 'non-essential-after-reject'
  | 'non-essential-remaining-after-reject'
  | 'possible-transfer-abroad'
  | 'banner-not-found'
  | 'canvas-fingerprinting'
  | 'session-recording'
  | 'facebook-advanced-matching'
  | 'tcf-consent-before-choice'
  | 'google-consent-granted'
  | 'input-captured-before-submit'
  | 'policy-not-found'
  | 'cookies-missing-from-policy'
  | 'policy-cookies-not-seen';

/**
 * Analytics and marketing: what needs consent and what findings count. "unknown" is never
 * counted as either: a name no database knows is not evidence of tracking on its own.
 */
export const isNonEssential = (category: CookieCategory): boolean =>
  category === 'analytics' || category === 'marketing';

/**
 * One finding. Its words (what was observed, why it matters under KVKK, what to do) live in the
 * locale files keyed by `id`; the report carries only the evidence.
 */
export interface Finding {
  id: FindingId;
  severity: 'high' | 'medium' | 'low';
  /**
   * Names of the cookies / storage keys / hosts that show it; for behaviour, the scripts and
   * requests (host and path) that gave it away and the phases it was seen in.
   */
  evidence: {
    cookies?: string[];
    storage?: string[];
    hosts?: string[];
    scripts?: string[];
    requests?: string[];
    phases?: StoryPhase[];
  };
}

/** How a request carried a value typed into a field (see input-probe.ts). */
export const inputEncodings = ['plain', 'url', 'base64', 'md5', 'sha256'] as const;
export type InputEncoding = (typeof inputEncodings)[number];

/** Whether the input probe ran, and if not why (switched off, no field to type into, no time). */
export const inputProbeStatuses = ['ran', 'disabled', 'no-fields', 'no-time', 'failed'] as const;

/**
 * Input captured before submit: marked fake values typed into the given page's visible text and
 * email fields, in a fresh browser of its own, never submitted; each request that carried one.
 */
export interface InputProbe {
  status: (typeof inputProbeStatuses)[number];
  /** The page typed into; null when the probe did not type. */
  page: string | null;
  /** Fields typed into. */
  fields: number;
  /** Host and path of the request, the field's name (or type), how the value was encoded. */
  leaks: { url: string; field: string; encoding: InputEncoding }[];
}

/** Cookies no database knew, each cookie counted once across the phases; null without cookies. */
export interface UnknownShare {
  count: number;
  total: number;
  percent: number;
}

/**
 * The site's own cookie policy against the cookies the scan saw (every phase). `url` is null when
 * no link to a policy was found on the given page.
 */
export interface CookiePolicyCheck {
  url: string | null;
  /** Where the link was: in the banner, or elsewhere on the page named like a cookie policy. */
  foundIn: 'banner' | 'page' | null;
  /** Cookies the scan saw that the policy does not name. */
  notNamed: string[];
  /** Names the policy gives that the scan never saw (a name prefix as `_ga_*`). */
  unseen: string[];
}

/**
 * What made a report, so that a finding can be traced to the code and data behind it: the engine
 * (its git commit, or the package version where the deployment has no git), the Chromium that
 * loaded the pages, @duckduckgo/autoconsent (its CMP rules), and the Open Cookie Database (the
 * commit it was generated from). Null where it could not be read.
 */
export interface ScanVersions {
  engine: string | null;
  chromium: string | null;
  autoconsent: string | null;
  cookieDatabase: string | null;
}

export interface ScanReport {
  id: string;
  /** The address as normalised (punycode host) before the scan. */
  url: string;
  /** Where the first page ended after redirects. */
  finalUrl: string;
  /** ISO 8601. */
  startedAt: string;
  durationMs: number;
  firstVisit: PhaseObservation;
  banner: BannerDetection;
  /** Null when no reject choice could be used. */
  afterReject: PhaseObservation | null;
  /** Null when no accept choice could be used. */
  afterAccept: PhaseObservation | null;
  /** With `Sec-GPC: 1` and navigator.globalPrivacyControl: reported, not judged. */
  globalPrivacyControl: {
    /** Non-essential cookies/keys set on the first visit with GPC on. */
    nonEssential: string[];
  } | null;
  /** Null when a stored report does not carry it. */
  inputProbe: InputProbe | null;
  unknownCookies: UnknownShare | null;
  /** Null when the policy could not be read (time ran out, the page did not open). */
  cookiePolicy: CookiePolicyCheck | null;
  findings: Finding[];
  /** What limited the scan (pages skipped, bytes cut, a phase timed out), as stable codes. */
  limitsHit: string[];
  /**
   * The steps that did not run to their end (time ran out, or the page did not answer): empty
   * when the scan is complete. An incomplete report gives no verdict: its findings are what was
   * seen, not all there is.
   */
  notRun: ScanStep[];
  /** Null when a stored report does not carry it. */
  versions: ScanVersions | null;
}

/** The steps of a scan that can be cut short, in order. */
export const scanSteps = ['banner', 'reject', 'accept', 'gpc', 'input-probe'] as const;
export type ScanStep = (typeof scanSteps)[number];

/**
 * The contract's value lists: the one place each list of codes is written. The API, the queues
 * and the page import them (and narrow untrusted values with `isOneOf`); the types follow.
 */

/** The steps shown as live progress on the page, in order. */
export const scanPhases = ['opening', 'banner', 'rejecting', 'accepting', 'classifying'] as const;
export type ScanPhase = (typeof scanPhases)[number];

/** Why a scan failed, as a stable code the page translates. */
export const scanErrorCodes = [
  'unreachable',
  'blocked-address',
  'timeout',
  'too-large',
  'browser-unavailable',
  'internal',
] as const;
export type ScanErrorCode = (typeof scanErrorCodes)[number];

/** Which cap of the filtering proxy a scan hit (server/scanner/engine/proxy/filtering-proxy.ts). */
export const proxyLimitCodes = [
  'bytes-cut',
  'upload-cut',
  'requests-capped',
  'connections-capped',
  'hosts-capped',
  'lookups-capped',
] as const;
export type ProxyLimitCode = (typeof proxyLimitCodes)[number];

/** What limited a scan, as the stable codes a report's `limitsHit` lists and the page translates. */
export const scanLimitCodes = [
  'pages-skipped',
  'page-failed',
  'scan-timeout',
  'blocked-requests',
  'navigation-blocked',
  'page-script-error',
  // The site's cookie policy was linked but could not be read (no time left, the page did not open).
  'policy-unread',
  // A screenshot for the evidence stayed over its byte cap, or the page gave none in time.
  'screenshot-too-large',
  'screenshot-failed',
  // The report had to be shortened to fit its size cap (report-limits.ts).
  'report-trimmed',
  // A frame of the page did not answer the scanner's in-page call in time and was left out.
  'frame-unresponsive',
  ...proxyLimitCodes,
] as const;
export type ScanLimitCode = (typeof scanLimitCodes)[number];

/** The longest address the scanner takes, and the longest a page link may hand to a form. */
export const MAX_SCAN_URL_LENGTH = 2048;

/** Why an address was refused before queueing (400), as a stable code the page translates. */
export const urlRefusals = [
  'empty',
  'too-long',
  'not-a-url',
  'scheme',
  'port',
  'credentials',
  'blocked-address',
] as const;
export type UrlRefusal = (typeof urlRefusals)[number];

/**
 * Why `POST /api/scans` started no scan: the address (400), or the scanner's state (429, 503).
 * `recently-scanned`: the site was scanned (or is being scanned) within the cooldown.
 */
export const createScanErrors = [
  ...urlRefusals,
  'recently-scanned',
  'rate-limited',
  'queue-full',
  'unavailable',
] as const;
export type CreateScanError = (typeof createScanErrors)[number];

/** True when `value` is one of `list`'s codes (for values read from the network or from Redis). */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

/**
 * The screenshots a scan keeps, by the phase whose screen they show (the first screen at the
 * first visit, before any click; then after each choice), with the name of each one's file in
 * the evidence and under `GET /api/scans/<id>/screenshots/<name>.jpg`.
 */
export const screenshotFiles = {
  firstVisit: 'first-visit',
  afterReject: 'after-reject',
  afterAccept: 'after-accept',
} as const satisfies Record<StoryPhase, string>;
export const storyPhases = Object.keys(screenshotFiles) as StoryPhase[];

/** The browser window every phase runs in (CSS pixels), and so each screenshot's size. */
export const SCAN_VIEWPORT = { width: 1280, height: 800 } as const;

/** One screenshot as the engine hands it over: a JPEG of the browser's viewport. */
export interface Screenshot {
  phase: StoryPhase;
  jpeg: Uint8Array;
}

/**
 * What the page needs to show a finished scan's evidence: the phases with a screenshot, and the
 * fingerprint (SHA-256 of the evidence's SHA256SUMS file, lower-case hex).
 */
export interface EvidenceSummary {
  fingerprint: string;
  screenshots: StoryPhase[];
}

/** `GET /api/scans/<id>`. */
export type ScanStatus =
  | { status: 'queued'; position: number }
  | { status: 'running'; progress: ScanPhase }
  /** `evidence` is null for a result stored without it (by a version before evidence). */
  | { status: 'done'; report: ScanReport; evidence: EvidenceSummary | null }
  | { status: 'failed'; error: ScanErrorCode };

/**
 * `POST /api/scans` answers: 202 `{ id, deleteToken }` (the token, sent once, deletes the report:
 * `DELETE /api/scans/<id>` with `Authorization: Bearer <token>`); 400 `{ error: UrlRefusal }`;
 * 429/503 `{ error, retryAfterSeconds }`.
 */
export type CreateScanResponse =
  { id: string; deleteToken: string } | { error: CreateScanError; retryAfterSeconds?: number };

/**
 * The engine as the API and queues see it (server/scanner/engine/scan.ts implements it): run every phase
 * of one scan, report progress, hand over each screenshot as it is taken (before the report),
 * stop when the signal aborts.
 */
export type RunScan = (
  url: string,
  options: {
    id: string;
    onProgress: (phase: ScanPhase) => void;
    onScreenshot?: (screenshot: Screenshot) => void;
    signal: AbortSignal;
  },
) => Promise<ScanReport>;
