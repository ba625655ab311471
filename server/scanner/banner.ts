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

/** The rules that can apply in one frame: its kind (top or embedded) and its address. */
function rulesFor(url: string, mainFrame: boolean): AutoconsentRule[] {
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
  detectRetries: 3,
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

type Message = { type: string; cmp?: string; result?: boolean; totalClicks?: number } & {
  mainFrame?: boolean;
  state?: { lifecycle?: string };
  id?: string;
  code?: string;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (condition()) return true;
    await sleep(100);
  }
  return condition();
}

/** autoconsent attached to one browser context. */
export class Autoconsent {
  popup: { cmp: string; frame: Frame } | null = null;
  private mainLifecycle: string | null = null;
  private result: { type: string; ok: boolean } | null = null;
  private clicks: number | null = null;

  static async install(context: BrowserContext): Promise<Autoconsent> {
    const autoconsent = new Autoconsent();
    await context.exposeBinding('autoconsentSendMessage', ({ frame }, message: Message) =>
      autoconsent.receive(frame, message),
    );
    await context.addInitScript({ content: contentScript });
    return autoconsent;
  }

  private async receive(frame: Frame, message: Message) {
    switch (message.type) {
      case 'init': {
        const mainFrame = frame.parentFrame() === null;
        await frame
          .evaluate(
            ([config, bundle]) =>
              (
                window as unknown as { autoconsentReceiveMessage: (m: unknown) => void }
              ).autoconsentReceiveMessage({ type: 'initResp', config, rules: bundle }),
            [autoconsentConfig, { autoconsent: rulesFor(frame.url(), mainFrame) }] as const,
          )
          .catch(() => undefined);
        break;
      }
      case 'eval': {
        // Some rules ask for a snippet to run in the page (a CMP's own API).
        const result = await frame.evaluate(message.code ?? 'false').catch(() => false);
        await frame
          .evaluate(
            ([id, value]) =>
              (
                window as unknown as { autoconsentReceiveMessage: (m: unknown) => void }
              ).autoconsentReceiveMessage({ id, type: 'evalResp', result: value }),
            [message.id, result] as const,
          )
          .catch(() => undefined);
        break;
      }
      case 'popupFound':
        this.popup ??= { cmp: message.cmp ?? 'unknown', frame };
        break;
      case 'optOutResult':
      case 'optInResult':
        this.result = { type: message.type, ok: message.result === true };
        break;
      case 'autoconsentDone':
        this.clicks = message.totalClicks ?? null;
        break;
      case 'report':
        if (message.mainFrame) this.mainLifecycle = message.state?.lifecycle ?? null;
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
    this.result = null;
    this.clicks = null;
    await this.popup.frame
      .evaluate(
        (messageType) =>
          (
            window as unknown as { autoconsentReceiveMessage: (m: unknown) => void }
          ).autoconsentReceiveMessage({ type: messageType }),
        type,
      )
      .catch(() => undefined);
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

export interface GenericChoices {
  reject: string | null;
  accept: string | null;
}

/**
 * Runs in a frame: marks the first visible reject and accept control near cookie wording with
 * `data-scan-choice` and returns their labels as written.
 */
function markChoices(lists: { reject: string[]; accept: string[] }): GenericChoices {
  const wording = /çerez|cookie|kvkk|kişisel veri|gizlilik|privacy|consent|rıza|açık onay/i;
  const tidy = (text: string) =>
    text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[\s.!…:]+$/u, '');
  const forms = (text: string) => [
    tidy(text).toLocaleLowerCase('tr-TR'),
    tidy(text).toLocaleLowerCase('en-US'),
  ];
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) < 0.05)
      return false;
    const check = (element as Element & { checkVisibility?: (o: object) => boolean })
      .checkVisibility;
    return check ? check.call(element, { opacityProperty: true, visibilityProperty: true }) : true;
  };
  const nearCookieWording = (element: Element) => {
    let node: Element | null = element;
    for (let level = 0; node && level < 8; level += 1) {
      const text = node.textContent ?? '';
      if (text.length < 6000 && wording.test(text)) return true;
      node =
        node.parentElement ??
        ((node.getRootNode() as ShadowRoot).host as Element | undefined) ??
        null;
    }
    // A frame that holds only the banner (a CMP's own iframe).
    return window !== window.top && wording.test(document.body?.textContent?.slice(0, 6000) ?? '');
  };
  const found: GenericChoices = { reject: null, accept: null };
  const selector = 'button, a, [role="button"], input[type="button"], input[type="submit"]';
  const search = (root: Document | ShadowRoot) => {
    for (const element of Array.from(root.querySelectorAll(selector))) {
      const label =
        element instanceof HTMLInputElement
          ? element.value
          : (element as HTMLElement).innerText || element.getAttribute('aria-label') || '';
      if (label.length === 0 || label.length > 60) continue;
      const candidates = forms(label);
      for (const kind of ['reject', 'accept'] as const) {
        if (found[kind] !== null) continue;
        if (!candidates.some((form) => lists[kind].includes(form))) continue;
        if (!visible(element) || !nearCookieWording(element)) continue;
        element.setAttribute('data-scan-choice', kind);
        found[kind] = tidy(label);
      }
    }
    for (const element of Array.from(root.querySelectorAll('*'))) {
      if (element.shadowRoot) search(element.shadowRoot);
    }
  };
  for (const element of Array.from(document.querySelectorAll('[data-scan-choice]'))) {
    element.removeAttribute('data-scan-choice');
  }
  search(document);
  return found;
}

/** The generic fallback over every frame of the page. */
export async function findGenericChoices(page: Page): Promise<GenericChoices> {
  const found: GenericChoices = { reject: null, accept: null };
  for (const frame of page.frames()) {
    const choices = await frame
      .evaluate(markChoices, { reject: rejectLabels, accept: acceptLabels })
      .catch(() => null);
    if (!choices) continue;
    found.reject ??= choices.reject;
    found.accept ??= choices.accept;
  }
  return found;
}

/** Clicks a control marked by findGenericChoices; true when a click happened. */
export async function clickGenericChoice(page: Page, kind: 'reject' | 'accept'): Promise<boolean> {
  for (const frame of page.frames()) {
    const control = frame.locator(`[data-scan-choice="${kind}"]`).first();
    if ((await control.count().catch(() => 0)) === 0) continue;
    try {
      await control.click({ timeout: 3_000 });
      return true;
    } catch {
      // Covered or detached: try the next frame.
    }
  }
  return false;
}
