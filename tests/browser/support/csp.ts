import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records every Content-Security-Policy violation of the context's pages, from before any page
 * script runs (a `securitypolicyviolation` listener installed by an init script).
 */
export async function watchCspViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = log;
    document.addEventListener('securitypolicyviolation', (event) => {
      log.push(
        `violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
}

/** The violations a page has reported so far (see `watchCspViolations`). */
export function cspViolations(page: Page) {
  return page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}
