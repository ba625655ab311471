/**
 * The report-level guarantee: whatever a scanned page sent (labels, CMP names, storage keys,
 * cookie fields, hosts, addresses), a report that is stored, served or shown has only the
 * contract's fields, each of its type, every text and list capped, and its JSON under a size
 * cap. Applied where the engine hands a report over, where a queue stores it, and where the page
 * reads it. Plain code with no server import: the scan page's bundle uses it too.
 */
import type {
  BannerDetection,
  BehaviourObservation,
  ConsentSignal,
  CookiePolicyCheck,
  CookieCategory,
  CookieObservation,
  Finding,
  FindingId,
  HostObservation,
  InputProbe,
  PhaseObservation,
  ScanReport,
  ScanVersions,
  SinceChoice,
  StorageObservation,
  StoryPhase,
  UnknownShare,
} from './report';
import { inputEncodings, inputProbeStatuses, scanSteps } from './report';

export const REPORT_LIMITS = {
  /** A name, label, host, platform or code. */
  text: 256,
  /** An address. */
  url: 2_048,
  /** Cookies, storage keys or hosts in one phase. */
  items: 500,
  /** Pages in one phase. */
  pages: 20,
  /** Names in one finding's evidence, or in the GPC list. */
  evidence: 200,
  /** Entries in one behaviour list of one phase (canvas reads, recorders, hits...). */
  behaviour: 20,
  /** limitsHit codes. */
  codes: 20,
  /** The report as JSON, in UTF-16 code units (about bytes for the ASCII it mostly is). */
  json: 1_000_000,
} as const;

/** Added to limitsHit when a list had to be shortened to bring the report under its size cap. */
export const REPORT_TRIMMED = 'report-trimmed';

type Caps = { [K in keyof typeof REPORT_LIMITS]: number };
type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const field = (value: unknown, key: string): unknown => (isObject(value) ? value[key] : undefined);
const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' ? value.slice(0, max) : null;
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;
const bool = (value: unknown): boolean => value === true;
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
const list = <T>(value: unknown, max: number, item: (entry: unknown) => T | null): T[] => {
  if (!Array.isArray(value)) return [];
  const items: T[] = [];
  for (const entry of value.slice(0, max)) {
    const checked = item(entry);
    if (checked !== null) items.push(checked);
  }
  return items;
};
const texts = (value: unknown, max: number, length: number) =>
  list(value, max, (entry) => text(entry, length));

const CATEGORIES: readonly CookieCategory[] = [
  'necessary',
  'functional',
  'analytics',
  'marketing',
  'unknown',
];
const SINCE: readonly SinceChoice[] = ['new', 'changed', 'remained'];
const FINDINGS: { [K in FindingId]: true } = {
  'non-essential-before-choice': true,
  'unknown-before-choice': true,
  'no-reject-on-first-layer': true,
  'non-essential-after-reject': true,
  'non-essential-remaining-after-reject': true,
  'possible-transfer-abroad': true,
  'banner-not-found': true,
  'canvas-fingerprinting': true,
  'session-recording': true,
  'facebook-advanced-matching': true,
  'tcf-consent-before-choice': true,
  'google-consent-granted': true,
  'input-captured-before-submit': true,
  'policy-not-found': true,
  'cookies-missing-from-policy': true,
  'policy-cookies-not-seen': true,
};
const FINDING_IDS = Object.keys(FINDINGS) as FindingId[];

function classification(value: unknown, caps: Caps) {
  const source = field(value, 'source');
  return {
    category: oneOf(field(value, 'category'), CATEGORIES) ?? 'unknown',
    platform: text(field(value, 'platform'), caps.text),
    source: oneOf(source, ['open-cookie-database', 'supplement'] as const),
  };
}

/** `sinceChoice` only where it was given and valid (after reject). */
const since = (value: unknown) => {
  const checked = oneOf(field(value, 'sinceChoice'), SINCE);
  return checked ? { sinceChoice: checked } : {};
};

function cookie(value: unknown, caps: Caps): CookieObservation | null {
  const name = text(field(value, 'name'), caps.text);
  if (name === null) return null;
  const expires = field(value, 'expires');
  return {
    name,
    domain: text(field(value, 'domain'), caps.text) ?? '',
    path: text(field(value, 'path'), caps.text) ?? '/',
    expires: typeof expires === 'number' && Number.isFinite(expires) ? expires : null,
    secure: bool(field(value, 'secure')),
    httpOnly: bool(field(value, 'httpOnly')),
    sameSite: oneOf(field(value, 'sameSite'), ['Strict', 'Lax', 'None'] as const),
    thirdParty: bool(field(value, 'thirdParty')),
    ...classification(value, caps),
    ...since(value),
  };
}

function storageItem(value: unknown, caps: Caps): StorageObservation | null {
  const key = text(field(value, 'key'), caps.text);
  const area = oneOf(field(value, 'area'), ['localStorage', 'sessionStorage'] as const);
  if (key === null || area === null) return null;
  return {
    area,
    origin: text(field(value, 'origin'), caps.url) ?? '',
    key,
    ...classification(value, caps),
    ...since(value),
  };
}

