import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movedPaths } from '../../scripts/moved-paths.ts';
import { languages, pathOf, routes } from '../support/locales';
import { localePrefix } from '../../src/routing/paths';
import {
  cacheControlFor,
  readBuiltHeaders,
  textContentType,
} from '../../scripts/security-headers.ts';

/**
 * deploy/nginx.conf on a real nginx: the repository's file with only the deployment-specific
 * values swapped (listen addresses -> free local ports, certificate -> a throwaway self-signed
 * one, /var/www/site -> a link to this dist/ inside the prefix), in a temporary prefix with its
 * own pid file, error log and temp paths, stopped afterwards. No nginx means failure, not a skip:
 * `bash .ci/run` installs it.
 *
 * It must pass wherever the checkout lives and whoever runs it. Started as root, nginx's workers
 * drop to its built-in unprivileged user, who cannot enter a directory only its owner may (a
 * checkout in /root, or under `mktemp -d`): so the top-level config below runs them as the user
 * running the test (see `workerUser`), and the site is served through a link inside the mode-700
 * prefix, so that every run, from any checkout, proves the workers read a site they could not
 * reach as that built-in user.
 */
const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
const dist = path.resolve('dist');
const repoConfig = readFileSync('deploy/nginx.conf', 'utf8');

let server: ChildProcess | undefined;
let prefix = '';
let httpPort = 0;
let httpsPort = 0;
let errors = '';
/** Why nginx did not start: every test fails with it (a beforeAll error would only skip them). */
let startError: Error | undefined;

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * nginx's `user` directive for the top-level config: as root, the user and group running the
 * test; otherwise nothing (nginx cannot switch users then, and says so if asked).
 */
function workerUser() {
  if (process.getuid?.() !== 0) return [];
  const group = execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim();
  return [`user ${userInfo().username} ${group};`];
}

/** Replaces `from` in the config, failing when it is not there `count` times. */
function swap(config: string, from: string, to: string, count: number) {
  const found = config.split(from).length - 1;
  if (found !== count)
    throw new Error(`deploy/nginx.conf: expected ${count} × "${from}", found ${found}`);
  return config.split(from).join(to);
}

function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
}

beforeAll(async () => {
  try {
    await startNginx();
  } catch (error) {
    startError = error as Error;
  }
});

async function startNginx() {
  if (!existsSync(nginx)) {
    throw new Error(`${nginx} not found: install Debian's nginx (bash .ci/run does) or set NGINX`);
  }
  prefix = await mkdtemp(path.join(tmpdir(), 'nginx-'));
  // Only its owner may enter the prefix (mkdtemp's mode, made explicit): the served root below
  // passes through it, as a checkout in /root passes through /root.
  await chmod(prefix, 0o700);
  await mkdir(path.join(prefix, 'tmp'));
  await symlink(dist, path.join(prefix, 'site'), 'dir');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', path.join(prefix, 'key.pem'), '-out', path.join(prefix, 'cert.pem'),
    '-days', '1', '-subj', '/CN=localhost',
  ], { stdio: 'ignore' }); // prettier-ignore
  httpPort = await freePort();
  httpsPort = await freePort();

  // Comments dropped (they name the same paths); IPv6 listens dropped (not every CI has IPv6).
  let site = repoConfig.replace(/^\s*#.*\n/gm, '').replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, '');
  site = swap(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`, 1);
  site = swap(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`, 1);
  site = swap(site, '/etc/ssl/site/fullchain.pem', path.join(prefix, 'cert.pem'), 1);
  site = swap(site, '/etc/ssl/site/privkey.pem', path.join(prefix, 'key.pem'), 1);
  site = swap(site, '/var/www/site', path.join(prefix, 'site'), 3);
  site = swap(site, '/var/log/nginx/access.log', path.join(prefix, 'access.log'), 2);
  await writeFile(path.join(prefix, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(prefix, 'tmp', name)};`)
    .join('\n');
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      ...workerUser(),
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      temp,
      `  include ${path.join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', 'nginx.conf'];
  execFileSync(nginx, [...args, '-t'], { stdio: 'pipe' });
  server = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (let i = 0; i < 100 && !(await listening(httpsPort)); i += 1) {
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!(await listening(httpsPort))) {
    const log = await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
    throw new Error(`nginx did not start:\n${errors}\n${log}`);
  }
}

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGQUIT');
    await exited;
  }
  if (prefix) await rm(prefix, { recursive: true, force: true });
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
  if (startError) throw startError;
  const secure = !url.startsWith('http:');
  const target = secure ? `https://127.0.0.1:${httpsPort}${url}` : url;
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
    const config = await readFile(path.join(prefix, 'site.conf'), 'utf8');
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

  it('logs requests without the full client address', async () => {
    await get('/?log-check');
    await get(`http://127.0.0.1:${httpPort}/?log-check-http`);
    // nginx writes the line when the request ends; give it a moment.
    await expect
      .poll(async () => (await readFile(path.join(prefix, 'access.log'), 'utf8')).split('\n'))
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^127\.0\.0\.0 \[.*\] "GET \/\?log-check HTTP/),
          expect.stringMatching(/^127\.0\.0\.0 \[.*\] "GET \/\?log-check-http HTTP/),
        ]),
      );
    expect(await readFile(path.join(prefix, 'access.log'), 'utf8')).not.toContain('127.0.0.1');
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
    const plain = await get(`http://127.0.0.1:${httpPort}/urunler?x=1`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://127.0.0.1/urunler?x=1');
    expect(plain.headers.server).toBe('nginx');
  });
});
