/**
 * Debian's redis-server for tests: on a free loopback port, with its files in a temporary folder,
 * appendonly persistence and no eviction (as README asks of a production Redis). `restart` kills
 * it with SIGKILL and starts it again on the same port and folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { ensureRedis } from '../../../scripts/system-packages.ts';

export interface RedisServer {
  port: number;
  url: string;
  /** SIGKILL, not a clean shutdown: only what appendonly already wrote survives. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export async function startRedisServer(): Promise<RedisServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'scanner-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(
      ensureRedis(),
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
        ...['--appendonly', 'yes', '--appendfsync', 'always', '--save', ''],
        ...['--maxmemory-policy', 'noeviction'],
      ],
      { stdio: 'ignore' },
    );
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
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    close: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