function host(value: unknown, caps: Caps): HostObservation | null {
  const name = text(field(value, 'host'), caps.text);
  if (name === null) return null;
  return {
    host: name,
    thirdParty: bool(field(value, 'thirdParty')),
    tracker: bool(field(value, 'tracker')),
    owner: text(field(value, 'owner'), caps.text),
    requests: count(field(value, 'requests')),
  };
}

const SIGNALS: readonly Exclude<ConsentSignal, null>[] = ['granted', 'denied', 'unset'];
const STORY: readonly StoryPhase[] = ['firstVisit', 'afterReject', 'afterAccept'];
const purposes = (value: unknown) =>
  list(value, 24, (entry) =>
    typeof entry === 'number' && Number.isInteger(entry) && entry >= 1 && entry <= 24
      ? entry
      : null,
  );

function behaviour(value: unknown, caps: Caps): BehaviourObservation {
  const max = caps.behaviour;
  const signal = (entry: unknown, key: string) => oneOf(field(entry, key), SIGNALS);
  const tcf = field(value, 'tcf');
  return {
    canvasFingerprinting: list(field(value, 'canvasFingerprinting'), max, (entry) => {
      const call = oneOf(field(entry, 'call'), ['toDataURL', 'getImageData'] as const);
      const script = text(field(entry, 'script'), caps.url);
      return call && script !== null ? { script, call } : null;
    }),
    sessionRecording: list(field(value, 'sessionRecording'), max, (entry) => {
      const vendor = text(field(entry, 'vendor'), caps.text);
      const url = text(field(entry, 'url'), caps.url);
      return vendor !== null && url !== null ? { vendor, url } : null;
    }),
    advancedMatching: list(field(value, 'advancedMatching'), max, (entry) => {
      const url = text(field(entry, 'url'), caps.url);
      return url !== null ? { url, fields: texts(field(entry, 'fields'), 20, 64) } : null;
    }),
    tcf: isObject(tcf)
      ? { tcString: bool(tcf.tcString), purposesGranted: purposes(tcf.purposesGranted) }
      : null,
    googleHits: list(field(value, 'googleHits'), max, (entry) => {
      const url = text(field(entry, 'url'), caps.url);
      if (url === null) return null;
      return {
        url,
        adStorage: signal(entry, 'adStorage'),
        analyticsStorage: signal(entry, 'analyticsStorage'),
        adUserData: signal(entry, 'adUserData'),
        adPersonalization: signal(entry, 'adPersonalization'),
      };
    }),
  };
}

function inputProbe(value: unknown, caps: Caps): InputProbe | null {
  const status = oneOf(field(value, 'status'), inputProbeStatuses);
  if (status === null) return null;
  return {
    status,
    page: text(field(value, 'page'), caps.url),
    fields: count(field(value, 'fields')),
    leaks: list(field(value, 'leaks'), caps.behaviour, (entry) => {
      const url = text(field(entry, 'url'), caps.url);
      const name = text(field(entry, 'field'), 64);
      const encoding = oneOf(field(entry, 'encoding'), inputEncodings);
      return url !== null && name !== null && encoding ? { url, field: name, encoding } : null;
    }),
  };
}

function unknownShare(value: unknown): UnknownShare | null {
  const total = count(field(value, 'total'));
  const unknown = count(field(value, 'count'));
  if (total === 0 || unknown > total) return null;
  return { count: unknown, total, percent: Math.round((unknown / total) * 100) };
}

function phase(value: unknown, caps: Caps): PhaseObservation | null {
  if (!isObject(value)) return null;
  const defaultsFirst = value.consentModeDefaultsFirst;
  return {
    pages: texts(value.pages, caps.pages, caps.url),
    cookies: list(value.cookies, caps.items, (entry) => cookie(entry, caps)),
    storage: list(value.storage, caps.items, (entry) => storageItem(entry, caps)),
    hosts: list(value.hosts, caps.items, (entry) => host(entry, caps)),
    consentModeDefaultsFirst: typeof defaultsFirst === 'boolean' ? defaultsFirst : null,
    behaviour: behaviour(value.behaviour, caps),
  };
}

function banner(value: unknown, caps: Caps): BannerDetection {
  const rejectOnFirstLayer = field(value, 'rejectOnFirstLayer');
  return {
    found: bool(field(value, 'found')),
    method: oneOf(field(value, 'method'), ['cmp-rule', 'generic'] as const),
    cmp: text(field(value, 'cmp'), caps.text),
    rejectOnFirstLayer: typeof rejectOnFirstLayer === 'boolean' ? rejectOnFirstLayer : null,
    rejectLabel: text(field(value, 'rejectLabel'), caps.text),
    acceptLabel: text(field(value, 'acceptLabel'), caps.text),
  };
}

