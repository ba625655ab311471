/**
 * TEST-ONLY stand-in for the scan engine, switched on with SCANNER_FAKE_ENGINE=1 (README, "Cookie
 * scanner"). It opens no browser and sends no request: it walks through the phases with a pause
 * of SCANNER_FAKE_ENGINE_DELAY_MS each and returns a small fixed report for the address. Hosts
 * starting with "fail-<code>." fail with that code, so failures can be shown too; a host starting
 * with "clean." gets a report without findings.
 */
import {
  noBehaviour,
  scanPhases,
  type CookieObservation,
  type RunScan,
  type ScanReport,
} from '../../src/scanner-contract/report.ts';
import { unknownCookieShare } from './coverage.ts';
import type { ParseScanUrl } from './http-api.ts';

if (process.env.NODE_ENV === 'production') {
  // A fixed report served as a real scan's would mislead every visitor: never in production.
  throw new Error('The fake scan engine cannot be loaded with NODE_ENV=production.');
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export function fakeReport(id: string, url: string, clean = false): ScanReport {
  const host = new URL(url).hostname;
  const analytics: CookieObservation = {
    name: '_ga',
    domain: `.${host}`,
    path: '/',
    expires: 1_830_000_000,
    secure: true,
    httpOnly: false,
    sameSite: 'Lax',
    thirdParty: false,
    category: 'analytics',
    platform: 'Google Analytics',
    source: 'open-cookie-database',
  };
  const session: CookieObservation = {
    ...analytics,
    name: 'session_id',
    expires: null,
    httpOnly: true,
    category: 'necessary' as const,
    platform: null,
    source: 'supplement' as const,
  };
  const unknown: CookieObservation = {
    ...session,
    name: 'xq_tmp',
    category: 'unknown' as const,
    source: null,
  };
  const tracker = {
    host: 'tracker.example',
    thirdParty: true,
    tracker: true,
    owner: 'Example Ads',
    requests: 3,
  };
  const own = { host, thirdParty: false, tracker: false, owner: null, requests: 12 };
  const phase = (cookies: CookieObservation[]) => ({
    pages: [url],
    cookies,
    storage: [],
    hosts: clean ? [own] : [own, tracker],
    consentModeDefaultsFirst: clean ? null : false,
    behaviour: noBehaviour(),
  });
  const firstVisit = phase(clean ? [session] : [session, analytics, unknown]);
  const afterReject = clean ? phase([session]) : null;
  const afterAccept = phase([session, analytics]);
  return {
    id,
    url,
    finalUrl: url,
    // Ended now, like a scan that just finished (the queues count the cooldown from its end).
    startedAt: new Date(Date.now() - 4200).toISOString(),
    durationMs: 4200,
    firstVisit,
    banner: {
      found: true,
      method: 'generic',
      cmp: null,
      rejectOnFirstLayer: clean,
      rejectLabel: clean ? 'Reddet' : null,
      acceptLabel: 'Kabul Et',
    },
    afterReject,
    afterAccept,
    globalPrivacyControl: { nonEssential: clean ? [] : ['_ga'] },
    inputProbe: { status: 'ran', page: url, fields: 2, leaks: [] },
    unknownCookies: unknownCookieShare([firstVisit, afterReject, afterAccept]),
    cookiePolicy: {
      url: `https://${host}/cerez-politikasi`,
      foundIn: 'banner',
      notNamed: clean ? [] : ['xq_tmp'],
      unseen: [],
    },
    findings: clean
      ? []
      : [
          {
            id: 'non-essential-before-choice',
            severity: 'high',
            evidence: { cookies: ['_ga'], hosts: ['tracker.example'] },
          },
          { id: 'no-reject-on-first-layer', severity: 'high', evidence: {} },
          {
            id: 'possible-transfer-abroad',
            severity: 'medium',
            evidence: { hosts: ['tracker.example'] },
          },
          {
            id: 'cookies-missing-from-policy',
            severity: 'medium',
            evidence: { cookies: ['xq_tmp'] },
          },
        ],
    limitsHit: [],
  };
}

export function createFakeRunScan(delayMs: number): RunScan {
  return async (url, { id, onProgress, signal }) => {
    const host = new URL(url).hostname;
    for (const phase of scanPhases) {
      onProgress(phase);
      await pause(delayMs, signal);
    }
    const failure = /^fail-([a-z-]+)\./.exec(host);
    if (failure) throw Object.assign(new Error(failure[1]), { code: failure[1] });
    return fakeReport(id, url, host.startsWith('clean.'));
  };
}

/** A stand-in address check for the fake engine alone: no DNS, no address ranges. */
export const fakeParseScanUrl: ParseScanUrl = (input) => {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (text.length > 2048) return { ok: false, reason: 'too-long' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, reason: 'not-a-url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (url.port) return { ok: false, reason: 'port' };
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  if (!url.hostname.includes('.')) return { ok: false, reason: 'not-a-url' };
  return { ok: true, url: url.href };
};
