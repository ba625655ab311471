/**
 * `npm run bench:scanner`: our cookie scanner against a peer, @slashgear/gdpr-cookie-scanner, on
 * the twelve real-CMP fixture sites (tests/harness/scanner/real-cmp-sites.ts, on 127.0.0.1). Each scan
 * runs alone (the two tools take turns, never at once), N times per site and tool; each is
 * compared with the hand-checked truth (real-cmp-truth.ts): banner found, reject and accept made
 * with the site's labels, the cookie names before the choice, after reject and after accept. It
 * writes bench/scanner.md and bench/scanner.json (min / median / max of the wall times). A report,
 * not a test.
 *
 *   npm run bench:scanner -- [--runs 3] [--sites klaro/compliant,orejime/noncompliant] [--out bench]
 *
 * Ours runs in this process with the production engine: its time budgets (SCANNER_TEST_TIME_SCALE
 * is removed), its defaults (same-site pages after the first, the input probe, the Global Privacy
 * Control visit), names resolved from loopback only. Chromium runs without its sandbox, as root
 * needs (SCANNER_UNSAFE_NO_SANDBOX, as in the scanner tests).
 *
 * The peer needs Node 24: the first run installs the npm package `node` (a Node 24 binary) and the
 * peer, at exact versions, into .bench-peer/ (git-ignored; never the project's dependencies), and
 * runs each scan in its own process (tools/bench/bench-scanner-peer.ts) on Debian's Chromium.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRunScan } from '../../server/scanner/engine/scan.ts';
import { chromiumPath } from '../../server/system/chromium.ts';
import type { ScanVersions } from '../../packages/scanner-contract/report.ts';
import { benchMachine, writeBenchReport } from './bench-files.ts';
import {
  failedRun,
  goalMet,
  runFromPeer,
  runFromReport,
  siteTable,
  summarise,
  summaryTable,
  tools,
  type PeerOutput,
  type ScannerRun,
  type SiteRuns,
  type Tool,
} from './bench-scanner-report.ts';
import { realCmpLabels, realCmpTruth } from '../../tests/harness/scanner/real-cmp-truth.ts';
import { loopbackLookup } from '../../tests/harness/scanner/stand-ins.ts';
import {
  realCmps,
  startRealCmpSites,
  type CmpVariant,
  type RealCmp,
} from '../../tests/harness/scanner/real-cmp-sites.ts';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    sites: { type: 'string' },
    out: { type: 'string', default: 'bench' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be 1 or more: ${args.runs}`);
const outDir = path.resolve(root, args.out);

// The production engine: no test time scale; Chromium without a sandbox, as root needs.
delete process.env.SCANNER_TEST_TIME_SCALE;
process.env.SCANNER_UNSAFE_NO_SANDBOX ??= '1';

/** The peer and the Node it needs, installed once at these exact versions. */
const PEER_FOLDER = path.join(root, '.bench-peer');
const PEER_PACKAGES = { node: '24.21.0', '@slashgear/gdpr-cookie-scanner': '3.8.2' } as const;
const PEER = '@slashgear/gdpr-cookie-scanner';
/** A peer scan that has not ended by then is stopped (its own navigation timeout is 30 s). */
const PEER_LIMIT_MS = 5 * 60_000;

const installedVersion = (name: string): string | null => {
  const file = path.join(PEER_FOLDER, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
};
const peerNode = path.join(PEER_FOLDER, 'node_modules', '.bin', 'node');

function installPeer() {
  const missing = Object.entries(PEER_PACKAGES).filter(
    ([name, version]) => installedVersion(name) !== version,
  );
  if (missing.length > 0) {
    console.log(`Installing ${missing.map(([n, v]) => `${n}@${v}`).join(' ')} into .bench-peer/`);
    // The `node` package's preinstall fetches the Node binary for this platform: allowed in the
    // folder's own package.json (npm 11 refuses its --allow-scripts flag in a project's install).
    const manifest = path.join(PEER_FOLDER, 'package.json');
    mkdirSync(PEER_FOLDER, { recursive: true });
    const current = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : {};
    writeFileSync(manifest, JSON.stringify({ ...current, allowScripts: { node: true } }, null, 2));
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        PEER_FOLDER,
        '--save-exact',
        '--no-audit',
        '--no-fund',
        ...missing.map(([name, version]) => `${name}@${version}`),
      ],
      // Playwright's browser download is not wanted: the peer runs on Debian's Chromium.
      { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
    );
  }
  const version = execFileSync(peerNode, ['--version']).toString().trim();
  if (!version.startsWith('v24.')) throw new Error(`.bench-peer's node is ${version}, not 24`);
  return version;
}

