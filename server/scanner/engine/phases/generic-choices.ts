/**
 * The generic banner, for a banner no autoconsent rule knows: visible buttons and links with
 * Turkish or English reject/accept labels near cookie wording, including inside open shadow roots
 * and frames (page/in-page/choices.ts marks them), and the click on the one a phase chooses.
 */
import type { Page } from 'playwright-core';
import {
  frameGone,
  inPage,
  pageText,
  siteDocument,
  withinFrameTime,
  type PageErrors,
} from '../page/page-script.ts';

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

/** The controls found, each where banners sit (page/in-page/choices.ts), never in the page's content. */
export interface GenericChoices {
  reject: string | null;
  accept: string | null;
}

/** The generic fallback over every frame of the page (page/in-page/choices.ts marks the controls). */
export async function findGenericChoices(page: Page, errors: PageErrors): Promise<GenericChoices> {
  const found: GenericChoices = { reject: null, accept: null };
  for (const frame of page.frames()) {
    const choices = await inPage(frame, errors, 'markChoices', {
      reject: rejectLabels,
      accept: acceptLabels,
    });
    if (!choices.ok) continue;
    const reject = found.reject === null ? (pageText(choices.value?.reject, 60) ?? null) : null;
    const accept = found.accept === null ? (pageText(choices.value?.accept, 60) ?? null) : null;
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
