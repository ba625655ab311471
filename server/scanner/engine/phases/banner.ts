/**
 * Finding the consent banner and using its choices. First by known CMP rules: DuckDuckGo's
 * autoconsent (MPL-2.0, used unmodified as a dependency), whose Playwright content script runs in
 * every frame and asks us for its rules. Then a generic fallback that looks for visible buttons
 * and links with Turkish or English reject/accept labels near cookie wording, including inside
 * open shadow roots and frames.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { ENGINE_TIMES, engineTimes } from '../../config.ts';
import {
  frameGone,
  inPage,
  siteDocument,
  withinFrameTime,
  type PageErrors,
} from '../page/page-script.ts';

const require = createRequire(import.meta.url);
const autoconsentDist = path.dirname(require.resolve('@duckduckgo/autoconsent'));
const contentScript = readFileSync(path.join(autoconsentDist, 'autoconsent.playwright.js'), 'utf8');

interface AutoconsentRule {
  name: string;
  runContext?: { main?: boolean; frame?: boolean; urlPattern?: string };
  [key: string]: unknown;
}
let rules: AutoconsentRule[] | null = null;
function allRules(): AutoconsentRule[] {
  rules ??= (
    JSON.parse(
      readFileSync(require.resolve('@duckduckgo/autoconsent/rules/rules.json'), 'utf8'),
    ) as { autoconsent: AutoconsentRule[] }
  ).autoconsent;
  return rules;
}

/**
 * The CMPs autoconsent knows by code rather than by a JSON rule (Klaro, OneTrust, ...), read
 * from its content script; a heuristic is no CMP.
 */
const codeCmps = new Set(
  [...contentScript.matchAll(/this\.name = "([^"]{1,80})"/g)]
    .map((match) => match[1]!)
    .filter((name) => name !== 'HEURISTIC'),
);

/**
 * Rules that match the markup of an open-source library several products build on (Osano's
 * cookieconsent, whose `cc-type-*` window Complianz also shows): a match says which library, not
 * whose banner, so the report names none.
 */
const SHARED_MARKUP_RULES = new Set([
  'Complianz categories',
  'Complianz notice',
  'Complianz opt-out',
  'Complianz optin',
]);

let rulesByName: Map<string, AutoconsentRule> | null = null;

/**
 * A JSON rule's detection as selector checks the scan can run itself, or null when it has other
 * kinds of steps (scripts, cookies, conditions) or when the CMP is known only by code.
 */
function detectionChecks(name: string): { selector: string; negated: boolean }[] | null {
  rulesByName ??= new Map(allRules().map((rule) => [rule.name, rule]));
  const steps = rulesByName.get(name)?.detectCmp;
  if (!Array.isArray(steps) || steps.length === 0) return null;
  const checks: { selector: string; negated: boolean }[] = [];
  for (const step of steps as Record<string, unknown>[]) {
    const keys = Object.keys(step ?? {});
    if (
      typeof step?.exists !== 'string' ||
      keys.some((key) => key !== 'exists' && key !== 'negated')
    )
      return null;
    checks.push({ selector: step.exists, negated: step.negated === true });
  }
  return checks;
}

/** The last few rule lists by frame kind and address: frames of one page share them. */
const rulesCache = new Map<string, AutoconsentRule[]>();
const RULES_CACHE_SIZE = 32;

/** The rules that can apply in one frame: its kind (top or embedded) and its address. */
function rulesFor(url: string, mainFrame: boolean): AutoconsentRule[] {
  const key = `${mainFrame ? 'main' : 'frame'} ${url}`;
  const cached = rulesCache.get(key);
  if (cached) return cached;
  const list = matchingRules(url, mainFrame);
  if (rulesCache.size >= RULES_CACHE_SIZE) rulesCache.delete(rulesCache.keys().next().value!);
  rulesCache.set(key, list);
  return list;
}

function matchingRules(url: string, mainFrame: boolean): AutoconsentRule[] {
  return allRules().filter((rule) => {
    const context = rule.runContext ?? {};
    if (mainFrame ? context.main === false : context.frame !== true) return false;
    if (context.urlPattern) {
      try {
        return new RegExp(context.urlPattern).test(url);
      } catch {
        return false;
      }
    }
    return true;
  });
}

