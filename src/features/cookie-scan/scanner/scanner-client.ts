/**
 * The cookie scanner's API as the scan page calls it (server/scanner/api/http-api.ts): start a scan,
 * read its status, and follow it until it ends. Types come from the shared contract.
 */
import {
  createScanErrors,
  isOneOf,
  screenshotFiles,
  storyPhases,
  type CreateScanError as ApiError,
  type CreateScanResponse,
  type EvidenceSummary,
  type ScanStatus,
  type StoryPhase,
} from '../../../../packages/scanner-contract/report';
import { limitReport } from '../../../../packages/scanner-contract/report-limits';

/** Why no scan was started: the address (400), or the scanner's state (429, 503), or the network. */
export type CreateScanError = ApiError | 'network';

/**
 * `retryAfterSeconds`: when the scanner says how long to wait (the site's cooldown, a limit).
 * The delete token is not kept: the page offers no deletion yet.
 */
export type CreateScanResult =
  { ok: true; id: string } | { ok: false; error: CreateScanError; retryAfterSeconds?: number };

/** What following a scan can end with besides its own status: gone (expired) or the network. */
export type WatchError = 'not-found' | 'network';

/** `/api/scans` under the scanner's base address: "/" is this site's own origin. */
export function scansEndpoint(scannerUrl: string): string {
  const base = scannerUrl.endsWith('/') ? scannerUrl : `${scannerUrl}/`;
  return `${base}api/scans`;
}

/** The draft cookie policy of a finished scan, in `language` (server/scanner/evidence/policy-draft.tsx). */
export const policyDraftUrl = (scannerUrl: string, id: string, language: string): string =>
  `${scansEndpoint(scannerUrl)}/${encodeURIComponent(id)}/policy?${new URLSearchParams({ lang: language }).toString()}`;

/** A scan's evidence package (ZIP) under the scanner's base address. */
export const evidenceEndpoint = (scannerUrl: string, id: string) =>
  `${scansEndpoint(scannerUrl)}/${encodeURIComponent(id)}/evidence`;

/** One screenshot of a scan, by the phase it shows. */
export const screenshotEndpoint = (scannerUrl: string, id: string, phase: StoryPhase) =>
  `${scansEndpoint(scannerUrl)}/${encodeURIComponent(id)}/screenshots/${screenshotFiles[phase]}.jpg`;

/** The evidence summary as the contract types it, or null when the server sent none that fits. */
function checkedEvidence(value: unknown): EvidenceSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const { fingerprint, screenshots } = value as Record<string, unknown>;
  if (typeof fingerprint !== 'string' || !/^[0-9a-f]{64}$/.test(fingerprint)) return null;
  const phases = Array.isArray(screenshots) ? screenshots : [];
  return { fingerprint, screenshots: storyPhases.filter((phase) => phases.includes(phase)) };
}

export async function createScan(scannerUrl: string, url: string): Promise<CreateScanResult> {
  let response: Response;
  try {
    response = await fetch(scansEndpoint(scannerUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url }),
    });
  } catch {
    return { ok: false, error: 'network' };
  }
  const body = (await response.json().catch(() => null)) as CreateScanResponse | null;
  if (response.ok && body && 'id' in body && typeof body.id === 'string') {
    return { ok: true, id: body.id };
  }
  const error = body && 'error' in body ? body.error : null;
  const wait = body && 'error' in body ? body.retryAfterSeconds : undefined;
  const retryAfterSeconds =
    typeof wait === 'number' && Number.isFinite(wait) && wait > 0 ? wait : undefined;
  if (isOneOf(createScanErrors, error)) {
    return retryAfterSeconds === undefined
      ? { ok: false, error }
      : { ok: false, error, retryAfterSeconds };
  }
  return { ok: false, error: response.status === 429 ? 'rate-limited' : 'unavailable' };
}

export async function getScan(
  scannerUrl: string,
  id: string,
): Promise<{ ok: true; status: ScanStatus } | { ok: false; error: WatchError }> {
  try {
    const response = await fetch(`${scansEndpoint(scannerUrl)}/${encodeURIComponent(id)}`);
    if (response.status === 404) return { ok: false, error: 'not-found' };
    if (!response.ok) return { ok: false, error: 'network' };
    const status = (await response.json()) as ScanStatus;
    // Whatever the server sent, the view gets a report of the contract's shape and size.
    if (status.status === 'done') {
      const report = limitReport(status.report);
      return {
        ok: true,
        status: { ...status, report, evidence: checkedEvidence(status.evidence) },
      };
    }
    return { ok: true, status };
  } catch {
    return { ok: false, error: 'network' };
  }
}

/** Polling pace: often enough to show each phase of a scan that takes seconds. */
export const POLL_MS = 1000;
/** Failed reads in a row before following a scan gives up with 'network'. */
const MAX_FAILED_READS = 5;

/**
 * Reads the scan's status every POLL_MS until it is done or failed, calling `onStatus` with each
 * status and `onError` when it cannot go on. Returns a function that stops it.
 */
export function watchScan(
  scannerUrl: string,
  id: string,
  onStatus: (status: ScanStatus) => void,
  onError: (error: WatchError) => void,
  pollMs: number = POLL_MS,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  const tick = async () => {
    const result = await getScan(scannerUrl, id);
    if (stopped) return;
    if (result.ok) {
      failures = 0;
      onStatus(result.status);
      if (result.status.status === 'done' || result.status.status === 'failed') return;
    } else if (result.error === 'not-found' || ++failures >= MAX_FAILED_READS) {
      onError(result.error);
      return;
    }
    timer = setTimeout(() => void tick(), pollMs);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
