// Measures the scanner API's latency under load on loopback: the `npm start` server with the
// scanner, one scan running, and CLIENTS concurrent clients reading the scan's status. The server
// runs in a child process, so the clients' own work does not share its event loop. Prints min /
// median / p99 in ms.
//
//   npx tsx tools/bench/scanner-load.ts [clients] [requests]
//     the test-only fake engine (CPU-light, busy for the whole run); each client reads REQUESTS
//     times.
//   npx tsx tools/bench/scanner-load.ts --real [clients]
//     the real engine (its own process, sandboxed as in `npm start`) scanning a hostile loopback
//     fixture that floods the autoconsent binding; the clients read until the scan has ended.
//   npx tsx tools/bench/scanner-load.ts --documents [seconds]
//     GET / (a static file) one after another, at rest and then for SECONDS (default 15, at most
//     60) while 10 clients fetch a 1,000-row report's draft policy (tr and en) and 30 download
//     its evidence ZIP, all as fast as they can: min / median / p95 / max of GET / in each, and
//     the downloads served. The download limit is lifted: every client here is 127.0.0.1.
//   SCANNER_UNSAFE_NO_SANDBOX=1 npx tsx tools/bench/scanner-load.ts --engine-times [runs]   (as root)
//     times RUNS scans of the non-compliant loopback fixture through the engine in this process
//     (names resolved from the fixtures' loopback table only), min / median / max in ms.
import { fork } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { loadScanner } from '../../server/site/scanner.ts';
import { createSiteServer } from '../../server/site/serve.ts';

const [mode] = process.argv.slice(2);
if (mode === '--serve') await serve();
else if (mode === '--real') await measure({ real: true, clients: Number(process.argv[3] ?? 50) });
else if (mode === '--engine-times') await engineTimes(Number(process.argv[3] ?? 5));
else if (mode === '--documents') await documents(Math.min(60, Number(process.argv[3] ?? 15)));
else
  await measure({
    real: false,
    clients: Number(process.argv[2] ?? 50),
    requests: Number(process.argv[3] ?? 200),
  });

/** The loopback fixture sites of the scanner tests, loaded only when a mode needs them. */
function fixtureSites() {
  return import('../../tests/harness/scanner/scanner-fixtures.ts');
}

async function serve() {
  // A minimal dist/: the API, and a home page as a static file.
  const dist = await mkdtemp(path.join(tmpdir(), 'scanner-load-'));
  await writeFile(path.join(dist, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
  await writeFile(path.join(dist, '404.html'), 'not found');
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><h1>Home</h1>${'<p>text</p>'.repeat(2000)}`,
  );
  const scanner = await loadScanner(
    process.env.SCANNER_LOAD_REAL === '1'
      ? process.env
      : {
          SCANNER_FAKE_ENGINE: '1',
          SCANNER_FAKE_ENGINE_DELAY_MS: '60000',
          ...process.env,
        },
  );
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

async function engineTimes(runs: number) {
  const { startFixtures } = await fixtureSites();
  const { loopbackLookup } = await import('../../tests/harness/scanner/stand-ins.ts');
  const { createRunScan } = await import('../../server/scanner/engine/scan.ts');
  const fixtures = await startFixtures();
  const run = createRunScan({ allowHosts: fixtures.allowHosts, lookup: loopbackLookup });
  const durations: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const started = Date.now();
      await run(`${fixtures.site}/noncompliant/`, {
        id: `timing-${i}`,
        onProgress: () => {},
        signal: new AbortController().signal,
      });
      durations.push(Date.now() - started);
    }
  } finally {
    await fixtures.close();
  }
  const sorted = [...durations].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      fixture: 'noncompliant',
      runs,
      loadAverage: loadavg()[0],
      ms: durations,
      minMs: sorted[0],
      medianMs: sorted[Math.floor(sorted.length / 2)],
      maxMs: sorted.at(-1),
    }),
  );
}

async function measure({
  real,
  clients,
  requests = Infinity,
}: {
  real: boolean;
  clients: number;
  requests?: number;
}) {
  const fixtures = real ? await (await fixtureSites()).startFixtures() : null;
  const env = { ...process.env };
  if (fixtures) {
    // The shipped engine, allowed to visit the fixture site only (the flood page names no other
    // host, so nothing is resolved).
    delete env.SCANNER_UNSAFE_NO_SANDBOX;
    delete env.SCANNER_FAKE_ENGINE;
    Object.assign(env, {
      SCANNER_LOAD_REAL: '1',
      SCANNER_ALLOW_HOSTS: new URL(fixtures.site).host,
    });
  }
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    env,
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

  const target = fixtures ? `${fixtures.site}/flood/?inits=4000` : 'https://load.example.com/';
  const created = await request('POST', '/api/scans', JSON.stringify({ url: target }));
  const { id }: { id: string } = JSON.parse(created.body);
  const latencies: number[] = [];
  const started = Date.now();
  const statuses = new Map<string, number>();
  // With the real engine the clients read until the scan has ended; the fake one stays busy.
  let ended = false;
  let scanSeconds: number | null = null;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < requests && !ended; i++) {
        const { status, ms, body } = await request('GET', `/api/scans/${id}`);
        latencies.push(ms);
        const { status: state }: { status?: string } = JSON.parse(body);
        const key = `${status} ${state}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (real && (state === 'done' || state === 'failed') && !ended) {
          ended = true;
          scanSeconds = (Date.now() - started) / 1000;
        }
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
      engine: real ? 'real, autoconsent flood page' : 'fake',
      ...(real && { scanSeconds }),
      loadAverage: loadavg()[0],
      answers: Object.fromEntries(statuses),
      minMs: +at(0).toFixed(2),
      medianMs: +at(0.5).toFixed(2),
      p99Ms: +at(0.99).toFixed(2),
      maxMs: +at(1).toFixed(2),
    }),
  );
  agent.destroy();
  child.disconnect();
  await fixtures?.close();
}

