/** Helpers for tests that start servers as separate processes. */
import { createServer } from 'node:net';
import type { Readable } from 'node:stream';

/** A TCP port free on loopback right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves with the first line of `stream` that matches `pattern` (rejects if it ends first). */
export function waitForLine(stream: Readable, pattern: RegExp): Promise<string> {
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
    stream.once('end', () => reject(new Error(`ended before ${pattern}: ${buffered}`)));
  });
}