interface Site {
  name: string;
  cmp: RealCmp;
  variant: CmpVariant;
}
const allSites: Site[] = realCmps.flatMap((cmp) =>
  (['compliant', 'noncompliant'] as const).map((variant) => ({
    name: `${cmp}/${variant}`,
    cmp,
    variant,
  })),
);
const wanted = args.sites?.split(',').map((name) => name.trim());
const sites = wanted ? allSites.filter((site) => wanted.includes(site.name)) : allSites;
if (sites.length === 0) throw new Error(`--sites matched none of ${allSites.map((s) => s.name)}`);

const peerNodeVersion = installPeer();
const cmpSites = await startRealCmpSites();
const runOurs = createRunScan({
  allowHosts: new Set([new URL(cmpSites.origin).host]),
  lookup: loopbackLookup,
});
/** What our reports say they ran on (engine commit, Chromium, autoconsent, cookie database). */
const ours: { versions: ScanVersions | null } = { versions: null };

async function scanOurs(url: string): Promise<ScannerRun> {
  const started = performance.now();
  try {
    const report = await runOurs(url, {
      id: 'bench',
      onProgress: () => undefined,
      signal: new AbortController().signal,
    });
    ours.versions ??= report.versions;
    return runFromReport(report, Math.round(performance.now() - started));
  } catch (error) {
    return failedRun(Math.round(performance.now() - started), `threw: ${String(error)}`);
  }
}

/** One peer scan in its own Node 24 process; its wall time is the one it measured around scan(). */
function scanPeer(url: string): Promise<ScannerRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      peerNode,
      [path.join(root, 'tools/bench/bench-scanner-peer.ts'), PEER_FOLDER, url, chromiumPath],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const limit = setTimeout(() => child.kill('SIGKILL'), PEER_LIMIT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      const ms = Math.round(performance.now() - started);
      const line = stdout.split('\n').find((text) => text.startsWith('BENCH_PEER_RESULT '));
      if (!line) {
        const why = signal ? `stopped (${signal})` : `exit ${code}`;
        resolve(failedRun(ms, `${why}: ${stderr.trim().split('\n').slice(-3).join(' ')}`));
        return;
      }
      resolve(runFromPeer(JSON.parse(line.slice('BENCH_PEER_RESULT '.length)) as PeerOutput));
    });
  });
}

const results = new Map<string, Record<Tool, ScannerRun[]>>(
  sites.map((site) => [site.name, { ours: [], peer: [] }]),
);
const startedAt = new Date();
const loadBefore = os.loadavg();
const machine = { ...benchMachine(), chromiumPath };
const toolNames: Record<Tool, string> = { ours: 'ours', peer: 'peer' };
const mark = (met: boolean) => (met ? 'met' : '**missed**');

