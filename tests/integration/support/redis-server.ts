/**
 * Debian's redis-server for tests: on a free loopback port, with its files in a temporary folder,
 * appendonly persistence and no eviction (as README asks of a production Redis). `restart` kills
 * it with SIGKILL and starts it again on the same port and folder.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startRedisProcess } from '../../../tools/production/local-processes.ts';

export interface RedisServer {
  port: number;
  url: string;
  /** SIGKILL, not a clean shutdown: only what appendonly already wrote survives. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisServer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'scanner-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    child = await startRedisProcess({ port, dir, fsyncAlways: true });
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
