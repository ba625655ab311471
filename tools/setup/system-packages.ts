// The programs the tests need besides Node packages: Chromium (browser tests), nginx with
// openssl (the deploy recipe's test), redis-server (the scanner's Redis mode), PostgreSQL (the
// consent log's database store) and unzip (the scanner's evidence archives). `npm test` calls
// these first, so a fresh Debian machine needs nothing but `npm test`; elsewhere it stops with
// one sentence saying what to install.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { executable } from '../../server/system/executable.ts';
import { SCANNER_USER } from '../../server/system/scanner-user.ts';

const onPath = (command: string) =>
  (process.env.PATH ?? '').split(':').some((dir) => dir && executable(`${dir}/${command}`));

function debianLike() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

/** apt-get installs `packages` when this process is root on Debian or Ubuntu; true on success. */
export function aptInstall(packages: readonly string[]): boolean {
  if (process.getuid?.() !== 0 || !debianLike()) return false;
  console.log(`Installing Debian's ${packages.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) return false;
  }
  return true;
}

/** nginx (path from NGINX, else Debian's) and openssl, installed when missing where possible. */
export function ensureNginx(): string {
  const nginx = process.env.NGINX ?? '/usr/sbin/nginx';
  const ready = () => executable(nginx) && onPath('openssl');
  if (ready() || (aptInstall(['nginx', 'openssl']) && ready())) return nginx;
  throw new Error(
    `The deployment test needs nginx at ${nginx} and openssl: install them (Debian/Ubuntu: ` +
      '`sudo apt-get install nginx openssl`) or set NGINX to the nginx executable.',
  );
}

/** Debian's redis-server (path from REDIS_SERVER): the scanner's Redis-mode test starts one. */
export function ensureRedis(): string {
  const server = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
  if (executable(server) || (aptInstall(['redis-server']) && executable(server))) return server;
  throw new Error(
    `The scanner's Redis test needs redis-server at ${server}: install it (Debian/Ubuntu: ` +
      '`sudo apt-get install redis-server`) or set REDIS_SERVER to the redis-server executable.',
  );
}

/**
 * Info-ZIP's unzip (path from UNZIP): the tests check the scanner's evidence archives with
 * `unzip -t` and extract them with it, as a site owner would.
 */
export function ensureUnzip(): string {
  const unzip = process.env.UNZIP ?? '/usr/bin/unzip';
  if (executable(unzip) || (aptInstall(['unzip']) && executable(unzip))) return unzip;
  throw new Error(
    `The scanner's evidence tests need unzip at ${unzip}: install it (Debian/Ubuntu: ` +
      '`sudo apt-get install unzip`) or set UNZIP to the unzip executable.',
  );
}

/**
 * Creates SCANNER_USER (a system user without login or home) when this process is root and it is
 * missing. Set-up only (`npm start`, `npm test`): the server never creates users. True when the
 * user exists afterwards.
 */
export function ensureScannerUser(name = SCANNER_USER): boolean {
  const exists = () => spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0;
  if (exists()) return true;
  if (process.getuid?.() !== 0) return false;
  console.log(`Creating the system user ${name} for the cookie scanner's browser`);
  spawnSync(
    'useradd',
    [
      '--system',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      name,
    ],
    { stdio: 'inherit' },
  );
  return exists();
}

/**
 * The folder of Debian's PostgreSQL server programs (initdb, postgres): POSTGRES_BIN, else the
 * newest /usr/lib/postgresql/<version>/bin. The consent log's database tests start their own
 * server from it.
 */
export function ensurePostgres(): string {
  const find = () => {
    if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
    let versions: string[];
    try {
      versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    } catch {
      return null;
    }
    return versions.map((version) => `/usr/lib/postgresql/${version}/bin`)[0] ?? null;
  };
  const ready = (dir: string | null): dir is string =>
    dir !== null && executable(`${dir}/initdb`) && executable(`${dir}/postgres`);
  let dir = find();
  if (ready(dir) || (aptInstall(['postgresql']) && ready((dir = find())))) return dir;
  throw new Error(
    "The consent log's database tests need PostgreSQL's initdb and postgres: install them " +
      '(Debian/Ubuntu: `sudo apt-get install postgresql`) or set POSTGRES_BIN to their folder.',
  );
}