/** Writes the report of the rounds done so far (all of them at the end). */
async function writeReport(rounds: number) {
  const loadAfter = os.loadavg();

  const siteRuns: SiteRuns[] = sites.map((site) => ({
    site: site.name,
    truth: {
      ...realCmpTruth[site.cmp][site.variant],
      rejectLabel: realCmpLabels.reject,
      acceptLabel: realCmpLabels.accept,
    },
    runs: results.get(site.name)!,
  }));
  const summaries = { ours: summarise(siteRuns, 'ours'), peer: summarise(siteRuns, 'peer') };
  const goal = goalMet(summaries);

  const versions = {
    ours: {
      node: machine.node,
      ...(ours.versions ?? {
        engine: null,
        chromium: null,
        autoconsent: null,
        cookieDatabase: null,
      }),
    },
    peer: {
      node: peerNodeVersion,
      package: `${PEER}@${installedVersion(PEER)}`,
      playwright: installedVersion('playwright'),
    },
  };
  const [minuteBefore = 0] = loadBefore;
  const [minuteAfter = 0] = loadAfter;
  // Only the load before tells of other work: the one after includes the bench's own Chromium.
  const busy = minuteBefore > machine.cpus;
  const outside = siteRuns.flatMap(({ runs: byTool }) =>
    byTool.peer.flatMap((run) => run.problems.filter((p) => p.startsWith('blocked a request'))),
  );
  const problemLines = siteRuns.flatMap(({ site, runs: byTool }) =>
    tools.flatMap((tool) =>
      byTool[tool].flatMap((run, index) =>
        run.problems.length
          ? [
              `- ${site}, ${tool}, run ${index + 1}: ${run.problems.map((p) => p.slice(0, 160)).join('; ')}`,
            ]
          : [],
      ),
    ),
  );

  const markdown = `# Cookie scanner bench: ours against a peer

Generated by \`npm run bench:scanner\` (tools/bench/bench-scanner.ts) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC:
${rounds} run(s) of each scanner${rounds < runs ? ` (of ${runs} asked: the report is written again after each round)` : ''} on each of ${sites.length} real-CMP fixture sites
(tests/harness/scanner/real-cmp-sites.ts, served on 127.0.0.1), one scan at a time, the two taking
turns; each run compared with the hand-checked truth (tests/harness/scanner/real-cmp-truth.ts).

- **Ours**: the engine at ${versions.ours.engine ?? 'unknown'} (autoconsent ${versions.ours.autoconsent ?? 'unknown'}), on Node ${versions.ours.node},
  with the **production time budgets** (SCANNER_TEST_TIME_SCALE unset) and defaults: up to 4 more
  same-site pages, the input probe and the Global Privacy Control visit are part of each scan.
- **Peer**: ${versions.peer.package} on Node ${versions.peer.node} (the npm package
  \`node@${PEER_PACKAGES.node}\`, in .bench-peer/), Playwright ${versions.peer.playwright}, its \`scan()\` with
  locale tr-TR and its defaults (30 s navigation timeout). It has no option for the browser, so
  tools/bench/bench-scanner-peer.ts sets Debian's Chromium as Playwright's \`executablePath\`. Network:
  that Chromium resolves no name and sends every request beyond loopback to a closed proxy port
  (our engine's Chromium: the same name rule, and its own filtering proxy); requests it tried beyond loopback: ${outside.length}. The package's Node code sends nothing
  (read in its source: no fetch or http client; its cookie and tracker lists ship inside it).

Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory; both on ${machine.chromium}
(${machine.chromiumPath}). 1-minute load average ${minuteBefore.toFixed(1)} before, ${minuteAfter.toFixed(1)} after.

${busy ? `**Measured under load** (1-minute load average before the bench above the ${machine.cpus} CPUs): timings are noisy; what was found and clicked is not.\n` : ''}
## Headline

A site counts for a tool when every run of it got that right. The reject and accept must be made
with the site's own labels (“${realCmpLabels.reject}” / “${realCmpLabels.accept}”); a phase the tool did not get to is wrong.

${summaryTable(summaries, toolNames)}

Goal (every banner and choice right, in no more time than the peer's median): all right ${mark(goal.right)};
median ${mark(goal.fast)} (ours ${summaries.ours.time ? (summaries.ours.time.median / 1000).toFixed(1) : '—'} s, peer ${summaries.peer.time ? (summaries.peer.time.median / 1000).toFixed(1) : '—'} s).

## Site by site

✓ every run right, ✗ none, 2/3 some; a wrong cookie cell shows what the first wrong run saw
("not seen": the tool did not get to that phase). The label is the one the tool clicked (the
peer's accept label is that of its first detection: its result keeps no other). Our
"after reject" and "after accept" are after loading the page again, as the truth's are; the
peer's are taken right after its click, in the same page. Times: wall time of the scan call
(the peer's measured in its own process, without Node's start), min / median / max.

${siteTable(siteRuns, toolNames)}

## What the tools reported as missing or cut short

${problemLines.length ? problemLines.join('\n') : 'Nothing.'}
`;

  await writeBenchReport(
    path.join(outDir, 'scanner.md'),
    markdown,
    path.join(outDir, 'scanner.json'),
    {
      date: startedAt.toISOString(),
      runs: rounds,
      measuredUnderLoad: busy,
      loadAverage: { before: loadBefore, after: loadAfter },
      machine,
      versions,
      timeScale: 'production (SCANNER_TEST_TIME_SCALE unset)',
      summaries,
      goal,
      sites: siteRuns,
    },
  );
  console.log(`\n${summaryTable(summaries, toolNames)}\n`);
  console.log(`wrote ${path.relative(root, outDir)}/scanner.md and scanner.json`);
}

try {
  for (let round = 0; round < runs; round += 1) {
    for (const [index, site] of sites.entries()) {
      // Which tool goes first alternates, so a burst of load elsewhere hits both alike.
      const order: Tool[] = (round + index) % 2 ? ['peer', 'ours'] : ['ours', 'peer'];
      for (const tool of order) {
        const url = cmpSites.url(site.cmp, site.variant);
        const run = tool === 'ours' ? await scanOurs(url) : await scanPeer(url);
        results.get(site.name)![tool].push(run);
        console.log(
          `run ${round + 1}/${runs} ${site.name} ${tool}: ${(run.ms / 1000).toFixed(1)} s, banner ${run.bannerFound}, reject ${run.rejectClicked}, accept ${run.acceptClicked}`,
        );
      }
    }
    await writeReport(round + 1);
  }
} finally {
  await cmpSites.close();
}
