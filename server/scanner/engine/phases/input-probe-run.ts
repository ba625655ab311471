/**
 * Input captured before submit: in a fresh browser of its own, the given page only, marked fake
 * values are typed into its visible text and email fields; nothing is submitted (page/
 * input-probe.ts blocks it). Every request sent from the first key on is searched for the values
 * (input-probe.ts); then the probe stops and its browser is closed.
 */
import type { BrowserContext, Request } from 'playwright-core';
import { requestEvidence } from '../../analysis/behaviour';
import { ScanTimeout, type PhaseSession } from '../page/browser-session';
import { PhaseScope, type ScanContext } from '../scan-context';
import { inputMatcher, probeToken, probeValue, type ProbeField } from '../../analysis/input-probe';
import { inPage, pageCall, type PageErrors } from '../page/page-script.ts';
import type { InputProbe } from '../../../../packages/scanner-contract/report';
import type { InputProbeRecord } from '../../analysis/trace';

/** Fields typed into at most, and leaks reported at most. */
const MAX_FIELDS = 10;
const MAX_LEAKS = 20;
/** Below this much of the scan budget the probe does not start. */
export const INPUT_PROBE_MIN_MS = 8_000;
/**
 * After the last field, the probe waits until no request has started for QUIET_MS (a sender that
 * hashes first, or debounces, sends a little later), at most AFTER_TYPING_MS.
 */
const QUIET_MS = 1_000;
const AFTER_TYPING_MS = 4_000;
/** Request bodies searched up to this size. */
const MAX_BODY = 1_000_000;

export interface InputProbeOptions {
  /** Opens the probe's own browser; `setup` runs before any page. */
  open: (setup: (context: BrowserContext) => Promise<void>) => Promise<PhaseSession>;
  errors: PageErrors;
  timeLeft: () => number;
}

const notRun = (status: InputProbe['status']): InputProbe => ({
  status,
  page: null,
  fields: 0,
  leaks: [],
});

/**
 * What a request carries that a page controls: its address, body and header values. The Referer
 * of a request to the page's own origin is left out: it is the page's own address, which the
 * browser tells the server it came from (a page that keeps a field's text in its address, as a
 * configurator does, has sent it to no one). Sent elsewhere, under a referrer policy that lets
 * the whole address go, it is searched like any other header.
 */
function requestTexts(request: Request, target: URL, pageOrigin: string): string[] {
  const body = request.postDataBuffer();
  const headers = Object.entries(request.headers())
    .filter(([name]) => !(name === 'referer' && target.origin === pageOrigin))
    .map(([, value]) => value);
  return [request.url(), body ? body.subarray(0, MAX_BODY).toString('utf8') : '', ...headers];
}

export async function runInputProbe(url: string, options: InputProbeOptions): Promise<InputProbe> {
  if (options.timeLeft() < INPUT_PROBE_MIN_MS) return notRun('no-time');
  const session = await options.open(async (context) => {
    await context.addInitScript({ content: pageCall('guardProbePage') });
  });
  try {
    const opened = await session.visit(url);
    if (!opened.ok) return notRun('failed');
    const found = await inPage(session.page, options.errors, 'findProbeFields', MAX_FIELDS);
    const infos = found.ok && Array.isArray(found.value) ? found.value : [];
    if (infos.length === 0) return { ...notRun('no-fields'), page: opened.finalUrl };
    const token = probeToken();
    const fields: ProbeField[] = infos.map((info, index) => ({
      kind: info.kind === 'email' ? 'email' : 'text',
      name: String(info.name).slice(0, 64),
      value: probeValue(info.kind === 'email' ? 'email' : 'text', token, index),
    }));
    const match = inputMatcher(fields);
    const pageOrigin = new URL(opened.finalUrl).origin;
    const leaks: InputProbe['leaks'] = [];
    const seen = new Set<string>();
    let lastRequestAt = Date.now();
    session.context.on('request', (request) => {
      lastRequestAt = Date.now();
      let target: URL;
      try {
        target = new URL(request.url());
      } catch {
        return;
      }
      for (const capture of match(requestTexts(request, target, pageOrigin))) {
        const leak = {
          url: requestEvidence(target),
          field: fields[capture.field]!.name,
          encoding: capture.encoding,
        };
        const key = JSON.stringify(leak);
        if (leaks.length < MAX_LEAKS && !seen.has(key)) {
          seen.add(key);
          leaks.push(leak);
        }
      }
    });
    let typed = 0;
    for (const [index, field] of fields.entries()) {
      if (options.timeLeft() < 2_000) break;
      const focused = await inPage(session.page, options.errors, 'focusProbeField', index);
      if (!focused.ok || focused.value !== true) continue;
      // Typed only: moving on to the next field is never seen by the page (guardProbePage).
      await session.page.keyboard.type(field.value);
      typed += 1;
    }
    lastRequestAt = Date.now();
    const stopAt = Math.min(Date.now() + AFTER_TYPING_MS, Date.now() + options.timeLeft() - 1_000);
    while (Date.now() < stopAt && Date.now() - lastRequestAt < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { status: 'ran', page: opened.finalUrl, fields: typed, leaks: [...leaks] };
  } catch (error) {
    if (error instanceof ScanTimeout) return notRun('no-time');
    options.errors.record('input probe', error);
    return notRun('failed');
  } finally {
    await session.close();
  }
}

/**
 * Whether the given page, open in the first browser, has a field the probe would type into; true
 * when the page did not answer (the probe then looks for itself).
 */
export async function givenPageHasFields(session: PhaseSession): Promise<boolean> {
  const found = await inPage(session.page, session.errors, 'hasProbeFields');
  return !found.ok || found.value !== false;
}

/**
 * Phase 6, last, in a browser of its own, only if time is left, the probe is on and the first
 * visit saw a field on the given page (`fieldsSeen`): a browser opened to find none is not started.
 */
export async function inputProbePhase(
  context: ScanContext,
  finalUrl: string,
  enabled: boolean,
  fieldsSeen: boolean,
): Promise<InputProbeRecord> {
  if (!enabled) return { probe: notRun('disabled'), limitsHit: [] };
  if (context.budget.timeLeft() < INPUT_PROBE_MIN_MS)
    return { probe: notRun('no-time'), limitsHit: [] };
  if (!fieldsSeen) return { probe: { ...notRun('no-fields'), page: finalUrl }, limitsHit: [] };
  const scope = new PhaseScope(context);
  const probe = await runInputProbe(finalUrl, {
    open: (setup) => scope.open({ setup }),
    errors: scope.errors,
    timeLeft: () => context.budget.timeLeft(),
  });
  return { probe, limitsHit: scope.limitsHit() };
}
