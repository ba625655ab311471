/**
 * The messages autoconsent's content script sends through its binding: which ones the scan takes,
 * how each field is checked and capped, how many are handled, and how a rule's snippet (`eval`)
 * runs in the page.
 */
import { pageText } from '../page/page-script.ts';

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
export const MAX_MESSAGES_PER_DOCUMENT = 200;
/** Messages handled in one browser context, however many documents (history entries) send them. */
export const MAX_MESSAGES_PER_CONTEXT = 2_000;
/**
 * `init`s answered in one browser context: one per document, and a page that keeps creating
 * documents (frames, reloads, history entries) gets no more than this in the whole phase.
 */
export const MAX_INITS_PER_CONTEXT = 100;
/** How long a rule's snippet may run in the page before its answer counts as "no". */
export const EVAL_TIMEOUT_MS = 2_000;

/** The checked message, or null when it is not one autoconsent sends. */
export function checkMessage(raw: unknown): Message | null {
  if (raw === null || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const type = pageText(value.type, 40);
  if (type === undefined || !MESSAGE_TYPES.has(type)) return null;
  const state = value.state !== null && typeof value.state === 'object' ? value.state : {};
  const clicks = value.totalClicks;
  return {
    type,
    cmp: pageText(value.cmp, MAX_NAME),
    result: value.result === true,
    totalClicks:
      typeof clicks === 'number' && Number.isInteger(clicks) && clicks >= 0 && clicks < 1_000
        ? clicks
        : undefined,
    mainFrame: value.mainFrame === true,
    lifecycle: pageText((state as { lifecycle?: unknown }).lifecycle, 40),
    id: pageText(value.id, MAX_NAME),
    code: pageText(value.code, MAX_CODE),
  };
}

/**
 * A rule's snippet run in the page, its answer made a boolean there: whatever the snippet returns
 * (or a page that replaced `eval` returns), only true or false comes back. The snippet is passed
 * as a string literal, so it cannot change the expression around it.
 */
export const snippetCall = (code: string) =>
  `(async (code) => !!(await (0, eval)(code)))(${JSON.stringify(code)})`;
