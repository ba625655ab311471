import type { Locator } from 'playwright-core';

/**
 * Whether anything inside `target` changes on screen within `ms` (screenshots every 400 ms),
 * after letting a slide transition already under way finish (`settle`).
 */
export async function moves(target: Locator, ms = 3000, settle = 800): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  await target.page().waitForTimeout(settle);
  const first = await target.screenshot({ animations: 'allow' });
  for (let waited = 0; waited < ms; waited += 400) {
    await target.page().waitForTimeout(400);
    if (!first.equals(await target.screenshot({ animations: 'allow' }))) return true;
  }
  return false;
}