const autoconsentConfig = {
  enabled: true,
  // No automatic action: the scan decides when to reject and when to accept.
  autoAction: null,
  disabledCmps: [],
  enablePrehide: false,
  // Cosmetic rules only hide a banner; a scan needs a real choice or none.
  enableCosmeticRules: false,
  enableGeneratedRules: true,
  enableHeuristicDetection: false,
  // Each retry is ~500 ms; the page has already settled before the scan waits for a verdict.
  detectRetries: engineTimes().cmpDetectRetries,
  isMainWorld: true,
  prehideTimeout: 2000,
  visualTest: false,
  heuristicMode: 'off',
  logs: {
    lifecycle: false,
    rulesteps: false,
    detectionsteps: false,
    evals: false,
    errors: false,
    messages: false,
    waits: false,
  },
};

/**
 * A message from autoconsent's content script, as far as the scan uses it. It arrives from the
 * page (any script there can call the binding), so each field is type-checked and capped.
 */
interface Message {
  type: string;
  cmp?: string;
  result?: boolean;
  totalClicks?: number;
  mainFrame?: boolean;
  lifecycle?: string;
  id?: string;
  code?: string;
}

const MESSAGE_TYPES = new Set([
  'init',
  'eval',
  'popupFound',
  'optOutResult',
  'optInResult',
  'autoconsentDone',
  'report',
]);
const MAX_NAME = 80;
const MAX_CODE = 4_000;
/** Messages one document may send; a content script sends a few dozen in a page's life. */
const MAX_MESSAGES_PER_DOCUMENT = 200;
/** Messages handled in one browser context, however many documents (history entries) send them. */
const MAX_MESSAGES_PER_CONTEXT = 2_000;
/**
 * `init`s answered in one browser context: one per document, and a page that keeps creating
 * documents (frames, reloads, history entries) gets no more than this in the whole phase.
 */
const MAX_INITS_PER_CONTEXT = 100;
/** How long a rule's snippet may run in the page before its answer counts as "no". */
const EVAL_TIMEOUT_MS = 2_000;

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : undefined;

