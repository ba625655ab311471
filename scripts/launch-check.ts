// The launch check: lists every placeholder left in the configuration and every expired legal
// figure (src/config/launch-check.ts). `npm run launch-check` prints the list and exits 1 while
// anything is left. `--summary` prints only the one not-launch-ready line and exits 0: that is
// what a local build shows. scripts/build.mjs runs this file in a child process, because loading
// the config through Vite loads React's modules in development mode into the process.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv, runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** @returns {Promise<{ problems: import('../src/config/launch-check').LaunchProblem[], line: string }>} */
export async function launchCheck({ mode = 'production' } = {}) {
  // The site config imports images, so it is loaded through Vite like the app. Vite's dev server
  // sets NODE_ENV=development when it is unset; put it back for whatever runs after.
  const nodeEnv = process.env.NODE_ENV;
  let module;
  try {
    ({ module } = await runnerImport(path.join(root, 'src/config/launch-inputs.ts'), {
      root,
      configFile: false,
      logLevel: 'error',
      mode,
    }));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const env = { ...loadEnv(mode, root, 'VITE_'), ...pickVite(process.env) };
  const problems = module.currentLaunchProblems({
    env,
    legalSources: readFileSync(path.join(root, 'docs/legal-sources.md'), 'utf8'),
  });
  return { problems, line: module.notLaunchReadyLine(problems) };
}

function pickVite(vars) {
  return Object.fromEntries(Object.entries(vars).filter(([key]) => key.startsWith('VITE_')));
}

/** The report `npm run launch-check` and a refused production build print. */
export function formatProblems(problems) {
  if (problems.length === 0)
    return 'Launch check passed: no placeholders left in the configuration.';
  return [
    `Launch check FAILED: ${problems.length} placeholder(s) left in the configuration:`,
    ...problems.map((problem) => `  - [${problem.id}] ${problem.message}`),
    'See README, "Configuration".',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { problems, line } = await launchCheck();
  const report = formatProblems(problems);
  if (process.argv.includes('--summary')) {
    if (problems.length > 0) console.log(line);
  } else if (problems.length > 0) {
    console.error(report);
    process.exitCode = 1;
  } else {
    console.log(report);
  }
}
