import { useEffect, useRef, useState } from 'react';
import type {
  EvidenceSummary,
  ScanErrorCode,
  ScanReport,
  ScanStatus,
} from '../../../../../packages/scanner-contract/report';
import { queryParam } from '../../../../routing/page-markers';
import { createScan, watchScan, type CreateScanError, type WatchError } from '../scanner-client';

/** Where the scanner is: nothing asked yet, refused, running, done, failed, or lost from sight. */
export type ScanView =
  | { kind: 'idle' }
  /** `againAt`: when the site can be scanned again (ms since the epoch), for a cooldown. */
  | { kind: 'refused'; error: CreateScanError; againAt?: number }
  | { kind: 'watching'; id: string; status: ScanStatus | null }
  | { kind: 'done'; id: string; report: ScanReport; evidence: EvidenceSummary | null }
  | { kind: 'failed'; id: string; error: ScanErrorCode }
  | { kind: 'lost'; id: string; error: WatchError };

/** The page address with `?scan=<id>` (or without it), keeping everything else. */
function addressWithScan(id: string | null): string {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set(queryParam.scan, id);
  else url.searchParams.delete(queryParam.scan);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * One scan's life in the page: `start` asks for a scan of an address and follows it; a page
 * opened at `?scan=<id>` follows that scan from the start. `onRefused` runs when the scanner
 * refuses the address (the form puts the focus back in the field).
 */
export function useScan(scannerUrl: string | null, pollMs: number, onRefused: () => void) {
  const [view, setView] = useState<ScanView>({ kind: 'idle' });
  const [submitting, setSubmitting] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);

  function follow(id: string) {
    if (!scannerUrl) return;
    stopRef.current?.();
    setView({ kind: 'watching', id, status: null });
    stopRef.current = watchScan(
      scannerUrl,
      id,
      (status) => {
        if (status.status === 'done') {
          setView({ kind: 'done', id, report: status.report, evidence: status.evidence });
        } else if (status.status === 'failed') setView({ kind: 'failed', id, error: status.error });
        else setView({ kind: 'watching', id, status });
      },
      (error) => setView({ kind: 'lost', id, error }),
      pollMs,
    );
  }

  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(queryParam.scan);
    // Reading the address is the external state this effect synchronises with.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (id && scannerUrl) follow(id);
    return () => stopRef.current?.();
    // Once, on mount: the shared address names the scan to show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function start(address: string) {
    if (!scannerUrl) return;
    setSubmitting(true);
    const result = await createScan(scannerUrl, address);
    setSubmitting(false);
    if (!result.ok) {
      setView({
        kind: 'refused',
        error: result.error,
        ...(result.retryAfterSeconds !== undefined && {
          againAt: Date.now() + result.retryAfterSeconds * 1000,
        }),
      });
      onRefused();
      return;
    }
    window.history.replaceState(window.history.state, '', addressWithScan(result.id));
    follow(result.id);
  }

  return { view, busy: submitting || view.kind === 'watching', start };
}
