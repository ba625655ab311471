/**
 * Runs in the scanned page (bundled by page-script.ts). The canvas probe, installed before any
 * script of the page, records a canvas read back after text was written on it, with the script
 * that read it (from the stack); the TCF reader asks `__tcfapi` for its TC string.
 */
import type { CanvasRead, TcfAnswer } from '../page-api.ts';

export type { CanvasRead, TcfAnswer };

interface CanvasState {
  /** Distinct characters written as text, and fill colours used while writing it. */
  chars: Set<string>;
  colours: Set<string>;
  /** save/restore: drawing code (charts, games) uses them, fingerprinting scripts do not. */
  drawing: boolean;
}

const MAX_READS = 20;
const KEY = '__scanCanvasReads';
/** The Englehardt–Narayanan criteria: text with 10 distinct characters or two colours. */
const MIN_CHARS = 10;
const MIN_SIZE = 16;

/** The first http(s) script in the stack below this probe: who called the canvas. */
function callerScript(): string {
  const stack = new Error().stack ?? '';
  const match = /(https?:\/\/[^\s()]+?):\d+:\d+/.exec(stack);
  return match ? match[1]!.split(/[?#]/)[0]!.slice(0, 300) : '';
}

export function installCanvasProbe(): void {
  const win = window as unknown as Record<string, unknown>;
  if (win[KEY] !== undefined || typeof CanvasRenderingContext2D === 'undefined') return;
  const reads: CanvasRead[] = [];
  Object.defineProperty(window, KEY, { value: reads, enumerable: false });
  const states = new WeakMap<HTMLCanvasElement, CanvasState>();
  const stateOf = (canvas: HTMLCanvasElement) => {
    let state = states.get(canvas);
    if (!state) {
      state = { chars: new Set(), colours: new Set(), drawing: false };
      states.set(canvas, state);
    }
    return state;
  };
  const context = CanvasRenderingContext2D.prototype;
  for (const method of ['fillText', 'strokeText'] as const) {
    const original = context[method];
    context[method] = function (this: CanvasRenderingContext2D, ...args: never[]) {
      const state = stateOf(this.canvas);
      for (const char of String(args[0] ?? '')) if (state.chars.size < 64) state.chars.add(char);
      if (state.colours.size < 8) state.colours.add(String(this.fillStyle));
      return (original as (...a: never[]) => void).apply(this, args);
    } as typeof original;
  }
  for (const method of ['save', 'restore'] as const) {
    const original = context[method];
    context[method] = function (this: CanvasRenderingContext2D) {
      stateOf(this.canvas).drawing = true;
      return original.call(this);
    };
  }
  const fingerprintable = (canvas: HTMLCanvasElement, width: number, height: number) => {
    const state = states.get(canvas);
    return (
      state !== undefined &&
      !state.drawing &&
      (state.chars.size >= MIN_CHARS || state.colours.size >= 2) &&
      width >= MIN_SIZE &&
      height >= MIN_SIZE
    );
  };
  const record = (call: CanvasRead['call']) => {
    if (reads.length < MAX_READS) reads.push({ script: callerScript(), call });
  };
  const toDataURL = HTMLCanvasElement.prototype.toDataURL;
  HTMLCanvasElement.prototype.toDataURL = function (this: HTMLCanvasElement, ...args: never[]) {
    if (fingerprintable(this, this.width, this.height)) record('toDataURL');
    return (toDataURL as (...a: never[]) => string).apply(this, args);
  } as typeof toDataURL;
  const getImageData = context.getImageData;
  context.getImageData = function (this: CanvasRenderingContext2D, ...args: never[]) {
    const [, , width, height] = args as unknown as number[];
    if (fingerprintable(this.canvas, Math.abs(width ?? 0), Math.abs(height ?? 0)))
      record('getImageData');
    return (getImageData as (...a: never[]) => ImageData).apply(this, args);
  } as typeof getImageData;
}

/** What the canvas probe recorded in this frame so far. */
export function canvasReads(): CanvasRead[] {
  const reads = (window as unknown as Record<string, unknown>)[KEY];
  return Array.isArray(reads) ? (reads as CanvasRead[]).slice(0, MAX_READS) : [];
}

/** `__tcfapi('getTCData', 2, …)` in this frame, waiting at most `ms` for its answer. */
export function readTcf(ms: number): Promise<TcfAnswer> {
  const api = (window as unknown as { __tcfapi?: unknown }).__tcfapi;
  if (typeof api !== 'function') {
    return Promise.resolve({ present: false, tcString: null, purposes: [] });
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ present: true, tcString: null, purposes: [] }), ms);
    try {
      (api as (...args: unknown[]) => void)('getTCData', 2, (data: unknown, ok: unknown) => {
        clearTimeout(timer);
        const answer = (data ?? {}) as {
          tcString?: unknown;
          purpose?: { consents?: Record<string, unknown> };
        };
        const consents = answer.purpose?.consents ?? {};
        resolve({
          present: true,
          tcString:
            ok === true && typeof answer.tcString === 'string' && answer.tcString.length > 0
              ? answer.tcString.slice(0, 4000)
              : null,
          purposes: Object.keys(consents)
            .filter((key) => consents[key] === true)
            .map(Number)
            .filter((n) => Number.isInteger(n) && n >= 1 && n <= 24),
        });
      });
    } catch {
      clearTimeout(timer);
      resolve({ present: true, tcString: null, purposes: [] });
    }
  });
}
