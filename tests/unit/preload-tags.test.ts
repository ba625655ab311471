import { describe, expect, it } from 'vitest';
import { firstLoadScripts } from '../../scripts/measure-dist.mjs';
import { startScriptsAfterFirstPaint } from '../../scripts/preload-tags.mjs';

const page = `<!doctype html>
<html lang="tr">
  <head>
    <link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin>
    <link rel="modulepreload" crossorigin href="/assets/page.js">
    <script type="application/ld+json">{"@type":"Organization"}</script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="modulepreload" crossorigin href="/assets/page.js">
  </head>
  <body>
    <div id="root"><p>Metin</p></div>
  </body>
</html>`;

describe('startScriptsAfterFirstPaint', () => {
  const html = startScriptsAfterFirstPaint(page);

  it('leaves no script or modulepreload in the head, only the font preload and data', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|type="module"/);
    expect(head).toContain('rel="preload" href="/assets/inter.woff2"');
    expect(head).toContain('application/ld+json');
  });

  it('starts the same files from one boot script at the end of the body', () => {
    const boot = /<script data-entry="([^"]+)" data-preload="([^"]+)">/.exec(html);
    expect(boot?.[1]).toBe('/assets/index.js');
    expect(boot?.[2]).toBe('/assets/page.js /assets/react.js');
    expect(html.indexOf('data-entry')).toBeGreaterThan(html.indexOf('id="root"'));
    expect(firstLoadScripts(html)).toEqual([
      '/assets/index.js',
      '/assets/page.js',
      '/assets/react.js',
    ]);
  });

  it('writes the same script text on every page, so one CSP hash covers it', () => {
    const other = startScriptsAfterFirstPaint(page.replaceAll('page.js', 'other-page.js'));
    const text = (value: string) => /<script data-entry[^>]*>([^<]*)<\/script>/.exec(value)?.[1];
    expect(text(other)).toBe(text(html));
    expect(text(html)).toMatch(/first-contentful-paint/);
  });

  it('refuses a page without exactly one module script', () => {
    expect(() => startScriptsAfterFirstPaint('<html><body></body></html>')).toThrow(/one module/);
  });
});
