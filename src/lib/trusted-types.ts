/**
 * The site enforces Trusted Types (`require-trusted-types-for 'script'; trusted-types default`,
 * see server/http/security-headers/policy.ts): no string may reach an HTML or script sink unless
 * this default policy lets it through. It lets through only two things:
 * - HTML: exactly the single space goober (notistack's CSS-in-JS) sets as its style sheet's
 *   `innerHTML`;
 * - script URLs: Google Tag Manager's gtm.js, which the consent manager loads after consent when
 *   VITE_GTM_ID is set (the CSP allows that host only in such builds).
 * Everything else gets null, which the browser blocks and reports. Import this module before the
 * code that uses such a sink; importing it twice is harmless.
 */
type Rule = (input: string, type?: string, sink?: string) => string | null;
interface TrustedTypePolicyFactory {
  defaultPolicy: unknown;
  createPolicy(
    name: string,
    rules: { createHTML: Rule; createScript: Rule; createScriptURL: Rule },
  ): unknown;
}

function isTagManagerScript(url: string) {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'https://www.googletagmanager.com' && parsed.pathname === '/gtm.js';
  } catch {
    return false;
  }
}

/** The default policy's rules (exported for the unit test). */
export const defaultPolicyRules = {
  createHTML: ((input, _type, sink) =>
    input === ' ' && sink === 'Element innerHTML' ? input : null) as Rule,
  // No script text at all: the pages' JSON-LD is in the prerendered HTML, never set by a script.
  createScript: (() => null) as Rule,
  createScriptURL: ((input) => (isTagManagerScript(input) ? input : null)) as Rule,
};

const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;

if (factory && !factory.defaultPolicy) factory.createPolicy('default', defaultPolicyRules);
