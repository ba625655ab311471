import type { TFunction } from 'i18next';
import { dateLocale } from '../../../../../packages/scanner-contract/date-locale';
import { isOneOf, urlRefusals } from '../../../../../packages/scanner-contract/report';
import type { ScanView } from './scan-state';

/** The clock time `at` (or now, when the server gave no time) in the page's language. */
const againTime = (at: number | undefined, language: string) =>
  new Intl.DateTimeFormat(dateLocale(language), { timeStyle: 'short' }).format(
    new Date(at ?? Date.now()),
  );

/** Errors that say the scanner cannot take this scan now: the request form is the way on. */
const NEEDS_FALLBACK: readonly string[] = ['rate-limited', 'queue-full', 'unavailable', 'network'];

export interface ScanMessage {
  severity: 'error' | 'warning';
  text: string;
}

/** What the page says about a refused, failed or lost scan, in the page's language; else null. */
export function scanMessage(
  view: ScanView,
  t: TFunction<'cookie-scanner'>,
  language: string,
): ScanMessage | null {
  if (view.kind === 'refused') {
    const text = isOneOf(urlRefusals, view.error)
      ? t(`refusals.${view.error}`)
      : view.error === 'recently-scanned'
        ? t('errors.recently-scanned', { time: againTime(view.againAt, language) })
        : t(`errors.${view.error}`);
    return { severity: NEEDS_FALLBACK.includes(view.error) ? 'warning' : 'error', text };
  }
  if (view.kind === 'failed') return { severity: 'error', text: t(`failures.${view.error}`) };
  if (view.kind === 'lost') return { severity: 'error', text: t(`errors.${view.error}`) };
  return null;
}

/** Whether the page offers the request form instead: no scanner, or it cannot scan now. */
export const offersRequestForm = (view: ScanView, scannerUrl: string | null) =>
  !scannerUrl ||
  (view.kind === 'refused' && NEEDS_FALLBACK.includes(view.error)) ||
  view.kind === 'failed' ||
  view.kind === 'lost';

/** Whether the address itself was refused (the field is marked invalid). */
export const addressRefused = (view: ScanView) =>
  view.kind === 'refused' && !NEEDS_FALLBACK.includes(view.error);
