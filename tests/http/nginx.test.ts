import { existsSync } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalNginx, type LocalNginx } from '../../tools/production/local-nginx.ts';
import { freePort } from '../../tools/production/local-processes.ts';
import { movedPaths } from '../../server/site/moved-paths.ts';
import { languages, pathOf, routes } from '../support/locales';
import { localePrefix } from '../../src/routing/paths';
import {
  cacheControlFor,
  textContentType,
} from '../../server/http/security-headers/cache-and-types.ts';
import { readBuiltHeaders } from '../../server/http/security-headers/host-files.ts';

/**
 * deploy/nginx.conf on a real nginx (tools/production/local-nginx.ts: the repository's file with only the
 * deployment-specific values swapped, in a temporary prefix, stopped afterwards). No nginx means
 * failure, not a skip: `bash .ci/run` installs it. Here no service listens behind /api/ (see
 * tests/http/production.test.ts for the whole stack).
 *
 * It must pass wherever the checkout lives and whoever runs it: the site is served through a
 * link inside the mode-700 prefix, so that every run, from any checkout, proves the workers read
 * a site they could not reach as nginx's built-in user.
 */
const dist = path.resolve('dist');

let nginx: LocalNginx | undefined;
/** Why nginx did not start: every test fails with it (a beforeAll error would only skip them). */
let startError: Error | undefined;

beforeAll(async () => {
  try {
    nginx = await startLocalNginx({ dist, servicePort: await freePort() });
  } catch (error) {
    startError = error as Error;
  }
});

