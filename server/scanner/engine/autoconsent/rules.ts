/**
 * What the scan takes from DuckDuckGo's autoconsent (MPL-2.0, used unmodified as a dependency):
 * its Playwright content script, which runs in every frame and asks us for its rules; the rule set
 * and which rules can apply in a frame; and the configuration each frame is answered with.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { engineTimes } from '../../config.ts';

const require = createRequire(import.meta.url);
const autoconsentDist = path.dirname(require.resolve('@duckduckgo/autoconsent'));
/** autoconsent's content script, added to every page of a context the scan drives with it. */
export const contentScript = readFileSync(
  path.join(autoconsentDist, 'autoconsent.playwright.js'),
  'utf8',
);

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

/**
 * The CMPs autoconsent knows by code rather than by a JSON rule (Klaro, OneTrust, ...), read
 * from its content script; a heuristic is no CMP.
 */
export const codeCmps = new Set(
  [...contentScript.matchAll(/this\.name = "([^"]{1,80})"/g)]
    .map((match) => match[1]!)
    .filter((name) => name !== 'HEURISTIC'),
);

/**
 * Rules that match the markup of an open-source library several products build on (Osano's
 * cookieconsent, whose `cc-type-*` window Complianz also shows): a match says which library, not
 * whose banner, so the report names none.
 */
export const SHARED_MARKUP_RULES = new Set([
  'Complianz categories',
  'Complianz notice',
  'Complianz opt-out',
  'Complianz optin',
]);

let rulesByName: Map<string, AutoconsentRule> | null = null;

/**
 * A JSON rule's detection as selector checks the scan can run itself, or null when it has other
 * kinds of steps (scripts, cookies, conditions) or when the CMP is known only by code.
 */
export function detectionChecks(name: string): { selector: string; negated: boolean }[] | null {
  rulesByName ??= new Map(allRules().map((rule) => [rule.name, rule]));
  const steps = rulesByName.get(name)?.detectCmp;
  if (!Array.isArray(steps) || steps.length === 0) return null;
  const checks: { selector: string; negated: boolean }[] = [];
  for (const step of steps as Record<string, unknown>[]) {
    const keys = Object.keys(step ?? {});
    if (
      typeof step?.exists !== 'string' ||
      keys.some((key) => key !== 'exists' && key !== 'negated')
    )
      return null;
    checks.push({ selector: step.exists, negated: step.negated === true });
  }
  return checks;
}

/** The last few rule lists by frame kind and address: frames of one page share them. */
const rulesCache = new Map<string, AutoconsentRule[]>();
const RULES_CACHE_SIZE = 32;

/** The rules that can apply in one frame: its kind (top or embedded) and its address. */
export function rulesFor(url: string, mainFrame: boolean): AutoconsentRule[] {
  const key = `${mainFrame ? 'main' : 'frame'} ${url}`;
  const cached = rulesCache.get(key);
  if (cached) return cached;
  const list = matchingRules(url, mainFrame);
  if (rulesCache.size >= RULES_CACHE_SIZE) rulesCache.delete(rulesCache.keys().next().value!);
  rulesCache.set(key, list);
  return list;
}

function matchingRules(url: string, mainFrame: boolean): AutoconsentRule[] {
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

/** What each frame's `init` is answered with, beside its rules. */
export const autoconsentConfig = {
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
  detectRetries: engineTimes().cmpDetectRetries,
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