/** Loopback GET/POST of the whole body, timed. */
function timedRequest(
  port: number,
  agent: http.Agent,
  method: string,
  pathname: string,
  body?: string,
): Promise<{ status: number | undefined; bytes: number; body: string; ms: number }> {
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
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({
            status: res.statusCode,
            bytes: all.length,
            body: all.length < 4096 ? all.toString() : '',
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** min / median / p95 / max of `latencies`, in ms. */
function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    +(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN).toFixed(1);
  return {
    requests: sorted.length,
    minMs: at(0),
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
  };
}

async function documents(seconds: number) {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    env: {
      ...process.env,
      SCANNER_FAKE_ENGINE: '1',
      SCANNER_FAKE_ENGINE_DELAY_MS: '20',
      SCANNER_DOWNLOAD_RATE_LIMIT: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) =>
    child.once('message', (message) =>
      typeof message === 'number' ? resolve(message) : reject(new Error('The server sent no port')),
    ),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const get = (pathname: string) => timedRequest(port, agent, 'GET', pathname);
  try {
    const created = await timedRequest(
      port,
      agent,
      'POST',
      '/api/scans',
      JSON.stringify({ url: 'https://bulky.load.example.com/' }),
    );
    const { id }: { id: string } = JSON.parse(created.body);
    const scanStarted = Date.now();
    // Done once its documents are built (a child process of the server): at most 3 minutes.
    for (;;) {
      const { body } = await get(`/api/scans/${id}`);
      if (body === '' || JSON.parse(body).status === 'done') break;
      if (Date.now() - scanStarted > 180_000) throw new Error('The scan did not end');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const untilDone = (Date.now() - scanStarted) / 1000;
    const home = async (until: number) => {
      const latencies: number[] = [];
      while (Date.now() < until && latencies.length < 5000) {
        const { status, ms } = await get('/');
        if (status !== 200) throw new Error(`GET / answered ${status}`);
        latencies.push(ms);
      }
      return latencies;
    };
    const atRest = summary(await home(Date.now() + seconds * 1000));
    const until = Date.now() + seconds * 1000;
    const served = { policy: 0, policyBytes: 0, zip: 0, zipBytes: 0, other: 0 };
    const downloader = async (pathOf: (n: number) => string, kind: 'policy' | 'zip') => {
      for (let n = 0; Date.now() < until; n++) {
        const { status, bytes } = await get(pathOf(n));
        if (status !== 200) {
          served.other += 1;
        } else if (kind === 'policy') {
          served.policy += 1;
          served.policyBytes += bytes;
        } else {
          served.zip += 1;
          served.zipBytes += bytes;
        }
      }
    };
    const [underLoad] = await Promise.all([
      home(until),
      ...Array.from({ length: 10 }, () =>
        downloader((n) => `/api/scans/${id}/policy?lang=${n % 2 ? 'en' : 'tr'}`, 'policy'),
      ),
      ...Array.from({ length: 30 }, () => downloader(() => `/api/scans/${id}/evidence`, 'zip')),
    ]);
    console.log(
      JSON.stringify(
        {
          report: '1,000 storage keys (bulkyFakeReport)',
          secondsEach: seconds,
          scanToDoneSeconds: untilDone,
          loadAverage: loadavg()[0],
          homeAtRest: atRest,
          homeWhileDownloading: summary(underLoad ?? []),
          downloads: served,
        },
        null,
        2,
      ),
    );
  } finally {
    agent.destroy();
    child.disconnect();
  }
}
