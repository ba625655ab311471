// The launch check: lists every placeholder left in the configuration and every expired legal
// figure (src/config/launch-check.ts). `npm run launch-check` prints the list and exits 1 while
// anything is left. The build (tools/build/vite-static-site.ts) runs the same check on its server
// bundle. After it, `npm run launch-check` lists what the deployment runs with (README,
// "Production"): the scanner's address, the consent log's store, SCANNER_TRUST_PROXY and the
// expiry of the built security.txt. Run it with the service's settings loaded
// (`set -a; . /etc/site/site.env; npm run launch-check`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import type { LaunchProblem } from '../../src/config/launch-check.ts';
import type * as LaunchInputs from '../../src/config/launch-inputs.ts';
import { SECURITY_TXT_FILE } from '../../server/http/security-headers/host-files.ts';
import { importThroughVite } from './vite-import.ts';

const root = path.resolve(import.meta.dirname, '../..');

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
  const env = buildEnv(mode);
  const problems = inputs.currentLaunchProblems({
    env,
    legalSources: readFileSync(path.join(root, 'docs/legal-sources.md'), 'utf8'),
  });
  return { problems, line: inputs.notLaunchReadyLine(problems) };
}

/** The `VITE_*` variables a build in `mode` reads: the .env files, then the environment. */
export function buildEnv(mode = 'production'): Record<string, string> {
  return { ...loadEnv(mode, root, 'VITE_'), ...pickVite(process.env) };
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

/** The one line a build without a scanner address prints. */
export const SCANNER_OFF_LINE =
  'Free cookie scan off: VITE_SCANNER_URL is unset, so the cookie-scan page only offers the request form; build with VITE_SCANNER_URL=/ (the service behind nginx, README "Production") to turn it on.';

/**
 * What the deployment runs with, one line each: the scanner's address, the consent log's store
 * (when VITE_GTM_ID asks visitors), SCANNER_TRUST_PROXY behind nginx, and when the built
 * security.txt expires. `securityTxt` is dist/.well-known/security.txt's text, null when not built.
 */
export function deploymentSummary({
  viteEnv,
  serverEnv,
  securityTxt,
  now = new Date(),
}: {
  viteEnv: Record<string, string | undefined>;
  serverEnv: Record<string, string | undefined>;
  securityTxt: string | null;
  now?: Date;
}): string[] {
  const set = (value: string | undefined) => value?.trim() || undefined;
  const lines: string[] = [];
  const scanner = set(viteEnv.VITE_SCANNER_URL);
  if (!scanner) lines.push(`Scanner: ${SCANNER_OFF_LINE}`);
  else if (scanner.startsWith('/'))
    lines.push(`Scanner: ${scanner}api/scans on the site's own origin (the service behind nginx)`);
  else
    lines.push(
      `Scanner: ${scanner} (another origin: its SCANNER_ALLOW_ORIGINS must list this site)`,
    );
  if (set(viteEnv.VITE_GTM_ID)) {
    const url = set(viteEnv.VITE_CONSENT_LOG_URL);
    const database = set(serverEnv.CONSENT_LOG_DATABASE_URL);
    if (!url) {
      lines.push(
        'Consent log: OFF: VITE_GTM_ID asks visitors, but without VITE_CONSENT_LOG_URL no decision is logged',
      );
    } else if (database) {
      lines.push(`Consent log: ${url} -> PostgreSQL (CONSENT_LOG_DATABASE_URL)`);
    } else {
      lines.push(
        `Consent log: ${url} -> files in ${serverEnv.CONSENT_LOG_DIR ?? 'consent-log/'} on the web machine (one instance only; CONSENT_LOG_DATABASE_URL for PostgreSQL)`,
      );
    }
  }
  if (scanner?.startsWith('/')) {
    const trust = set(serverEnv.SCANNER_TRUST_PROXY) ?? '0';
    lines.push(
      trust === '0'
        ? 'SCANNER_TRUST_PROXY: unset (0): behind nginx every visitor counts as nginx for the scan limit; set SCANNER_TRUST_PROXY=1'
        : `SCANNER_TRUST_PROXY: ${trust} (1 with deploy/nginx.conf alone in front)`,
    );
  }
  const expires = securityTxt ? /^Expires: (\S+)$/m.exec(securityTxt)?.[1] : undefined;
  if (!expires) {
    lines.push('security.txt: not built yet (the build writes it, valid 360 days)');
  } else {
    const days = Math.floor((Date.parse(expires) - now.getTime()) / 86_400_000);
    lines.push(
      days < 0
        ? `security.txt: EXPIRED on ${expires.slice(0, 10)}: rebuild and deploy`
        : `security.txt: expires ${expires.slice(0, 10)} (in ${days} days): rebuild and deploy before then`,
    );
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { problems } = await launchCheck();
  const report = formatProblems(problems);
  const securityTxtFile = path.join(root, 'dist', SECURITY_TXT_FILE);
  console.log(
    [
      'Deployment (README, "Production"):',
      ...deploymentSummary({
        viteEnv: buildEnv(),
        serverEnv: process.env,
        securityTxt: existsSync(securityTxtFile) ? readFileSync(securityTxtFile, 'utf8') : null,
      }).map((line) => `  - ${line}`),
    ].join('\n'),
  );
  if (problems.length > 0) {
    console.error(report);
    process.exitCode = 1;
  } else {
    console.log(report);
  }
}
