// What a prerendered page loads early, and at which priority (issue 14). The first paint needs
// the HTML, its inlined CSS and the one font file (preloaded at High priority); the scripts only
// hydrate what is already painted. Left at their default (High), the ~20 module scripts and
// modulepreloads compete with the first paint for the connection, and Lighthouse's simulation
// counts them into FCP/LCP in some runs and not in others. At Low priority Chromium fetches them
// after the render-blocking work, in the same order, and hydration starts once they are in.

const SCRIPT_TAG = /<(?:script\b[^>]*\btype="module"|link\b[^>]*\brel="modulepreload")[^>]*>/g;

/** `html` with `fetchpriority="low"` on every module script and modulepreload link. */
export function withLowPriorityScripts(html) {
  return html.replace(SCRIPT_TAG, (tag) =>
    /\sfetchpriority=/.test(tag) ? tag : tag.replace(/\s*\/?>$/, ' fetchpriority="low">'),
  );
}
