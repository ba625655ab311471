// The launch check: lists every placeholder left in the configuration and every expired legal
// figure (src/config/launch-check.ts). `npm run launch-check` prints the list and exits 1 while
// anything is left. The build (scripts/vite-static-site.ts) runs the same check on its server
// bundle.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import type { LaunchProblem } from '../src/config/launch-check.ts';
import type * as LaunchInputs from '../src/config/launch-inputs.ts';
import { importThroughVite } from './vite-import.ts';

const root = path.resolve(import.meta.dirname, '..');

export async function launchCheck({ mode = 'production' }: { mode?: string } = {}): Promise<{
  problems: LaunchProblem[];
  line: string;
}> {
  // The site config imports images, so it is loaded through Vite like the app.
  const inputs = await importThroughVite<typeof LaunchInputs>('src/config/launch-inputs.ts', {
    configFile: false,
    mode,
  });
  return checkLaunch(inputs, { mode });
}

/** The check over launch inputs already loaded (from source or from the built server bundle). */
export function checkLaunch(
  inputs: Pick<typeof LaunchInputs, 'currentLaunchProblems' | 'notLaunchReadyLine'>,
  { mode = 'production' }: { mode?: string } = {},
): { problems: LaunchProblem[]; line: string } {
  const env = { ...loadEnv(mode, root, 'VITE_'), ...pickVite(process.env) };
  const problems = inputs.currentLaunchProblems({
    env,
    legalSources: readFileSync(path.join(root, 'docs/legal-sources.md'), 'utf8'),
  });
  return { problems, line: inputs.notLaunchReadyLine(problems) };
}

function pickVite(vars: Record<string, string | undefined>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [key, value] of Object.entries(vars)) {
    if (key.startsWith('VITE_') && value !== undefined) picked[key] = value;
  }
  return picked;
}

/** The report `npm run launch-check` and a refused production build print. */
export function formatProblems(problems: readonly LaunchProblem[]): string {
  if (problems.length === 0)
    return 'Launch check passed: no placeholders left in the configuration.';
  return [
    `Launch check FAILED: ${problems.length} placeholder(s) left in the configuration:`,
    ...problems.map((problem) => `  - [${problem.id}] ${problem.message}`),
    'See README, "Configuration".',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { problems } = await launchCheck();
  const report = formatProblems(problems);
  if (problems.length > 0) {
    console.error(report);
    process.exitCode = 1;
  } else {
    console.log(report);
  }
}