afterAll(async () => {
  await nginx?.stop();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request without decompression, so the bytes are what nginx sent. */
function get(
  url: string,
  headers: Record<string, string> = {},
  { method = 'GET', body = '' } = {},
): Promise<Answer> {
  if (startError || !nginx) throw startError ?? new Error('nginx did not start');
  const secure = !url.startsWith('http:');
  const target = secure ? `https://127.0.0.1:${nginx.httpsPort}${url}` : url;
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      target,
      { method, headers, ...(secure && { rejectUnauthorized: false }) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Every prerendered page of dist/ as its URL path. */
async function builtPages(dir = dist, base = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      found.push(...(await builtPages(path.join(dir, entry.name), `${base}/${entry.name}`)));
    } else if (entry.name === 'index.html') found.push(base || '/');
  }
  return found.sort();
}

const expectedSecurity = () => readBuiltHeaders(dist);

function expectSecurityHeaders(answer: Answer, where: string) {
  for (const [name, value] of expectedSecurity()) {
    expect(answer.headers[name.toLowerCase()], `${where}: ${name}`).toBe(value);
  }
}

describe('nginx with deploy/nginx.conf', () => {
  it('serves the site through a directory only the test’s user may enter (as /root is)', async () => {
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.body.equals(await readFile(path.join(dist, 'index.html')))).toBe(true);
    // The root nginx was given passes through such a directory, and leads to this dist/.
    const config = nginx?.siteConfig ?? '';
    const root = /^\s*root (\S+);$/m.exec(config)?.[1] ?? '';
    expect(await realpath(root)).toBe(await realpath(dist));
    const closed: string[] = [];
    for (let dir = path.dirname(root); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      if (((await stat(dir)).mode & 0o077) === 0) closed.push(dir);
    }
    expect(closed, `a directory above ${root} only its owner may enter`).not.toEqual([]);
  });

  it('serves every route of every locale, and every built page, with 200 and its own HTML', async () => {
    const paths = routes.map((route) => route.path);
    expect(paths.length).toBeGreaterThan(10);
    // The route table's pages and every page in dist/ (none may be left unreachable).
    for (const page of [...new Set([...paths, ...(await builtPages())])]) {
      const answer = await get(page);
      expect(answer.status, page).toBe(200);
      expect(answer.headers['content-type'], page).toBe('text/html; charset=utf-8');
      expect(
        answer.body.equals(await readFile(path.join(dist, page, 'index.html'))),
        `${page} body`,
      ).toBe(true);
      expect(answer.headers['cache-control'], page).toBe('no-cache');
      expectSecurityHeaders(answer, page);
    }
  });

  it.for(languages)(
    'unknown paths under %s answer 404 with that locale’s 404 page',
    async (language) => {
      const base = localePrefix(language);
      const notFoundFile = path.join(dist, base, '404.html');
      expect(existsSync(notFoundFile), `${notFoundFile} is built`).toBe(true);
      const expected = await readFile(notFoundFile);
      for (const url of [
        `${base}/yok-boyle-bir-sayfa`,
        `${base}/a/b/c.html`,
        `${base}/assets/none.js`,
      ]) {
        const answer = await get(url);
        expect(answer.status, url).toBe(404);
        expect(answer.body.equals(expected), `${url} sends ${base}/404.html`).toBe(true);
        expect(answer.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(answer.headers['cache-control'], url).toBe('no-cache');
        expectSecurityHeaders(answer, url);
      }
    },
  );

  it('a form posted without JavaScript gets its page back, not nginx’s 405', async () => {
    for (const language of languages) {
      for (const id of ['contact', 'product'] as const) {
        const page = pathOf(language, id);
        const answer = await get(
          page,
          { 'Content-Type': 'application/x-www-form-urlencoded' },
          { method: 'POST', body: 'name=Ay%C5%9Fe&email=ayse%40ornek.com.tr' },
        );
        expect(answer.status, page).toBe(200);
        expect(answer.body.equals(await readFile(path.join(dist, page, 'index.html'))), page).toBe(
          true,
        );
        expectSecurityHeaders(answer, page);
      }
    }
  });

  it('sends /api/ to the service: JSON 503 while it is down, 413 past the body limit, never 405', async () => {
    for (const url of ['/api/scans', '/api/consent-log', '/api/v1.0/email/send']) {
      const answer = await get(
        url,
        { 'Content-Type': 'application/json' },
        { method: 'POST', body: '{}' },
      );
      expect(answer.status, url).toBe(503);
      expect(answer.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer.body.toString()), url).toEqual({ error: 'unavailable' });
      expectSecurityHeaders(answer, url);
    }
    const large = await get(
      '/api/scans',
      { 'Content-Type': 'application/json' },
      { method: 'POST', body: 'x'.repeat(129 * 1024) },
    );
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body.toString())).toEqual({ error: 'too-large' });
  });

  it('logs requests without the full client address', async () => {
    await get('/?log-check');
    await get(`http://127.0.0.1:${nginx?.httpPort}/?log-check-http`);
    // nginx writes the line when the request ends; give it a moment.
    await expect
      .poll(async () => (await readFile(nginx?.accessLog ?? '', 'utf8')).split('\n'))
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^127\.0\.0\.0 \[.*\] "GET \/\?log-check HTTP/),
          expect.stringMatching(/^127\.0\.0\.0 \[.*\] "GET \/\?log-check-http HTTP/),
        ]),
      );
    expect(await readFile(nginx?.accessLog ?? '', 'utf8')).not.toContain('127.0.0.1');
  });

  it('paths that only look like a locale get the default 404 page', async () => {
    const expected = await readFile(path.join(dist, '404.html'));
    for (const url of ['/xx/yok', '/faq', '/zz-Latn/a']) {
      const answer = await get(url);
      expect(answer.status, url).toBe(404);
      expect(answer.body.equals(expected), url).toBe(true);
    }
  });

  it('sends the build’s .gz files as they are (gzip_static), with Vary', async () => {
    const asset = (await readdir(path.join(dist, 'assets'))).find((file) => file.endsWith('.js'));
    for (const [url, file] of [
      ['/', 'index.html'],
      [`/assets/${asset}`, `assets/${asset}`],
      ['/404-yok', '404.html'],
    ] as const) {
      const answer = await get(url, { 'Accept-Encoding': 'gzip' });
      expect(answer.headers['content-encoding'], url).toBe('gzip');
      expect(answer.headers.vary, url).toContain('Accept-Encoding');
      expect(answer.body.equals(await readFile(path.join(dist, `${file}.gz`))), url).toBe(true);
    }
  });

  it('caches hashed assets for a year, revalidates the rest, and answers 304 to a known ETag', async () => {
    const files = await readdir(path.join(dist, 'assets'));
    for (const file of files.filter((name) => !/\.(gz|br)$/.test(name))) {
      const url = `/assets/${file}`;
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe(cacheControlFor(url));
      expect(cacheControlFor(url)).toContain('immutable');
      const text = textContentType(url);
      if (text) expect(answer.headers['content-type'], url).toMatch(/; charset=utf-8$/);
      expectSecurityHeaders(answer, url);
    }
    for (const url of [
      '/robots.txt',
      '/sitemap.xml',
      '/favicon.svg',
      '/.well-known/security.txt',
    ]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-type'], url).toMatch(/; charset=utf-8$/);
      expectSecurityHeaders(answer, url);
    }
    const first = await get('/');
    const again = await get('/', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers an old path of a renamed page with 301 to its new one, query kept', async () => {
    // The Turkish cookie-scan page's first, English, address among them.
    expect(Object.entries(movedPaths)).toContainEqual(['/cookie-scan', '/cerez-taramasi']);
    for (const [from, to] of Object.entries(movedPaths)) {
      for (const url of [from, `${from}/`]) {
        const answer = await get(`${url}?utm=x`);
        expect(answer.status, url).toBe(301);
        const location = new URL(String(answer.headers.location));
        expect(`${location.protocol}//${location.hostname}`, url).toBe('https://127.0.0.1');
        expect(`${location.pathname}${location.search}`, url).toBe(`${to}?utm=x`);
      }
      expect((await get(to)).status, to).toBe(200);
    }
  });

  it('hides the files written for hosts and redirects plain HTTP to HTTPS', async () => {
    for (const url of [
      '/_headers',
      '/_redirects',
      '/_nginx/security-headers.conf',
      '/_nginx/redirects.conf',
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
    const plain = await get(`http://127.0.0.1:${nginx?.httpPort}/urunler?x=1`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://127.0.0.1/urunler?x=1');
    expect(plain.headers.server).toBe('nginx');
  });
});
