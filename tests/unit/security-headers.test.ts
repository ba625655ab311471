import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cspDirectives,
  extraSources,
  GTM_SOURCES,
  securityHeaders,
} from '../../server/http/security-headers/policy.ts';
import {
  executableInlineScripts,
  inlineHandlers,
  scriptHash,
} from '../../server/http/security-headers/inline-scripts.ts';
import {
  headersFile,
  nginxHeadersFile,
  parseHeadersFile,
  securityTxt,
} from '../../server/http/security-headers/host-files.ts';
import { defaultPolicyRules } from '../../src/lib/trusted-types';

const directive = (headers: [string, string][], name: string) =>
  new Map(headers)
    .get('Content-Security-Policy')
    ?.split('; ')
    .find((part) => part.split(' ')[0] === name);

describe('CSP sources from the build environment', () => {
  it('adds nothing when VITE_GTM_ID and VITE_CONSENT_LOG_URL are unset or empty', () => {
    const none = { 'script-src': [], 'img-src': [], 'connect-src': [] };
    expect(extraSources({})).toEqual(none);
    expect(extraSources({ VITE_GTM_ID: ' ', VITE_CONSENT_LOG_URL: '' })).toEqual(none);
    expect(directive(securityHeaders(), 'connect-src')).toBe(
      "connect-src 'self' https://api.emailjs.com",
    );
  });

  it("adds Google's documented Tag Manager + GA4 hosts with VITE_GTM_ID", () => {
    const headers = securityHeaders({ env: { VITE_GTM_ID: 'GTM-TEST000' } });
    expect(directive(headers, 'connect-src')).toBe(
      `connect-src 'self' https://api.emailjs.com ${GTM_SOURCES['connect-src'].join(' ')}`,
    );
    expect(directive(headers, 'script-src')).toBe(
      "script-src 'self' https://*.googletagmanager.com",
    );
    expect(directive(headers, 'img-src')).toBe(
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com",
    );
  });

  it('adds the consent log origin only when it is absolute and on another origin', () => {
    const site = 'https://www.site.example';
    const connect = (url: string) =>
      extraSources({ VITE_CONSENT_LOG_URL: url, VITE_SITE_ORIGIN: site })['connect-src'];
    expect(connect('https://log.example.net/v1/consent?x=1')).toEqual(['https://log.example.net']);
    expect(connect('/api/consent-log')).toEqual([]);
    expect(connect(`${site}/api/consent-log`)).toEqual([]);
    expect(connect('https://site.example/api')).toEqual(['https://site.example']);
  });

  it('adds the cookie scanner origin only when it is absolute and on another origin', () => {
    const site = 'https://www.site.example';
    const connect = (url: string, log?: string) =>
      extraSources({ VITE_SCANNER_URL: url, VITE_CONSENT_LOG_URL: log, VITE_SITE_ORIGIN: site })[
        'connect-src'
      ];
    expect(connect('https://scan.site.example/')).toEqual(['https://scan.site.example']);
    expect(connect('/')).toEqual([]);
    expect(connect(`${site}/`)).toEqual([]);
    expect(connect('https://api.example.net/scanner', 'https://api.example.net/log')).toEqual([
      'https://api.example.net',
    ]);
  });

  it('lets the report show the screenshots the cookie scanner serves from its own origin', () => {
    const site = 'https://www.site.example';
    const images = (url: string, log?: string) =>
      extraSources({ VITE_SCANNER_URL: url, VITE_CONSENT_LOG_URL: log, VITE_SITE_ORIGIN: site })[
        'img-src'
      ];
    expect(images('https://scan.site.example/')).toEqual(['https://scan.site.example']);
    expect(images('/')).toEqual([]);
    expect(images(`${site}/`)).toEqual([]);
    // The consent log is only ever fetched.
    expect(images('/', 'https://log.example.net/v1')).toEqual([]);
    const headers = new Map(
      securityHeaders({ env: { VITE_SCANNER_URL: 'https://scan.site.example/' } }),
    );
    expect(headers.get('Content-Security-Policy')).toContain(
      "img-src 'self' data: https://scan.site.example;",
    );
  });

  it('enforces Trusted Types by default and only reports it with Tag Manager', () => {
    const plain = new Map(securityHeaders());
    expect(plain.get('Content-Security-Policy')).toMatch(
      /; require-trusted-types-for 'script'; trusted-types default$/,
    );
    expect(plain.has('Content-Security-Policy-Report-Only')).toBe(false);
    const gtm = new Map(securityHeaders({ env: { VITE_GTM_ID: 'GTM-X' } }));
    expect(gtm.get('Content-Security-Policy')).not.toContain('trusted-types');
    expect(gtm.get('Content-Security-Policy-Report-Only')).toBe(
      "require-trusted-types-for 'script'; trusted-types default",
    );
  });

  it('never allows unsafe script sources, and lists the hashes it is given', () => {
    const csp = cspDirectives({ hashes: ['sha256-abc='] });
    const script = csp.find(([name]) => name === 'script-src')?.[1];
    expect(script).toEqual(["'self'", "'sha256-abc='"]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|unsafe-hashes|strict-dynamic/);
  });
});

