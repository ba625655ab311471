// Measures the scanner API's latency under load on loopback: the `npm start` server with the
// scanner (test-only fake engine, CPU-light, busy for the whole run), one scan running, and
// CLIENTS concurrent clients each reading the scan's status REQUESTS times (a bounded loop).
// The server runs in a child process, so the clients' own work does not share its event loop.
// Prints min / median / p99 in ms. Usage: npx tsx scripts/scanner-load.ts [clients] [requests]
import { fork } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadScanner } from './scanner.ts';
import { createSiteServer } from './serve.ts';

const clients = Number(process.argv[2] ?? 50);
const requests = Number(process.argv[3] ?? 200);

if (process.argv[2] === '--serve') await serve();
else await measure();

async function serve() {
  // A minimal dist/: only the API is measured.
  const dist = await mkdtemp(path.join(tmpdir(), 'scanner-load-'));
  await writeFile(path.join(dist, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  await writeFile(path.join(dist, '404.html'), 'not found');
  const scanner = await loadScanner({
    ...process.env,
    SCANNER_FAKE_ENGINE: '1',
    SCANNER_FAKE_ENGINE_DELAY_MS: '60000',
  });
  const server = createSiteServer({
    dist,
    outboxDir: path.join(dist, 'outbox'),
    scanner: scanner.handle,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The server has no TCP port');
  process.send?.(address.port);
  process.on('disconnect', async () => {
    server.close();
    await scanner.close();
    await rm(dist, { recursive: true, force: true });
    process.exit(0);
  });
}

async function measure() {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) =>
    child.once('message', (message) =>
      typeof message === 'number' ? resolve(message) : reject(new Error('The server sent no port')),
    ),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });

  function request(
    method: string,
    pathname: string,
    body?: string,
  ): Promise<{ status: number | undefined; body: string; ms: number }> {
    return new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: pathname,
          agent,
          headers: body ? { 'Content-Type': 'application/json' } : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              body: Buffer.concat(chunks).toString(),
              ms: Number(process.hrtime.bigint() - started) / 1e6,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  const created = await request(
    'POST',
    '/api/scans',
    JSON.stringify({ url: 'https://load.example/' }),
  );
  const { id }: { id: string } = JSON.parse(created.body);
  const latencies: number[] = [];
  const started = Date.now();
  const statuses = new Map<string, number>();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < requests; i++) {
        const { status, ms, body } = await request('GET', `/api/scans/${id}`);
        latencies.push(ms);
        const answer: { status?: string } = JSON.parse(body);
        const key = `${status} ${answer.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  console.log(
    JSON.stringify({
      clients,
      requests: latencies.length,
      seconds: (Date.now() - started) / 1000,
      loadAverage: (await import('node:os')).loadavg()[0],
      answers: Object.fromEntries(statuses),
      minMs: +at(0).toFixed(2),
      medianMs: +at(0.5).toFixed(2),
      p99Ms: +at(0.99).toFixed(2),
      maxMs: +at(1).toFixed(2),
    }),
  );
  agent.destroy();
  child.disconnect();
}
