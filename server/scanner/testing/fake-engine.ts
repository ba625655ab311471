/**
 * TEST-ONLY stand-in for the scan engine, switched on with SCANNER_FAKE_ENGINE=1 (README, "Cookie
 * scanner"). It opens no browser and sends no request: it walks through the phases with a pause
 * of SCANNER_FAKE_ENGINE_DELAY_MS each and returns a small fixed report for the address. Hosts
 * starting with "fail-<code>." fail with that code, so failures can be shown too; a host starting
 * with "clean." gets a report without findings, one starting with "bulky." a report of 1,000
 * storage keys (bulkyFakeReport). It hands over a tiny screenshot for each phase.
 */
import {
  noBehaviour,
  scanPhases,
  type CookieObservation,
  type RunScan,
  type ScanReport,
  type Screenshot,
} from '../../../packages/scanner-contract/report.ts';
import { unknownCookieShare } from '../analysis/coverage.ts';
import type { ParseScanUrl } from '../api/http-api.ts';

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

/** 64×40 JPEGs, one per phase (a bar where a banner would be on the first). */
const FAKE_JPEGS = {
  firstVisit:
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAoAEADASIAAhEBAxEB/8QAGQABAQEBAQEAAAAAAAAAAAAAAAYHBQME/8QAJxAAAQEIAQMFAQAAAAAAAAAAAAIBBAURFlSj0RIDExQGIjFBYXH/xAAXAQEBAQEAAAAAAAAAAAAAAAAAAgMB/8QAGxEBAQACAwEAAAAAAAAAAAAAAAESEwIhMVH/2gAMAwEAAhEDEQA/ALB7eui5u63h4Xw6SJclSa2U2y+v6c6p4PeYl6Pb1A69Z8gzw7u6OfVXx4pmxk5KY37/AIRlMRizyo2acZLO0W2eK2p4PeYl6FTwe8xL0SVMRizyo2KYjFnlRsrHj9TlyXLhE3OJdzw+t3O3Ll7WslOcvln40+snfSUMfIb5fmdHt9zhx9zGzlyn8N/WFERZJelzwABLoDO6njF5iRoVPGLzEjRprqM40QGd1PGLzEjQqeMXmJGhrpnGiAzup4xeYkaFTxi8xI0NdM40QGd1PGLzEjQqeMXmJGhrpnHIABszAAAAAAAAf//Z',
  afterReject:
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAoAEADASIAAhEBAxEB/8QAGAABAQADAAAAAAAAAAAAAAAAAAYDBAX/xAAnEAABAQUHBQEAAAAAAAAAAAAAEQECBAUSAxMUFlSj0QYiMUFhcf/EABcBAQEBAQAAAAAAAAAAAAAAAAACAQP/xAAdEQEBAQABBQEAAAAAAAAAAAAAAQIxAxESEyFR/9oADAMBAAIRAxEAPwCwi4qxgoZ+IiH6LJxKnka1Fanr9OdmiTazaf4M3UMLbRsliIeHcrtX6aXVYxUeY33+EVlec6Pdc5Mts4dMZzZ9qvzRJtZtP8DNEm1m0/wSGV5zo91zkZXnOj3XOTPLS/X0/wBXUBNIOZXmDtry7SrtaxFVPLPjTcJzpGVxktxeMsbu8op7mNVKl8N+sKMucOOpJe0AAEgAAAAAAAAAAAAAAAAAAAAD/9k=',
  afterAccept:
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAoAEADASIAAhEBAxEB/8QAGAABAQEBAQAAAAAAAAAAAAAAAAYFAwT/xAAmEAABAQYFBQEAAAAAAAAAAAAAEQECAwQFEhMWVKPRFCIxQWEG/8QAFwEBAQEBAAAAAAAAAAAAAAAAAAIBA//EABkRAQEBAQEBAAAAAAAAAAAAAAABAiESUf/aAAwDAQACEQMRAD8AsZqZhSku9HmH7IbiK8jWorU9GfmOk6vbf4Otdlos3SI8CXcviP2o6rGKjzG+yRy5VtJuOcmatl45a1qXkVOY6Tq9t/gZjpOr23+CWy5VtJuOcjLlW0m45yT618T738WkjUpSoX9JFxMNLu1rEXx5Z8PUYH5amzdP6rq4WHiWW9zGqir4b9N8uW2ddM22dAAaoAAAAAAAAAAAAAAAAAAAAAf/2Q==',
} as const;

/** The fake engine's screenshots, one per phase, as the real engine hands them over. */
export const fakeScreenshots = (): Screenshot[] =>
  (Object.keys(FAKE_JPEGS) as (keyof typeof FAKE_JPEGS)[]).map((phase) => ({
    phase,
    jpeg: Buffer.from(FAKE_JPEGS[phase], 'base64'),
  }));

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
    // Not the engine: nothing to trace a finding to.
    versions: null,
    notRun: [],
  };
}

export function createFakeRunScan(delayMs: number): RunScan {
  return async (url, { id, onProgress, onScreenshot, signal }) => {
    const host = new URL(url).hostname;
    for (const phase of scanPhases) {
      onProgress(phase);
      await pause(delayMs, signal);
    }
    const failure = /^fail-([a-z-]+)\./.exec(host);
    if (failure) throw Object.assign(new Error(failure[1]), { code: failure[1] });
    for (const screenshot of fakeScreenshots()) onScreenshot?.(screenshot);
    if (host.startsWith('bulky.')) return bulkyFakeReport(id, url);
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

/**
 * The fake report with `keys` storage keys at the first visit, half localStorage and half
 * sessionStorage, all unknown: what any page can create (500 a phase is the report's cap), and
 * a draft policy of that many rows, the heaviest one to build.
 */
export function bulkyFakeReport(id: string, url: string, keys = 1000): ScanReport {
  const report = fakeReport(id, url);
  const origin = new URL(url).origin;
  report.firstVisit.storage = Array.from({ length: keys }, (_, n) => ({
    area: n % 2 === 0 ? 'localStorage' : 'sessionStorage',
    origin,
    key: `bloat-key-${String(n).padStart(4, '0')}-${'x'.repeat(40)}`,
    category: 'unknown',
    platform: null,
    source: null,
  }));
  return report;
}
