import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

// The dev server as a child process, for the translator's report and the tests that check what
// `npm run dev` serves.

/**
 * `npm run dev` as a developer starts it (`tsx tools/dev/dev.ts`), on a free port, in this
 * project or in a copy of it at `project`: resolves with its origin once it says where it
 * listens; `stop` ends that process. What it prints goes to stderr, each line marked.
 */
export async function startDevServer(
  env: Record<string, string> = {},
  project = path.join(import.meta.dirname, '../..'),
) {
  // NODE_ENV as Vite sets it for `npm run dev` (a test runner's `test` changes how styles render).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(project, 'tools', 'dev', 'dev.ts')],
    {
      env: { ...process.env, ...env, PORT: '0', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      // Shown as it comes, marked: what Vite says (a dependency bundled again, a page reloaded)
      // is what explains a test that waited in vain.
      process.stderr.write(chunk.replace(/^(?=.)/gm, '[dev server] '));
      const address = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) resolve(address);
    });
    child.once('exit', (code) => reject(new Error(`dev server exited (${code}):\n${output}`)));
  });
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
