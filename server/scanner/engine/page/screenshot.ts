/**
 * One screenshot of what the visitor's screen showed: the browser's viewport (1280×800, not the
 * whole page) as a JPEG under the evidence's per-screenshot cap. A page whose screen does not fit
 * at the first quality is taken again at lower ones; one that never fits is left out with a code.
 */
import type { Page } from 'playwright-core';
import {
  EVIDENCE_LIMITS,
  SCREENSHOT_FAILED,
  SCREENSHOT_TOO_LARGE,
} from '../../evidence/evidence.ts';

/** JPEG qualities tried in turn: a busy screen at 1280×800 is ~150 KB at 70. */
const QUALITIES = [70, 45, 25] as const;
/** A screenshot waits for the page's fonts and a frame; a page that never gives one is skipped. */
const SCREENSHOT_TIMEOUT_MS = 5_000;

export type Capture =
  | { ok: true; jpeg: Buffer }
  | { ok: false; code: typeof SCREENSHOT_TOO_LARGE | typeof SCREENSHOT_FAILED };

export async function captureScreen(
  page: Page,
  maxBytes: number = EVIDENCE_LIMITS.screenshotBytes,
  timeoutMs = SCREENSHOT_TIMEOUT_MS,
): Promise<Capture> {
  for (const quality of QUALITIES) {
    let jpeg: Buffer;
    try {
      jpeg = await page.screenshot({ type: 'jpeg', quality, fullPage: false, timeout: timeoutMs });
    } catch {
      return { ok: false, code: SCREENSHOT_FAILED };
    }
    if (jpeg.length <= maxBytes) return { ok: true, jpeg };
  }
  return { ok: false, code: SCREENSHOT_TOO_LARGE };
}
