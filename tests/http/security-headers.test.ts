import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/http/security-headers/policy.ts';
import {
  executableInlineScripts,
  hashInlineScripts,
  scriptHash,
} from '../../server/http/security-headers/inline-scripts.ts';
import {
  HEADERS_FILE,
  NGINX_HEADERS_FILE,
  parseHeadersFile,
  readBuiltHeaders,
  SECURITY_TXT_FILE,
} from '../../server/http/security-headers/host-files.ts';
import { site } from '../../src/config/site';
import { baseUrl } from '../support/site-url';
import { languages, routes, unknownPath } from '../support/locales';

/**
 * What `npm start` (server/site/serve.ts) sends, against the policy written out here, and against
 * the one source (server/http/security-headers/) recomputed from the built HTML: dist/_headers
 * (Netlify, Cloudflare Pages), the nginx include and the server never disagree. The nginx test
 * checks nginx against the same built headers.
 */
const root = path.resolve('.');
const dist = path.join(root, 'dist');
const env = { ...loadEnv('production', root, 'VITE_'), VITE_SITE_ORIGIN: site.origin };

/** Recomputed now from dist/**.html and the build environment, not read from the build. */
async function expectedHeaders() {
  const { hashes } = await hashInlineScripts(dist);
  return securityHeaders({ hashes, env });
}

const fetchPath = (pathname: string, init?: RequestInit) =>
  fetch(new URL(pathname, baseUrl()), { redirect: 'manual', ...init });

function served(response: Response) {
  return Object.fromEntries(response.headers.entries());
}

const csp = (value: string) =>
  new Map(value.split(/;\s*/).map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('the headers npm start sends', () => {
  it('on every route: the issue 11 policy, exactly the recomputed set', async () => {
    const expected = await expectedHeaders();
    const missing = languages.map(unknownPath);
    for (const route of [...routes.map((entry) => entry.path), ...missing]) {
      const response = await fetchPath(route);
      const headers = served(response);
      for (const [name, value] of expected)
        expect(headers[name.toLowerCase()], `${route} ${name}`).toBe(value);
      expect(headers['content-type'], route).toMatch(/^text\/html; ?charset=utf-8$/);
      expect(headers['cache-control'], route).toBe('no-cache');

      const policy = csp(headers['content-security-policy'] ?? '');
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')?.[0]).toBe("'self'");
      for (const source of policy.get('script-src') ?? []) {
        expect(source, 'script-src: self, hashes and (with GTM) Google only').toMatch(
          /^('self'|'sha256-[A-Za-z0-9+/]+=*'|https:\/\/\*\.googletagmanager\.com)$/,
        );
      }
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src')?.slice(0, 2)).toEqual(["'self'", 'data:']);
      expect(policy.get('font-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')?.slice(0, 2)).toEqual(["'self'", 'https://api.emailjs.com']);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('upgrade-insecure-requests')).toEqual([]);
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(headers['permissions-policy']).toContain(`${feature}=()`);
      }
    }
  });

  it('on assets, text files, the outbox endpoint and security.txt too, with charset', async () => {
    const expected = await expectedHeaders();
    const assets = (await readdir(path.join(dist, 'assets'))).filter((f) => !/\.(br|gz)$/.test(f));
    const checks: [string, RegExp, string][] = [
      ...assets.map((file): [string, RegExp, string] => [
        `/assets/${file}`,
        file.endsWith('.js')
          ? /^text\/javascript; charset=utf-8$/
          : file.endsWith('.css')
            ? /^text\/css; charset=utf-8$/
            : /^(font|image)\//,
        'public, max-age=31536000, immutable',
      ]),
      ['/robots.txt', /^text\/plain; charset=utf-8$/, 'no-cache'],
      ['/sitemap.xml', /^(application|text)\/xml; charset=utf-8$/, 'no-cache'],
      ['/favicon.svg', /^image\/svg\+xml; charset=utf-8$/, 'no-cache'],
      [`/${SECURITY_TXT_FILE}`, /^text\/plain; charset=utf-8$/, 'no-cache'],
    ];
    for (const [url, type, cache] of checks) {
      const response = await fetchPath(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toMatch(type);
      expect(response.headers.get('cache-control'), url).toBe(cache);
      for (const [name, value] of expected)
        expect(response.headers.get(name), `${url} ${name}`).toBe(value);
    }
    const outbox = await fetchPath('/api/v1.0/email/send');
    expect(outbox.status).toBe(405);
    for (const [name, value] of expected) expect(outbox.headers.get(name), name).toBe(value);
  });

  it('does not publish the files written for hosts', async () => {
    for (const url of [`/${HEADERS_FILE}`, `/${NGINX_HEADERS_FILE}`]) {
      expect((await fetchPath(url)).status, url).toBe(404);
    }
  });

  it('security.txt: contact from the site config, a future Expires, Preferred-Languages', async () => {
    const text = await (await fetchPath(`/${SECURITY_TXT_FILE}`)).text();
    expect(text).toContain(`Contact: mailto:${site.contact.email}\n`);
    expect(text).toContain('Preferred-Languages: tr, en\n');
    expect(text).toContain(`Canonical: ${site.origin}/.well-known/security.txt\n`);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? '');
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    expect(days).toBeLessThan(365);
  });
});