function cookiePolicy(value: unknown, caps: Caps): CookiePolicyCheck | null {
  if (!isObject(value)) return null;
  const url = text(value.url, caps.url);
  return {
    // Shown as a link: an http(s) address only.
    url: url !== null && /^https?:\/\//i.test(url) ? url : null,
    foundIn: oneOf(value.foundIn, ['banner', 'page'] as const),
    notNamed: texts(value.notNamed, caps.evidence, caps.text),
    unseen: texts(value.unseen, caps.evidence, caps.text),
  };
}

/** A version: a commit or a dotted number, nothing a reader could take for more. */
/** A version as given, or none: a cut or cleaned version would name another build. */
const version = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= 64 && /^[A-Za-z0-9][A-Za-z0-9.+_-]*$/.test(value)
    ? value
    : null;

function versions(value: unknown): ScanVersions | null {
  if (!isObject(value)) return null;
  return {
    engine: version(value.engine),
    chromium: version(value.chromium),
    autoconsent: version(value.autoconsent),
    cookieDatabase: version(value.cookieDatabase),
  };
}

function finding(value: unknown, caps: Caps): Finding | null {
  const id = oneOf(field(value, 'id'), FINDING_IDS);
  const severity = oneOf(field(value, 'severity'), ['high', 'medium', 'low'] as const);
  if (id === null || severity === null) return null;
  const given = field(value, 'evidence');
  const evidence: Finding['evidence'] = {};
  for (const key of ['cookies', 'storage', 'hosts'] as const) {
    const names = texts(field(given, key), caps.evidence, caps.text);
    if (names.length > 0) evidence[key] = names;
  }
  for (const key of ['scripts', 'requests'] as const) {
    const addresses = texts(field(given, key), caps.evidence, caps.url);
    if (addresses.length > 0) evidence[key] = addresses;
  }
  const phases = list(field(given, 'phases'), STORY.length, (entry) => oneOf(entry, STORY));
  if (phases.length > 0) evidence.phases = phases;
  return { id, severity, evidence };
}

function build(value: unknown, caps: Caps, extraCodes: string[]): ScanReport {
  const gpc = field(value, 'globalPrivacyControl');
  const codes = texts(field(value, 'limitsHit'), caps.codes, 64).filter((code) =>
    /^[a-z0-9-]+$/.test(code),
  );
  const startedAt = text(field(value, 'startedAt'), 64);
  return {
    id: text(field(value, 'id'), 64) ?? '',
    url: text(field(value, 'url'), caps.url) ?? '',
    finalUrl: text(field(value, 'finalUrl'), caps.url) ?? '',
    startedAt:
      startedAt !== null && !Number.isNaN(Date.parse(startedAt))
        ? startedAt
        : new Date(0).toISOString(),
    durationMs: count(field(value, 'durationMs')),
    firstVisit: phase(field(value, 'firstVisit'), caps) ?? {
      pages: [],
      cookies: [],
      storage: [],
      hosts: [],
      consentModeDefaultsFirst: null,
      behaviour: behaviour(null, caps),
    },
    banner: banner(field(value, 'banner'), caps),
    afterReject: phase(field(value, 'afterReject'), caps),
    afterAccept: phase(field(value, 'afterAccept'), caps),
    globalPrivacyControl: isObject(gpc)
      ? { nonEssential: texts(gpc.nonEssential, caps.evidence, caps.text) }
      : null,
    inputProbe: inputProbe(field(value, 'inputProbe'), caps),
    unknownCookies: unknownShare(field(value, 'unknownCookies')),
    cookiePolicy: cookiePolicy(field(value, 'cookiePolicy'), caps),
    findings: list(field(value, 'findings'), FINDING_IDS.length, (entry) => finding(entry, caps)),
    limitsHit: [...new Set([...codes, ...extraCodes])],
    versions: versions(field(value, 'versions')),
    notRun: [
      ...new Set(
        list(field(value, 'notRun'), scanSteps.length, (entry) => oneOf(entry, scanSteps)),
      ),
    ],
  };
}

/**
 * The report as the contract types it, with every page-given value checked and capped. When the
 * capped report is still over the JSON cap, lists are shortened (halved, then halved again) and
 * `report-trimmed` says so; a report cannot grow past the cap whatever the page sent.
 */
export function limitReport(value: unknown): ScanReport {
  let caps: Caps = { ...REPORT_LIMITS };
  let report = build(value, caps, []);
  while (JSON.stringify(report).length > REPORT_LIMITS.json) {
    caps = {
      ...caps,
      items: Math.floor(caps.items / 2),
      pages: Math.floor(caps.pages / 2),
      evidence: Math.floor(caps.evidence / 2),
      behaviour: Math.floor(caps.behaviour / 2),
    };
    report = build(value, caps, [REPORT_TRIMMED]);
    // Texts are capped: with no list item left the report is a few kilobytes.
    if (caps.items === 0) break;
  }
  return report;
}
