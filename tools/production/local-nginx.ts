// deploy/nginx.conf on this machine: the repository's file with only the deployment-specific
// values swapped (listen addresses -> free local ports, certificate -> a throwaway self-signed
// one, the service's port -> the given one, /var/www/site -> a link to the given dist/ inside
// the prefix), in a temporary prefix with its own pid file, error log and temp paths. Used by
// tests/http/nginx.test.ts, tests/http/production.test.ts and `npm run production:try`.
//
// Started as root, nginx's workers drop to its built-in unprivileged user, who cannot enter a
// directory only its owner may (a checkout in /root, or under `mktemp -d`): so the top-level
// config runs them as the user running this (see `workerUser`), and the site is served through a
// link inside the mode-700 prefix.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './local-processes.ts';
import { ensureNginx } from '../setup/system-packages.ts';

export interface LocalNginx {
  prefix: string;
  httpPort: number;
  httpsPort: number;
  /** The site config as nginx was given it. */
  siteConfig: string;
  accessLog: string;
  /** What nginx wrote to stderr so far. */
  errors(): string;
  stop(): Promise<void>;
}

export function listening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
}

/**
 * nginx's `user` directive for the top-level config: as root, the user and group running this;
 * otherwise nothing (nginx cannot switch users then, and says so if asked).
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

/** The service's address in deploy/nginx.conf's upstream. */
export const SERVICE_ADDRESS = '127.0.0.1:4173';

/**
 * deploy/nginx.conf with the deployment-specific values swapped. Comments dropped (they name the
 * same paths); IPv6 listens dropped (not every CI has IPv6).
 */
export function localSiteConfig(
  repoConfig: string,
  options: { prefix: string; httpPort: number; httpsPort: number; servicePort: number },
): string {
  const { prefix, httpPort, httpsPort, servicePort } = options;
  let site = repoConfig.replace(/^\s*#.*\n/gm, '').replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, '');
  site = swap(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`, 1);
  site = swap(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`, 1);
  site = swap(site, '/etc/ssl/site/fullchain.pem', path.join(prefix, 'cert.pem'), 1);
  site = swap(site, '/etc/ssl/site/privkey.pem', path.join(prefix, 'key.pem'), 1);
  site = swap(site, SERVICE_ADDRESS, `127.0.0.1:${servicePort}`, 1);
  site = swap(site, '/var/www/site', path.join(prefix, 'site'), 3);
  site = swap(site, '/var/log/nginx/access.log', path.join(prefix, 'access.log'), 2);
  return site;
}

/**
 * Starts nginx with deploy/nginx.conf serving `dist`, proxying /api/ to `servicePort` on
 * loopback (nothing needs to listen there), on free ports. Fails with nginx's own error.
 */
export async function startLocalNginx({
  dist,
  servicePort,
  configFile = path.resolve(import.meta.dirname, '../../deploy/nginx.conf'),
}: {
  dist: string;
  servicePort: number;
  configFile?: string;
}): Promise<LocalNginx> {
  const nginx = ensureNginx();
  const prefix = await mkdtemp(path.join(tmpdir(), 'nginx-'));
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
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const siteConfig = localSiteConfig(readFileSync(configFile, 'utf8'), {
    prefix,
    httpPort,
    httpsPort,
    servicePort,
  });
  await writeFile(path.join(prefix, 'site.conf'), siteConfig);
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
  const server: ChildProcess = spawn(nginx, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own group: a Ctrl-C meant for the caller leaves it to stop(), which waits for it.
    detached: true,
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGQUIT');
      await exited;
    }
    await rm(prefix, { recursive: true, force: true });
  };
  for (let i = 0; i < 100 && !(await listening(httpsPort)); i += 1) {
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!(await listening(httpsPort))) {
    const log = await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
    await stop();
    throw new Error(`nginx did not start:\n${errors}\n${log}`);
  }
  return {
    prefix,
    httpPort,
    httpsPort,
    siteConfig,
    accessLog: path.join(prefix, 'access.log'),
    errors: () => errors,
    stop,
  };
}
