import { describe, expect, it } from 'vitest';
import { withLowPriorityScripts } from '../../scripts/preload-tags.mjs';

describe('withLowPriorityScripts', () => {
  it('puts module scripts and modulepreloads at low priority and leaves the rest alone', () => {
    const html = [
      '<link rel="preload" href="/a.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="modulepreload" href="/assets/b.js" />',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<link rel="modulepreload" href="/assets/c.js" fetchpriority="high">',
    ].join('\n');
    expect(withLowPriorityScripts(html).split('\n')).toEqual([
      '<link rel="preload" href="/a.woff2" as="font" type="font/woff2" crossorigin>',
      '<link rel="modulepreload" crossorigin href="/assets/a.js" fetchpriority="low">',
      '<link rel="modulepreload" href="/assets/b.js" fetchpriority="low">',
      '<script type="module" crossorigin src="/assets/index.js" fetchpriority="low"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<link rel="modulepreload" href="/assets/c.js" fetchpriority="high">',
    ]);
  });
});
