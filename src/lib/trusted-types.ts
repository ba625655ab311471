/**
 * The site enforces Trusted Types (`require-trusted-types-for 'script'; trusted-types default`,
 * see scripts/security-headers.mjs): no string may reach an HTML or script sink unless this
 * default policy lets it through. It lets through only what cannot run code:
 * - HTML: exactly the single space goober (notistack's CSS-in-JS) sets as its style sheet's
 *   `innerHTML`;
 * - script text: JSON, as in the JSON-LD blocks the head keeps in step on client navigation
 *   (Chromium checks the text of every script element it prepares, data blocks included; JSON
 *   has no identifiers, so even run as a script it could not call anything).
 * Everything else gets null, which the browser blocks and reports. Import this module before the
 * code that uses such a sink.
 */
type Rule = (input: string, type?: string, sink?: string) => string | null;
interface TrustedTypePolicyFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createHTML: Rule; createScript: Rule }): unknown;
}

function isJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;

if (factory && !factory.defaultPolicy) {
  factory.createPolicy('default', {
    createHTML: (input, _type, sink) =>
      input === ' ' && sink === 'Element innerHTML' ? input : null,
    createScript: (input) => (isJson(input) ? input : null),
  });
}

export {};
