/**
 * An in-page failure is recorded (the report then says `page-script-error`), never read as
 * "nothing found"; only a frame that went away is quiet.
 */
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { clickGenericChoice } from '../../../server/scanner/engine/phases/generic-choices';
import { inPage, PageErrors } from '../../../server/scanner/engine/page/page-script';

/** A frame whose every evaluate and locator count fails with `message`. */
function failingFrame(message: string): Frame {
  return {
    // A site's document: the scan calls only into http(s) frames.
    url: () => 'https://shop.example/',
    evaluate: () => Promise.reject(new Error(message)),
    locator: () => ({ first: () => ({ count: () => Promise.reject(new Error(message)) }) }),
  } as unknown as Frame;
}

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('in-page code', () => {
  it('records a page error that mentions the navigator', async () => {
    quiet();
    const errors = new PageErrors();
    const result = await inPage(
      failingFrame("TypeError: Cannot read properties of undefined (reading 'navigator')"),
      errors,
      'linkTargets',
      10,
      100,
    );
    expect(result).toEqual({ ok: false });
    expect(errors.messages).toHaveLength(1);
  });

  it('stays quiet when a navigation destroyed the frame’s document', async () => {
    const errors = new PageErrors();
    await inPage(
      failingFrame('Execution context was destroyed, most likely because of a navigation'),
      errors,
      'linkTargets',
      10,
      100,
    );
    expect(errors.messages).toEqual([]);
  });
});

describe('clicking a generic choice', () => {
  it('records a frame that could not be searched instead of taking it for one without the control', async () => {
    quiet();
    const errors = new PageErrors();
    const page = { frames: () => [failingFrame('Protocol error: boom')] } as unknown as Page;
    expect(await clickGenericChoice(page, 'reject', errors, 1_000)).toBe(false);
    expect(errors.messages).toEqual(['clickGenericChoice: Protocol error: boom']);
  });
});