describe('one source, three hosts', () => {
  it('dist/_headers, the nginx include and the server carry the same headers', async () => {
    const expected = await expectedHeaders();
    const rules = parseHeadersFile(await readFile(path.join(dist, HEADERS_FILE), 'utf8'));
    expect(rules.find((rule) => rule.pattern === '/*')?.headers).toEqual(expected);
    expect(rules.find((rule) => rule.pattern === '/assets/*')?.headers).toEqual([
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ]);
    expect(readBuiltHeaders(dist)).toEqual(expected);

    const nginx = (await readFile(path.join(dist, NGINX_HEADERS_FILE), 'utf8'))
      .split('\n')
      .flatMap((line) => {
        const match = /^add_header (\S+) "(.*)" always;$/.exec(line);
        return match ? [[match[1], match[2]]] : [];
      });
    expect(nginx).toEqual(expected);

    const response = await fetchPath('/');
    const sent = expected.map(([name]) => [name, response.headers.get(name)]);
    expect(sent).toEqual(expected);
  });
});

/** Hashes of a page's executable inline scripts the CSP does not list. */
function unlisted(html: string, policy: string) {
  const listed = new Set(csp(policy).get('script-src'));
  return executableInlineScripts(html)
    .map(scriptHash)
    .filter((hash) => !listed.has(`'${hash}'`));
}

describe('CSP hashes and the inline scripts of the built pages', () => {
  it('every executable inline script of every page is hashed, and no hash is stale', async () => {
    const policy = (await fetchPath('/')).headers.get('content-security-policy') ?? '';
    const { pages, hashes } = await hashInlineScripts(dist);
    expect(pages.length).toBeGreaterThan(routes.length);
    for (const page of pages) {
      const html = await readFile(path.join(dist, page.file), 'utf8');
      expect(unlisted(html, policy), page.file).toEqual([]);
    }
    const listed = (csp(policy).get('script-src') ?? []).filter((source) =>
      source.startsWith("'sha256-"),
    );
    expect(listed).toEqual(hashes.map((hash) => `'${hash}'`));
  });

  it('a changed inline script without a new hash is caught', async () => {
    const policy = (await fetchPath('/')).headers.get('content-security-policy') ?? '';
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    const changed = html.replace('</head>', '<script>window.changed = true</script></head>');
    expect(unlisted(changed, policy)).toEqual([scriptHash('window.changed = true')]);
    const existing = executableInlineScripts(html)[0];
    if (existing !== undefined) {
      const edited = html.replace(`>${existing}</script>`, `>${existing};</script>`);
      expect(unlisted(edited, policy)).toEqual([scriptHash(`${existing};`)]);
    }
  });
});