/** The checked message, or null when it is not one autoconsent sends. */
export function checkMessage(raw: unknown): Message | null {
  if (raw === null || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const type = text(value.type, 40);
  if (type === undefined || !MESSAGE_TYPES.has(type)) return null;
  const state = value.state !== null && typeof value.state === 'object' ? value.state : {};
  const clicks = value.totalClicks;
  return {
    type,
    cmp: text(value.cmp, MAX_NAME),
    result: value.result === true,
    totalClicks:
      typeof clicks === 'number' && Number.isInteger(clicks) && clicks >= 0 && clicks < 1_000
        ? clicks
        : undefined,
    mainFrame: value.mainFrame === true,
    lifecycle: text((state as { lifecycle?: unknown }).lifecycle, 40),
    id: text(value.id, MAX_NAME),
    code: text(value.code, MAX_CODE),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (condition()) return true;
    await sleep(100);
  }
  return condition();
}

/**
 * A rule's snippet run in the page, its answer made a boolean there: whatever the snippet returns
 * (or a page that replaced `eval` returns), only true or false comes back. The snippet is passed
 * as a string literal, so it cannot change the expression around it.
 */
export const snippetCall = (code: string) =>
  `(async (code) => !!(await (0, eval)(code)))(${JSON.stringify(code)})`;

/** What one document of a frame has sent: its message count and whether it got its rules. */
interface DocumentState {
  messages: number;
  initialised: boolean;
  /** The names of the rules this document was given: the only CMPs it can have found. */
  rules: Set<string>;
}

/** autoconsent attached to one browser context. */
export class Autoconsent {
  /**
   * The rule that found an open popup, in which frame, and the CMP it names (null for a rule
   * that matches a shared library's markup).
   */
  popup: { rule: string; cmp: string | null; frame: Frame } | null = null;
  /** When the popup was found: a choice waits until a visitor would have read it. */
  private popupFoundAt = 0;
  private mainLifecycle: string | null = null;
  private result: { type: string; ok: boolean } | null = null;
  private clicks: number | null = null;
  /**
   * The current document of each frame. Playwright's Frame outlives navigations while the
   * content script starts again in every new document, so the state is dropped when a frame
   * navigates.
   */
  private readonly documents = new WeakMap<Frame, DocumentState>();
  private initsAnswered = 0;
  private messagesHandled = 0;

  private constructor(private readonly errors: PageErrors) {}

  static async install(context: BrowserContext, errors: PageErrors): Promise<Autoconsent> {
    const autoconsent = new Autoconsent(errors);
    const watch = (page: Page) =>
      page.on('framenavigated', (frame) => autoconsent.documents.delete(frame));
    context.pages().forEach(watch);
    context.on('page', watch);
    await context.exposeBinding('autoconsentSendMessage', ({ frame }, raw: unknown) =>
      autoconsent.receive(frame, raw),
    );
    await context.addInitScript({ content: contentScript });
    return autoconsent;
  }

  private async receive(frame: Frame, raw: unknown) {
    let state = this.documents.get(frame);
    if (!state) {
      state = { messages: 0, initialised: false, rules: new Set() };
      this.documents.set(frame, state);
    }
    state.messages += 1;
    // A flood is ignored: the content script's own messages come long before this.
    if (state.messages > MAX_MESSAGES_PER_DOCUMENT) return;
    if (++this.messagesHandled > MAX_MESSAGES_PER_CONTEXT) return;
    const message = checkMessage(raw);
    if (!message) return;
    switch (message.type) {
      case 'init': {
        // The content script starts once per document; any further `init` there is the page.
        if (state.initialised || this.initsAnswered >= MAX_INITS_PER_CONTEXT) return;
        state.initialised = true;
        this.initsAnswered += 1;
        const mainFrame = frame.parentFrame() === null;
        const given = rulesFor(frame.url(), mainFrame);
        state.rules = new Set(given.map((rule) => rule.name));
        await inPage(frame, this.errors, 'sendToAutoconsent', {
          type: 'initResp',
          config: autoconsentConfig,
          rules: { autoconsent: given },
        });
        break;
      }
      case 'eval': {
        // Some rules ask for a snippet to run in the page (a CMP's own API); the page's own
        // exception is its answer ("no"), not our failure.
        // A snippet that does not answer in time is a "no", not a frame that failed the scan.
        if (!siteDocument(frame)) return;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), EVAL_TIMEOUT_MS);
        });
        const answer = frame
          .evaluate(snippetCall(message.code ?? 'false'))
          .then((value) => value === true)
          .catch(() => false);
        const result = await Promise.race([answer, timeout]);
        clearTimeout(timer);
        await inPage(frame, this.errors, 'sendToAutoconsent', {
          id: message.id,
          type: 'evalResp',
          result,
        });
        break;
      }
      case 'popupFound': {
        // Any script in the page can send this: only a rule this document was given, or a CMP
        // autoconsent knows by code, counts, and only after autoconsent started there.
        const rule = message.cmp;
        if (!state.initialised || rule === undefined || this.popup) return;
        if (!state.rules.has(rule) && !codeCmps.has(rule)) return;
        // A page can send this message with any rule's name: the scan checks the rule's own
        // detection in that frame itself. Held: named (a shared library's markup names none);
        // not held: no popup. A detection the scan cannot check (a CMP known by code, a rule with
        // scripts) counts, unnamed.
        const checks = detectionChecks(rule);
        let named = false;
        if (checks !== null) {
          const seen = await inPage(frame, this.errors, 'selectorsMatch', checks);
          if (!seen.ok || seen.value !== true) return;
          named = !SHARED_MARKUP_RULES.has(rule);
        }
        if (this.popup) return;
        this.popup = { rule, cmp: named ? rule : null, frame };
        this.popupFoundAt = Date.now();
        break;
      }
      case 'optOutResult':
      case 'optInResult':
        this.result = { type: message.type, ok: message.result === true };
        break;
      case 'autoconsentDone':
        this.clicks = message.totalClicks ?? null;
        break;
      case 'report':
        if (message.mainFrame) this.mainLifecycle = message.lifecycle ?? null;
        break;
    }
  }

  /** Forgets what the previous page said (call before a new navigation). */
  reset() {
    this.popup = null;
    this.mainLifecycle = null;
    this.result = null;
    this.clicks = null;
  }

  /** Waits until a rule found an open popup, or the top frame found none, or `ms` passed. */
  async waitForVerdict(ms: number): Promise<void> {
    await until(() => this.popup !== null || this.mainLifecycle === 'nothingDetected', ms);
    // A CMP detected without a visible popup yet: give the popup check a moment more.
    if (this.popup === null && this.mainLifecycle === 'cmpDetected') {
      await until(() => this.popup !== null, Math.min(ms, 2_000));
    }
  }

  private async act(
    type: 'optOut' | 'optIn',
    ms: number,
  ): Promise<{ ok: boolean; clicks: number | null }> {
    if (!this.popup) return { ok: false, clicks: null };
    await sleep(this.popupFoundAt + ENGINE_TIMES.readMs - Date.now());
    this.result = null;
    this.clicks = null;
    await inPage(this.popup.frame, this.errors, 'sendToAutoconsent', { type });
    await until(() => this.result !== null, ms);
    await until(() => this.clicks !== null, 500);
    const outcome = this.result as { ok: boolean } | null;
    return { ok: outcome?.ok ?? false, clicks: this.clicks };
  }

  optOut(ms: number) {
    return this.act('optOut', ms);
  }

  optIn(ms: number) {
    return this.act('optIn', ms);
  }
}

