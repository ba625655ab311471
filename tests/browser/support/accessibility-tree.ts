import type { Page } from 'playwright-core';

/**
 * The `expanded` state Chromium's accessibility tree gives the element named `name` (what a screen
 * reader hears), read through the DevTools protocol: native disclosure elements (`<summary>`, a
 * `popovertarget` button) carry no `aria-expanded` attribute to read.
 */
export async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
    });
    const states = nodes
      .map((node) => node.properties?.find((property) => property.name === 'expanded')?.value.value)
      .filter((value): value is boolean => typeof value === 'boolean');
    return states[0];
  } finally {
    await cdp.detach();
  }
}
