import type { CategoryId } from './categories';
import type { ConsentRecord } from './record';

/**
 * What the consent log receives for one decision: the record and the page language. No IP (the
 * log endpoint must not store it either), no user agent, no fingerprint.
 */
export interface ConsentLogEntry {
  id: string;
  time: string;
  revision: number;
  language: string;
  categories: Record<CategoryId, boolean>;
}

export function consentLogEntry(record: ConsentRecord, language: string): ConsentLogEntry {
  return {
    id: record.id,
    time: record.time,
    revision: record.revision,
    language,
    categories: { necessary: true, ...record.categories },
  };
}

/**
 * Sends the entry with `navigator.sendBeacon` (survives the page being closed right after the
 * click). Plain text body: a CORS-safelisted type, so a log on another origin needs no preflight.
 */
export function sendConsentLog(
  url: string | undefined,
  entry: ConsentLogEntry,
  nav: Pick<Navigator, 'sendBeacon'> | undefined = globalThis.navigator,
): boolean {
  if (!url || typeof nav?.sendBeacon !== 'function') return false;
  try {
    return nav.sendBeacon(url, new Blob([JSON.stringify(entry)], { type: 'text/plain' }));
  } catch {
    return false;
  }
}