describe('inline scripts', () => {
  const page = [
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<script>window.a=1</script>',
    '<script type="module">import "/x.js"</script>',
    "<SCRIPT type='text/javascript' >b()</SCRIPT >",
    '<script type="text/plain">not code</script>',
    '<script type="importmap">{"imports":{}}</script>',
  ].join('\n');

  it('are the executable ones, JSON-LD and other data blocks left out', () => {
    expect(executableInlineScripts(page)).toEqual([
      'window.a=1',
      'import "/x.js"',
      'b()',
      '{"imports":{}}',
    ]);
  });

  it('hash as the browser does: SHA-256 of the text, base64', () => {
    const text = 'window.a=1';
    expect(scriptHash(text)).toBe(`sha256-${createHash('sha256').update(text).digest('base64')}`);
    expect(scriptHash('ç')).not.toBe(scriptHash('c'));
  });

  it('inline handlers and javascript: URLs are reported (a hash cannot allow them)', () => {
    expect(inlineHandlers('<button onclick="go()">x</button><a href="/x">y</a>')).toHaveLength(1);
    expect(inlineHandlers('<a href="javascript:void 0">x</a>')).toHaveLength(1);
    expect(inlineHandlers('<p>onclick="x"</p><script>a.onclick=1</script>')).toEqual([]);
  });
});

describe('files for hosts', () => {
  const headers = securityHeaders({ hashes: ['sha256-abc='] });

  it('_headers parses back to the same headers and caches only assets', () => {
    const rules = parseHeadersFile(headersFile(headers));
    expect(rules).toEqual([
      { pattern: '/*', headers },
      {
        pattern: '/assets/*',
        headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
      },
    ]);
  });

  it('the nginx include has one add_header ... always per header', () => {
    const lines = nginxHeadersFile(headers)
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
    expect(lines).toEqual(headers.map(([name, value]) => `add_header ${name} "${value}" always;`));
    expect(() => nginxHeadersFile([['X-Test', 'a "quoted" $value']])).toThrow(/nginx/);
  });

  it('security.txt follows RFC 9116 with an Expires under a year away', () => {
    const now = new Date('2026-11-23T19:00:00Z');
    const text = securityTxt({ email: 'a@b.example', origin: 'https://b.example', now });
    expect(text).toBe(
      [
        'Contact: mailto:a@b.example',
        'Expires: 2027-11-18T00:00:00Z',
        'Preferred-Languages: tr, en',
        'Canonical: https://b.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });
});

describe('the Trusted Types default policy (src/lib/trusted-types.ts)', () => {
  it("passes goober's single space and gtm.js, and nothing else", () => {
    const { createHTML, createScript, createScriptURL } = defaultPolicyRules;
    expect(createHTML(' ', 'TrustedHTML', 'Element innerHTML')).toBe(' ');
    expect(createHTML('<img src=x onerror=alert(1)>', 'TrustedHTML', 'Element innerHTML')).toBe(
      null,
    );
    expect(createHTML(' ', 'TrustedHTML', 'Document write')).toBe(null);
    expect(createScript('{"@context":"https://schema.org","@type":"Organization"}')).toBe(null);
    expect(createScript('alert(1)')).toBe(null);
    expect(createScriptURL('https://www.googletagmanager.com/gtm.js?id=GTM-TEST000')).not.toBe(
      null,
    );
    expect(createScriptURL('https://www.googletagmanager.com.evil.example/gtm.js')).toBe(null);
    expect(createScriptURL('https://evil.example/gtm.js')).toBe(null);
    expect(createScriptURL('/assets/x.js')).toBe(null);
  });
});
