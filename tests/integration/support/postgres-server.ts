/**
 * Debian's PostgreSQL for tests: a fresh cluster (initdb) in a temporary folder, on a free
 * loopback port, trust authentication for its one user, stopped and removed by `close`.
 * PostgreSQL refuses to run as root: started as root, initdb and the server run as the system
 * user `postgres` (Debian's package creates it), else as the scanner's system user.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../../tools/production/local-processes.ts';
import { ensurePostgres } from '../../../tools/setup/system-packages.ts';
import { systemUser } from '../../../server/scanner/engine/engine.ts';
import { SCANNER_USER } from '../../../server/system/scanner-user.ts';

export interface PostgresServer {
  url: string;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/** Who runs the server: nobody else when not root. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const user = systemUser('postgres') ?? systemUser(SCANNER_USER);
  if (!user) throw new Error(`running as root without the users postgres or ${SCANNER_USER}`);
  return user;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = ensurePostgres();
  const user = serverUser();
  const dir = await mkdtemp(path.join(tmpdir(), 'consent-log-pg-'));
  if (user) await chown(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'consent', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    { ...user, encoding: 'utf8', cwd: dir },
  );
  if (init.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
  }
  const port = await freePort();
  const server: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    [
      ...['-D', data, '-p', String(port), '-k', dir],
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'full_page_writes=off'],
    ],
    { ...user, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `postgres://consent@127.0.0.1:${port}/postgres`;
  const close = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // Fast shutdown: open sessions are ended, the cluster is left consistent.
      server.kill('SIGINT');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  // Ready when a client can connect (the server logs "ready to accept connections" first).
  for (let attempt = 0; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return { url, close };
    } catch (error) {
      await client.end().catch(() => {});
      if (server.exitCode !== null || attempt > 200) {
        await close();
        throw new Error(`PostgreSQL did not start:\n${log}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
