/** Runs in a frame of the scanned page (bundled by page-script.ts): its web storage keys. */
export interface FrameStorage {
  origin: string;
  local: string[];
  session: string[];
}

function keysOf(area: () => Storage): string[] {
  try {
    const store = area();
    return Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
  } catch {
    // An opaque origin or storage turned off: it holds nothing the site could read either.
    return [];
  }
}

export function readStorage(): FrameStorage {
  return {
    origin: location.origin,
    local: keysOf(() => window.localStorage),
    session: keysOf(() => window.sessionStorage),
  };
}
