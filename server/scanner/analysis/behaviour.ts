/**
 * What a request gives away about a tracker's behaviour: the Consent Mode state of a Google hit,
 * Meta Pixel's advanced matching, a session-recording vendor; and the purposes a TCF TC string
 * grants. Pure functions over addresses and strings, no browser.
 */
import { sessionRecorders } from './data/session-recorders';
import type { ConsentSignal, GoogleHit } from '../../../packages/scanner-contract/report';

/** Where a request went, for the report: host and path, never the query (it can hold IDs). */
export const requestEvidence = (url: URL): string => `${url.hostname}${url.pathname}`.slice(0, 300);

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * `gcd` letters per signal (as measured and published by analysts of Google's tags, e.g. Markus
 * Baersch and Simo Ahava): the state after any update, `l` never set.
 */
const GCD_GRANTED = new Set(['t', 'r', 'n', 'v']);
const GCD_DENIED = new Set(['p', 'q', 'm', 'u']);

function gcdSignal(letter: string | undefined): ConsentSignal {
  if (letter === undefined) return null;
  if (letter === 'l') return 'unset';
  if (GCD_GRANTED.has(letter)) return 'granted';
  if (GCD_DENIED.has(letter)) return 'denied';
  return null;
}

const gcsSignal = (digit: string | undefined): ConsentSignal =>
  digit === '1' ? 'granted' : digit === '0' ? 'denied' : null;

/**
 * The consent state a Google measurement request carried: `gcd` (`1<d><ad_storage><d>
 * <analytics_storage><d><ad_user_data><d><ad_personalization><d>`, a letter per signal) where
 * present, else `gcs` (`G1<ad_storage><analytics_storage>`, 1 granted, 0 denied).
 */
export function googleConsentOf(url: URL): Omit<GoogleHit, 'url'> {
  const gcd = url.searchParams.get('gcd');
  const gcs = url.searchParams.get('gcs');
  const state: Omit<GoogleHit, 'url'> = {
    adStorage: null,
    analyticsStorage: null,
    adUserData: null,
    adPersonalization: null,
  };
  if (gcd !== null && /^\d{2}([a-z]\d){4}/i.test(gcd)) {
    const letters = gcd.toLowerCase().replace(/\d/g, '');
    state.adStorage = gcdSignal(letters[0]);
    state.analyticsStorage = gcdSignal(letters[1]);
    state.adUserData = gcdSignal(letters[2]);
    state.adPersonalization = gcdSignal(letters[3]);
  }
  const gcsMatch = gcs !== null ? /^G1([01-])([01-])/.exec(gcs) : null;
  if (gcsMatch) {
    state.adStorage ??= gcsSignal(gcsMatch[1]);
    state.analyticsStorage ??= gcsSignal(gcsMatch[2]);
  }
  return state;
}

/** Whether a hit carries any consent state (a default or an update, however it was set). */
export const carriesConsentState = (url: URL): boolean =>
  Object.values(googleConsentOf(url)).some((signal) => signal === 'granted' || signal === 'denied');

/** True when a hit says storage for ads or analytics was granted. */
export const grantsStorage = (hit: GoogleHit): boolean =>
  hit.adStorage === 'granted' || hit.analyticsStorage === 'granted';

const MAX_FIELDS = 20;

/**
 * Meta Pixel advanced matching: the `ud[…]` fields (hashed e-mail, phone, name…) of a request to
 * facebook.com's `/tr`, in its query or its form-encoded body. Names only; [] when none.
 */
export function advancedMatchingFields(url: URL, body: string | null): string[] {
  if (!onDomain(url.hostname, 'facebook.com') || !/^\/tr\/?$/.test(url.pathname)) return [];
  const names = new Set<string>();
  const collect = (params: URLSearchParams) => {
    for (const name of params.keys()) {
      if (/^ud\[[^\]]{1,40}\]$/.test(name) && names.size < MAX_FIELDS) names.add(name);
    }
  };
  collect(url.searchParams);
  if (body !== null && body.length < 100_000) collect(new URLSearchParams(body));
  return [...names].sort();
}

/** The session-recording vendor a request goes to, or null. */
export function sessionRecorderOf(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  for (const recorder of sessionRecorders) {
    if (!onDomain(host, recorder.domain)) continue;
    if (recorder.pathPrefix && !url.pathname.startsWith(recorder.pathPrefix)) continue;
    return recorder.vendor;
  }
  return null;
}

/**
 * The purposes (1–24) a TCF v2 TC string's core segment grants consent for: the 24 bits that
 * follow the first 152 (version, dates, CMP, screen, language, vendor list, policy version,
 * flags, special features). Null when it is not a v2 string.
 */
export function tcfPurposesGranted(tcString: string): number[] | null {
  const core = tcString.split('.')[0] ?? '';
  if (!/^[A-Za-z0-9_-]{30,}$/.test(core)) return null;
  const bytes = Buffer.from(core.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const bit = (index: number) => (bytes[index >> 3]! >> (7 - (index & 7))) & 1;
  if (bytes.length * 8 < 176) return null;
  let version = 0;
  for (let i = 0; i < 6; i += 1) version = (version << 1) | bit(i);
  if (version !== 2) return null;
  const granted: number[] = [];
  for (let purpose = 1; purpose <= 24; purpose += 1) {
    if (bit(151 + purpose) === 1) granted.push(purpose);
  }
  return granted;
}
