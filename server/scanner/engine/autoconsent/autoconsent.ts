/**
 * The binding that drives autoconsent in a browser context: its content script runs in every
 * frame and asks us for its rules; the scan answers, runs the snippets rules ask for, checks which
 * rule found a popup, and asks for opt-out or opt-in when a phase chooses.
 */
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { ENGINE_TIMES } from '../../config.ts';
import { inPage, siteDocument, type PageErrors } from '../page/page-script.ts';
import {
  checkMessage,
  EVAL_TIMEOUT_MS,
  MAX_INITS_PER_CONTEXT,
  MAX_MESSAGES_PER_CONTEXT,
  MAX_MESSAGES_PER_DOCUMENT,
  snippetCall,
} from './messages.ts';
import {
  autoconsentConfig,
  codeCmps,
  contentScript,
  detectionChecks,
  rulesFor,
  SHARED_MARKUP_RULES,
} from './rules.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (condition()) return true;
    await sleep(100);
  }
  return condition();
}

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
