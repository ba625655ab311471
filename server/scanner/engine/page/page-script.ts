/**
 * The in-page code (page/in-page/index.ts) bundled for the browser and called by name. The engine runs
 * under tsx in production, whose esbuild `keepNames` wraps named inner functions in `__name(…)`,
 * a helper that does not exist in the page; a function passed to `evaluate` would then throw
 * there. So no engine function is ever sent to a page: page/ is bundled once per process with
 * keepNames off and each call is sent as source text.
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Frame, Page } from 'playwright-core';
import { engineTimes } from '../../config.ts';
import type { PageApi as Api } from './page-api.ts';

let bundle: string | null = null;

/** page/in-page/index.ts as one IIFE that assigns its exports to a local `scanPage`. */
export function pageBundle(): string {
  bundle ??= buildSync({
    entryPoints: [fileURLToPath(new URL('./in-page/index.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'scanPage',
    platform: 'browser',
    target: 'chrome120',
    keepNames: false,
    minify: true,
    logLevel: 'silent',
  }).outputFiles[0]!.text;
  return bundle;
}

/** The expression that runs `name(...args)` in the page; the bundle's names stay local to it. */
export function pageCall<K extends keyof Api>(name: K, ...args: Parameters<Api[K]>): string {
  const list = args.map((arg) => JSON.stringify(arg)).join(',');
  return `(() => { ${pageBundle()}; return scanPage.${name}(${list}); })()`;
}

/**
 * Playwright's words for a frame that went away (its document replaced by a navigation, the frame
 * detached, the browser closed), not for our code failing. Narrow on purpose: a page error that
 * merely mentions "navigator" is a failure.
 */
const GONE =
  /Execution context was destroyed|Frame was detached|frame got detached|has been closed|Target closed/i;

/** True when `error` says the frame went away rather than that the code failed. */
export const frameGone = (error: unknown): boolean =>
  error instanceof Error && GONE.test(error.message);

/**
 * In-page failures of one scan: each is logged and the scan reports `page-script-error` in
 * limitsHit, so a failure is never read as "nothing found".
 */
export class PageErrors {
  static readonly MAX = 20;
  readonly messages: string[] = [];
  /** Calls a frame did not answer in time (a frame that busy-loops or never gets a context). */
  unanswered = 0;

  record(where: string, error: unknown): void {
    const message = `${where}: ${error instanceof Error ? error.message : String(error)}`.slice(
      0,
      300,
    );
    console.error(`Scan page script failed in ${message}`);
    if (this.messages.length < PageErrors.MAX) this.messages.push(message);
  }
}

/**
 * A string the page sent back, if it is one of at most `max` characters: anything a page returns
 * may be any type and any size.
 */
export const pageText = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length <= max ? value : undefined;

export type PageResult<T> = { ok: true; value: T } | { ok: false };

/** Documents the scan reads: the site's own (http, https), never chrome:, file:, view-source:… */
export const siteDocument = (frame: Frame | Page): boolean => /^https?:/i.test(frame.url());

const FRAME_CALL_MS = engineTimes().frameCallMs;

/** Embedded frames that once did not answer: left alone from then on (each would cost the wait). */
const silentFrames = new WeakSet<Frame>();
const embedded = (frame: Frame | Page): frame is Frame =>
  'parentFrame' in frame && frame.parentFrame() !== null;

/**
 * `call` into `frame` given at most the frame time: `answered: false` when the frame did not
 * answer in time (counted in `errors`), or is an embedded frame that did not answer before.
 * Playwright's own call is left to end when the frame does, or with the browser.
 */
export async function withinFrameTime<T>(
  frame: Frame | Page,
  call: () => Promise<T>,
  errors: PageErrors,
): Promise<{ answered: true; value: T } | { answered: false }> {
  if (embedded(frame) && silentFrames.has(frame)) return { answered: false };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ answered: false }>((resolve) => {
    timer = setTimeout(() => resolve({ answered: false }), FRAME_CALL_MS);
  });
  const answer = call().then((value) => ({ answered: true as const, value }));
  // A call that fails after its time is up is no one's concern.
  answer.catch(() => undefined);
  try {
    const result = await Promise.race([answer, late]);
    if (!result.answered) {
      errors.unanswered += 1;
      if (embedded(frame)) silentFrames.add(frame);
    }
    return result;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `name(...args)` from page/ in `frame`. A frame that is not a site's document (chrome:,
 * file:, about:…) is skipped, and one that does not answer within the frame time is left: both
 * yield `{ ok: false }`, so no frame can hold the scan. A frame that went away yields
 * `{ ok: false }` quietly; any other failure is recorded in `errors` and yields `{ ok: false }` too.
 */
export async function inPage<K extends keyof Api>(
  frame: Frame | Page,
  errors: PageErrors,
  name: K,
  ...args: Parameters<Api[K]>
): Promise<PageResult<ReturnType<Api[K]>>> {
  if (!siteDocument(frame)) return { ok: false };
  try {
    const result = await withinFrameTime(
      frame,
      () => frame.evaluate(pageCall(name, ...args)),
      errors,
    );
    return result.answered
      ? { ok: true, value: result.value as ReturnType<Api[K]> }
      : { ok: false };
  } catch (error) {
    if (!frameGone(error)) errors.record(name, error);
    return { ok: false };
  }
}
