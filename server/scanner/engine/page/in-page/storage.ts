/** Runs in a frame of the scanned page (bundled by page-script.ts): its web storage keys. */
import type { FrameStorage } from '../page-api.ts';

export type { FrameStorage };

function keysOf(area: () => Storage, maxKeys: number, maxLength: number): string[] {
  try {
    const store = area();
    const count = Math.min(store.length, maxKeys);
    return Array.from({ length: count }, (_, i) => String(store.key(i) ?? '').slice(0, maxLength));
  } catch {
    // An opaque origin or storage turned off: it holds nothing the site could read either.
    return [];
  }
}

/** At most `maxKeys` keys per area, each cut to `maxLength`: the page decides how many it has. */
export function readStorage(maxKeys: number, maxLength: number): FrameStorage {
  return {
    origin: String(location.origin).slice(0, maxLength),
    local: keysOf(() => window.localStorage, maxKeys, maxLength),
    session: keysOf(() => window.sessionStorage, maxKeys, maxLength),
  };
}
