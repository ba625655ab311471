// `npm run production:try`: the production topology (README, "Production") on this machine, on
// free loopback ports: nginx with deploy/nginx.conf (tools/production/local-nginx.ts: only the ports, the
// certificate and the paths replaced) serving dist/ and proxying /api/ to the Node service
// (server/site/serve.ts, SCANNER_TRUST_PROXY=1, Redis mode), redis-server, and one scanner worker
// (`npm run scanner:worker`). It builds first as a deployment would, with the scanner, the consent
// log and the forms' local endpoint switched on; `--no-build` serves the dist/ there is. It
// prints the address and runs until Ctrl-C. tests/http/production.test.ts runs the same stack.
//
// The consent log goes to files in the rehearsal's folder, or to PostgreSQL when
// CONSENT_LOG_DATABASE_URL is set.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startLocalNginx, type LocalNginx } from './local-nginx.ts';
import { freePort, startRedisProcess, waitForLine } from './local-processes.ts';
import { setUpScanner } from '../setup/scanner-setup.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface ProductionStack {
  /** The site through nginx (self-signed certificate). */
  url: string;
  nginx: LocalNginx;
  servicePort: number;
  redisUrl: string;
  outboxDir: string;
  consentLogDir: string;
  /** What the service and the worker printed so far. */
  log(): string;
  stop(): Promise<void>;
}

/** Stops a process started in its own group, with everything it started (engines, Chromium). */
async function stopGroup(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
  await exited;
}

/**
 * Starts redis-server, the service, one worker and nginx, in that order, each waited for.
 * `env` adds to (or overrides) the service's and the worker's settings.
 */
export async function startProductionStack({
  dist = path.join(root, 'dist'),
  env = {},
  onOutput = () => {},
}: {
  dist?: string;
  env?: Record<string, string>;
  /** Each chunk the service, the worker and redis-server print. */
  onOutput?: (text: string) => void;
} = {}): Promise<ProductionStack> {
  const work = await mkdtemp(path.join(tmpdir(), 'production-try-'));
  const outboxDir = path.join(work, 'outbox');
  const consentLogDir = path.join(work, 'consent-log');
  await mkdir(path.join(work, 'redis'));
  const started: ChildProcess[] = [];
  let nginx: LocalNginx | undefined;
  let output = '';
  const stop = async () => {
    await nginx?.stop();
    for (const child of started.reverse()) await stopGroup(child);
    await rm(work, { recursive: true, force: true });
  };
  const launch = (command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}) => {
    // Its own process group, so stopping it stops what it started.
    const child = spawn(command, args, { cwd: root, detached: true, ...options });
    started.push(child);
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        onOutput(chunk.toString());
      });
    }
    return child;
  };

  try {
    // Redis as README asks of a production one: persistence, no eviction.
    const redisPort = await freePort();
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    await startRedisProcess({
      port: redisPort,
      dir: path.join(work, 'redis'),
      spawnProcess: (command, args) => launch(command, args),
    });

    const servicePort = await freePort();
    const settings: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(servicePort),
      SCANNER_REDIS_URL: redisUrl,
      SCANNER_TRUST_PROXY: '1',
      OUTBOX_DIR: outboxDir,
      CONSENT_LOG_DIR: consentLogDir,
      ...env,
    };
    // The shipped mode: Chromium's sandbox on, the real engine.
    delete settings.SCANNER_UNSAFE_NO_SANDBOX;
    delete settings.SCANNER_FAKE_ENGINE;
    const tsx = ['--import', import.meta.resolve('tsx')];
    const service = launch(process.execPath, [...tsx, path.join(root, 'server/site/serve.ts')], {
      env: settings,
    });
    await waitForLine(service.stdout!, /^Serving dist\/ on/, 'The service');
    const worker = launch(
      process.execPath,
      [...tsx, path.join(root, 'server/scanner/queue/worker.ts')],
      { env: settings },
    );
    await waitForLine(worker.stdout!, /^Scan worker \d+ running/, 'The scanner worker');
    nginx = await startLocalNginx({ dist, servicePort });
    return {
      url: `https://127.0.0.1:${nginx.httpsPort}`,
      nginx,
      servicePort,
      redisUrl,
      outboxDir,
      consentLogDir,
      log: () => output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!setUpScanner()) console.warn('The cookie scanner is not set up: scans will be refused.');
  if (!process.argv.includes('--no-build')) {
    // As a deployment builds: the page calls the scanner and the consent log on its own origin,
    // and the forms' local endpoint answers (no EmailJS ids here).
    const built = spawnSync('npx', ['tsx', 'tools/build/build.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        VITE_SCANNER_URL: process.env.VITE_SCANNER_URL ?? '/',
        VITE_CONSENT_LOG_URL: process.env.VITE_CONSENT_LOG_URL ?? '/api/consent-log',
      },
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const starting = startProductionStack({ onOutput: (text) => process.stdout.write(text) });
  // npm and tsx pass Ctrl-C on as well: every signal after the first is ignored while the
  // processes stop (each in its own group, so none of them got it), also during the start.
  let stopping = false;
  const quit = () => {
    if (stopping) return;
    stopping = true;
    void starting
      .then(
        (stack) => stack.stop(),
        () => {},
      )
      .then(() => process.exit(0));
  };
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
  const stack = await starting;
  const lines = [
    '',
    'Production rehearsal running (README, "Production"):',
    `  nginx (deploy/nginx.conf)    ${stack.url}/  (self-signed certificate; http://127.0.0.1:${stack.nginx.httpPort}/ redirects)`,
    `  Node service (serve.ts)      http://127.0.0.1:${stack.servicePort}  (reached through nginx's /api/; SCANNER_TRUST_PROXY=1)`,
    `  redis-server                 ${stack.redisUrl}`,
    '  scanner worker               1 (npm run scanner:worker)',
    `  forms' outbox                ${stack.outboxDir}`,
    `  consent log                  ${process.env.CONSENT_LOG_DATABASE_URL ? 'CONSENT_LOG_DATABASE_URL' : stack.consentLogDir}`,
    `  nginx's access log           ${stack.nginx.accessLog}`,
    'Ctrl-C stops everything and removes the folders.',
  ];
  console.log(lines.join('\n'));
}
