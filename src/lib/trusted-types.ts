/**
 * The site enforces Trusted Types (`require-trusted-types-for 'script'`, see
 * scripts/security-headers.mjs): no string may reach an HTML or script sink. One library needs
 * one: goober (notistack's CSS-in-JS) creates its style sheet with `innerHTML = ' '`. This default
 * policy lets exactly that single space through and returns null for everything else, which the
 * browser blocks and reports. Import it before notistack.
 */
interface TrustedTypePolicyFactory {
  defaultPolicy: unknown;
  createPolicy(
    name: string,
    rules: { createHTML: (input: string, type?: string, sink?: string) => string | null },
  ): unknown;
}

const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;

if (factory && !factory.defaultPolicy) {
  factory.createPolicy('default', {
    createHTML: (input, _type, sink) =>
      input === ' ' && sink === 'Element innerHTML' ? input : null,
  });
}

export {};
