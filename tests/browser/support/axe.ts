import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core (every rule enabled by default: WCAG 2.0-2.2 A/AA and best practices) on the page
 * and returns one readable line per failing element: rule, impact, target, and what to fix.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Evaluated through DevTools, not added as a <script>: the site's CSP and Trusted Types
  // (server/http/security-headers/policy.ts) block inline scripts, as they should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (selector) =>
      (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResults> } }).axe.run(
        selector ? { include: [selector] } : document,
      ),
    include,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}\n` +
        `    ${node.failureSummary?.replace(/\n/g, ' ')}\n    ${node.html.slice(0, 160)}`,
    ),
  );
}