/** Labels compared after tr-TR (and en) lower-casing, spaces collapsed, end punctuation dropped. */
export const rejectLabels = [
  'reddet',
  'tümünü reddet',
  'hepsini reddet',
  'tüm çerezleri reddet',
  'çerezleri reddet',
  'reddediyorum',
  'kabul etme',
  'kabul etmiyorum',
  'izin verme',
  'sadece zorunlu',
  'sadece zorunlu çerezler',
  'yalnızca zorunlu',
  'yalnızca zorunlu çerezler',
  'sadece gerekli çerezler',
  'yalnızca gerekli çerezler',
  'zorunlu olmayanları reddet',
  'reject',
  'reject all',
  'reject cookies',
  'reject all cookies',
  'decline',
  'decline all',
  'deny',
  'deny all',
  'refuse',
  'refuse all',
  'only necessary',
  'necessary only',
  'only essential',
  'essential only',
  'necessary cookies only',
  'use necessary cookies only',
  'only necessary cookies',
  'continue without accepting',
];

export const acceptLabels = [
  'kabul et',
  'tümünü kabul et',
  'hepsini kabul et',
  'tüm çerezleri kabul et',
  'çerezleri kabul et',
  'kabul ediyorum',
  'kabul',
  'tümüne izin ver',
  'hepsine izin ver',
  'izin ver',
  'onaylıyorum',
  'accept',
  'accept all',
  'accept cookies',
  'accept all cookies',
  'allow all',
  'allow cookies',
  'allow all cookies',
  'i agree',
  'agree',
  'i accept',
];

/** The controls found, each where banners sit (page/choices.ts), never in the page's content. */
export interface GenericChoices {
  reject: string | null;
  accept: string | null;
}

/** The generic fallback over every frame of the page (page/choices.ts marks the controls). */
export async function findGenericChoices(page: Page, errors: PageErrors): Promise<GenericChoices> {
  const found: GenericChoices = { reject: null, accept: null };
  for (const frame of page.frames()) {
    const choices = await inPage(frame, errors, 'markChoices', {
      reject: rejectLabels,
      accept: acceptLabels,
    });
    if (!choices.ok) continue;
    const reject = found.reject === null ? (text(choices.value?.reject, 60) ?? null) : null;
    const accept = found.accept === null ? (text(choices.value?.accept, 60) ?? null) : null;
    found.reject ??= reject;
    found.accept ??= accept;
  }
  return found;
}

/**
 * Clicks a control marked by findGenericChoices; true when a click happened. A frame that cannot
 * be searched is recorded in `errors` (unless it went away), not taken for one without the control.
 */
export async function clickGenericChoice(
  page: Page,
  kind: 'reject' | 'accept',
  errors: PageErrors,
  timeoutMs: number,
): Promise<boolean> {
  for (const frame of page.frames()) {
    if (!siteDocument(frame)) continue;
    const control = frame.locator(`[data-scan-choice="${kind}"]`).first();
    let count: number;
    try {
      const answer = await withinFrameTime(frame, () => control.count(), errors);
      if (!answer.answered) continue;
      count = answer.value;
    } catch (error) {
      if (!frameGone(error)) errors.record('clickGenericChoice', error);
      continue;
    }
    if (count === 0) continue;
    try {
      await control.click({ timeout: timeoutMs });
      return true;
    } catch {
      // Covered or detached: try the next frame.
    }
  }
  return false;
}
