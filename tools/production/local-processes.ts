/**
 * Starting local servers as child processes, for the production rehearsal (production-try.ts) and
 * the tests that run real nginx, Redis, PostgreSQL and the site's own processes: a free loopback
 * port, a wait for a line a process prints, and redis-server as README asks of a production one.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import net from 'node:net';
import type { Readable } from 'node:stream';
import { Redis } from 'ioredis';
import { ensureRedis } from '../setup/system-packages.ts';

/** A TCP port free on loopback right now. */
export function freePort(): Promise<number> {
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
 * Resolves with the first line of `stream` that matches `pattern`; rejects, with what the stream
 * printed, if it ends first. `what` names the process in that message.
 */
export function waitForLine(
  stream: Readable,
  pattern: RegExp,
  what = 'The process',
): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((candidate) => pattern.test(candidate));
      if (line === undefined) return;
      stream.off('data', onData);
      resolve(line);
    };
    stream.on('data', onData);
    stream.once('end', () => reject(new Error(`${what} stopped before ${pattern}:\n${buffered}`)));
  });
}

/**
 * Debian's redis-server on loopback `port`, its files in `dir`: appendonly persistence and no
 * eviction, as README asks of a production Redis (`fsyncAlways` for tests that kill it and count
 * what survived). Resolves once it answers PING.
 */
export async function startRedisProcess({
  port,
  dir,
  fsyncAlways = false,
  stdio = 'ignore',
  spawnProcess = (command, args) => spawn(command, args, { stdio }),
}: {
  port: number;
  dir: string;
  fsyncAlways?: boolean;
  stdio?: StdioOptions;
  /** How to start it (the rehearsal starts it in its own process group and keeps its output). */
  spawnProcess?: (command: string, args: string[]) => ChildProcess;
}): Promise<ChildProcess> {
  const child = spawnProcess(ensureRedis(), [
    ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
    ...['--appendonly', 'yes', ...(fsyncAlways ? ['--appendfsync', 'always'] : []), '--save', ''],
    ...['--maxmemory-policy', 'noeviction'],
  ]);
  // Ready when it answers PING (the client retries until then).
  const client = new Redis(port, '127.0.0.1', {
    retryStrategy: () => 50,
    maxRetriesPerRequest: null,
  });
  client.on('error', () => {});
  try {
    await client.ping();
  } finally {
    client.disconnect();
  }
  return child;
}
