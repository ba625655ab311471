// `npm run bench`: Lighthouse (default mobile mode, simulated throttling) on every route of the
// built site, next to two reference builds measured in the same run:
//   csr  - the same app rendered on the client only: every route serves the bare index.html
//          template with an empty #root (what the original single-page site shipped);
//   nojs - our prerendered HTML and CSS with every script and modulepreload removed (the floor).
// Prints min / median / max per metric and writes bench/results.json and bench/README.md: per
// run, our LCP over the JavaScript-free copy's LCP from the same round (targets: median at most
// 1.10x, no run above 1.25x); Lighthouse's time to interactive; the moment hydration finishes
// (a separate page load in the same Chromium with Lighthouse's mobile throttling applied: 4x CPU
// slowdown, 150 ms RTT, 1.6 Mbps down); and a flag on every route whose runs disagree by more
// than 10 performance points. A report, not a test.
//
// Options (environment): BENCH_RUNS=3 runs per route and build; BENCH_ROUTES=/,/urunler (paths
// or route ids; default: every built route of every locale in locales/languages.json); BENCH_REFERENCES=0 to measure
// only our build; BENCH_LABEL="..." a note for the report (e.g. why numbers are noisy);
// CHROME_PATH or CHROMIUM_PATH (default /usr/bin/chromium). Run `npm run build` first.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { chromium as playwright, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../server/system/chromium.ts';
import { benchMachine, writeBenchReport } from './bench-files.ts';
import { compressDist } from '../build/compress.ts';
import { htmlFileFor, kib, measurePage } from '../build/measure-dist.ts';
import { loadRouteTable } from '../build/route-table.ts';
import { createSiteServer } from '../../server/site/serve.ts';
import { islandAttr } from '../../src/routing/page-markers.ts';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const dist = path.join(root, 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const withReferences = process.env.BENCH_REFERENCES !== '0';
const label = process.env.BENCH_LABEL ?? '';
const chromeFlags = ['--headless', ...chromiumArgs];

/** How a metric is shown: a score, milliseconds, blocking time, layout shift or bytes. */
interface MetricInfo {
  label: string;
  unit: 'score' | 'ms' | 'blocking' | 'cls' | 'bytes';
}
/** One run's value of each metric (null or missing when the run has none). */
type Sample = Record<string, number | null | undefined>;
/** min, median and max of a metric over the runs (null when no run gave a number). */
interface Spread {
  min: number | null;
  median: number | null;
  max: number | null;
}

const METRICS: Record<string, MetricInfo> = {
  performance: { label: 'Perf', unit: 'score' },
  accessibility: { label: 'A11y', unit: 'score' },
  'best-practices': { label: 'BP', unit: 'score' },
  seo: { label: 'SEO', unit: 'score' },
  'first-contentful-paint': { label: 'FCP', unit: 'ms' },
  'largest-contentful-paint': { label: 'LCP', unit: 'ms' },
  'total-blocking-time': { label: 'TBT', unit: 'blocking' },
  'cumulative-layout-shift': { label: 'CLS', unit: 'cls' },
  interactive: { label: 'TTI', unit: 'ms' },
  hydrated: { label: 'Hydrated', unit: 'ms' },
  'total-byte-weight': { label: 'Bytes', unit: 'bytes' },
};

/** Targets of issue 14, checked per route in the report. */
const LCP_MEDIAN_RATIO = 1.1;
const LCP_RUN_RATIO = 1.25;
const PERF_SPREAD = 10;

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(1);
}

const routeTable = await loadRouteTable();
const benchDefaultLanguage = routeTable.defaultLanguage;
/** Every built route of every locale: `/urunler`, `/en/products`, ... (ids prefixed per locale). */
const allRoutes = routeTable
  .builtRoutes()
  .map((route) => ({
    ...route,
    id: route.language === benchDefaultLanguage ? route.id : `${route.language}:${route.id}`,
  }))
  .filter((route) => existsSync(htmlFileFor(dist, route.path)));
const wanted = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
const routes = wanted
  ? allRoutes.filter((route) => wanted.includes(route.path) || wanted.includes(route.id))
  : allRoutes;
if (routes.length === 0) throw new Error(`BENCH_ROUTES matched no route: ${wanted}`);

/** HTML files of a built site: one per route, plus each locale's 404.html. */
const htmlFiles = (dir: string) => [
  ...allRoutes.map((route) => htmlFileFor(dir, route.path)),
  ...new Set(
    allRoutes.map((route) =>
      route.language === benchDefaultLanguage
        ? path.join(dir, '404.html')
        : path.join(dir, route.language, '404.html'),
    ),
  ),
];

/** Reference (b): our prerendered pages without any JavaScript. */
async function javascriptFreeBuild(work: string) {
  const out = path.join(work, 'nojs');
  await cp(dist, out, { recursive: true, filter: (file) => !/\.(gz|br)$/.test(file) });
  for (const file of htmlFiles(out)) {
    const html = await readFile(file, 'utf8');
    await writeFile(
      file,
      html
        .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
        .replace(/\s*<script data-entry[^>]*>[^<]*<\/script>/g, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, ''),
    );
  }
  for (const entry of await readdir(path.join(out, 'assets'))) {
    if (entry.endsWith('.js')) await rm(path.join(out, 'assets', entry));
  }
  await compressDist(out);
  return out;
}

async function serve(dir: string) {
  const server = createSiteServer({ dist: dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The site server has no TCP port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

const numbers = (values: readonly (number | null | undefined)[]) =>
  values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
const median = (values: readonly (number | null | undefined)[]): number | null => {
  const sorted = numbers(values);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};
/** `{ min, median, max }` of the numbers in `values` (nulls when there are none). */
const spread = (values: readonly (number | null | undefined)[]): Spread => {
  const sorted = numbers(values);
  return { min: sorted[0] ?? null, median: median(sorted), max: sorted.at(-1) ?? null };
};

/**
 * Milliseconds from navigation start until the island loader has armed the page's islands,
 * measured in a fresh context of a second Chromium with Lighthouse's
 * mobile throttling applied by DevTools. Null for a page without scripts.
 */
async function hydrationTime(browser: Browser, url: string): Promise<number | null> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const hasScripts = await page.evaluate(
      () => !!document.querySelector('script:not([type="application/ld+json"])'),
    );
    if (!hasScripts) return null;
    // The island loader has armed every trigger (islands that wake by themselves then start).
    await page.waitForFunction(
      (armed) => document.documentElement.getAttribute(armed) === 'armed',
      islandAttr.armed,
      { timeout: 60_000 },
    );
    return await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
}

function pick(lhr: LighthouseResult): Sample {
  const values: Sample = {};
  for (const key of Object.keys(METRICS)) {
    const category = lhr.categories[key];
    values[key] = category
      ? Math.round((category.score ?? 0) * 100)
      : lhr.audits[key]?.numericValue;
  }
  return values;
}

/** Audits that cost points, for the report: "category: audit (score)". */
function losses(lhr: LighthouseResult): string[] {
  const lost: string[] = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1) {
        lost.push(
          `${id}: ${ref.id} (${audit.displayValue ?? audit.score})${blockers(lhr, ref.id)}`,
        );
      }
    }
  }
  return lost;
}

/**
 * For blocking time, the tasks behind it: Lighthouse's long tasks (simulated durations, start
 * in ms) with what they ran, so the report says per route what stops the TBT target.
 */
function blockers(lhr: LighthouseResult, auditId: string): string {
  if (auditId !== 'total-blocking-time') return '';
  const details = lhr.audits['long-tasks']?.details;
  const tasks: readonly Record<string, unknown>[] =
    details && 'items' in details ? details.items : [];
  if (tasks.length === 0) return '';
  const page = new URL(lhr.finalDisplayedUrl).pathname;
  const what = (url: unknown) => {
    if (typeof url !== 'string' || !url || url === 'Unattributable')
      return 'unattributed (parse, style, layout)';
    const { pathname } = new URL(url);
    return pathname === page ? 'the document' : pathname.replace(/^\/assets\//, '');
  };
  const list = tasks
    .slice(0, 5)
    .map(
      (task) =>
        `${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))} ms: ${what(task.url)}`,
    );
  return `; long tasks: ${list.join(', ')}`;
}

function machine() {
  return {
    ...benchMachine(),
    lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
  };
}

const format = (key: string, value: number | null | undefined) => {
  if (value === null || value === undefined) return '—';
  switch (METRICS[key]?.unit) {
    case 'ms':
      return `${(value / 1000).toFixed(2)} s`;
    case 'blocking':
      return `${Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'bytes':
      return `${kib(value)} KiB`;
    default:
      return String(Math.round(value));
  }
};
/** `median (min–max)`, or just the value when every run gave the same. */
const formatSpread = (key: string, { min, median: mid, max }: Spread) =>
  min === max ? format(key, mid) : `${format(key, mid)} (${format(key, min)}–${format(key, max)})`;
const times = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}×`);
const ratio = (ours: number | null, reference: number | null) =>
  ours === null || reference === null
    ? '—'
    : reference === 0
      ? ours === 0
        ? '1.00×'
        : `+${Math.round(ours)} ms`
      : `${(ours / reference).toFixed(2)}×`;

/**
 * One Lighthouse run. Now and then Chromium's trace misses the navigation start (NO_NAVSTART,
 * "please run Lighthouse again"): such a run is repeated, up to twice, instead of ending the bench.
 */
async function audit(url: string, port: number): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (lhr.runtimeError.code !== 'NO_NAVSTART' || attempt === 3) {
      throw new Error(`${url}: ${lhr.runtimeError.message}`);
    }
    console.log(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

// ---------------------------------------------------------------------------------------------

const startedAt = new Date();
const loadBefore = os.loadavg();
const work = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
const builds: Record<string, string> = { ours: dist };
if (withReferences) {
  // The client-rendered reference ended with the islands: the browser no longer renders pages,
  // so a client-only build would be a blank page (Lighthouse: NO_FCP). Its columns show "—".
  console.log('building the reference (JavaScript-free)…');
  builds.nojs = await javascriptFreeBuild(work);
}
const servers = Object.fromEntries(
  await Promise.all(
    Object.entries(builds).map(async ([name, dir]) => [name, await serve(dir)] as const),
  ),
);

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
// Hydration is timed in a second Chromium, so nothing else attaches to Lighthouse's.
const browser = await playwright.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
  headless: true,
});
const samples: Record<string, Record<string, Sample[]>> = {}; // [build][routePath]: per run
const lost: Record<string, string[]> = {}; // [routePath]: audits losing points in our build
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      // Interleaved, so a burst of load elsewhere hits every build alike.
      for (const [name, served] of Object.entries(servers)) {
        const url = `${served.origin}${route.path}`;
        const lhr = await audit(url, chrome.port);
        const hydrated = name === 'nojs' ? null : await hydrationTime(browser, url);
        const v: Sample = { ...pick(lhr), hydrated };
        ((samples[name] ??= {})[route.path] ??= []).push(v);
        if (name === 'ours') lost[route.path] = losses(lhr);
        console.log(
          `run ${run}/${runs} ${name.padEnd(4)} ${route.path.padEnd(38)} perf ${v.performance} LCP ${format('largest-contentful-paint', v['largest-contentful-paint'])} TBT ${format('total-blocking-time', v['total-blocking-time'])} TTI ${format('interactive', v.interactive)} hydrated ${format('hydrated', v.hydrated)}`,
        );
      }
    }
  }
} finally {
  await browser.close().catch(() => {});
  chrome.kill();
  for (const { server } of Object.values(servers)) server.close();
  await rm(work, { recursive: true, force: true });
}

const medians: Record<string, Record<string, Record<string, number | null>>> = {};
const spreads: Record<string, Record<string, Record<string, Spread>>> = {}; // [build][route][metric]
for (const [name, byRoute] of Object.entries(samples)) {
  const buildMedians: Record<string, Record<string, number | null>> = (medians[name] = {});
  const buildSpreads: Record<string, Record<string, Spread>> = (spreads[name] = {});
  for (const [routePath, list] of Object.entries(byRoute)) {
    const routeSpreads = Object.fromEntries(
      Object.keys(METRICS).map((key) => [key, spread(list.map((v) => v[key]))]),
    );
    buildSpreads[routePath] = routeSpreads;
    buildMedians[routePath] = Object.fromEntries(
      Object.entries(routeSpreads).map(([key, values]) => [key, values.median]),
    );
  }
}
const noSpread: Spread = { min: null, median: null, max: null };
const spreadAt = (build: string, routePath: string, key: string): Spread =>
  spreads[build]?.[routePath]?.[key] ?? noSpread;

/**
 * Per route: our LCP over the JavaScript-free copy's, run by run (the two were measured back to
 * back in the same round), and whether the route meets the LCP and stability targets.
 */
const LCP = 'largest-contentful-paint';
interface RouteCheck {
  lcpRatios: (number | null)[];
  lcpRatioMedian: number | null;
  lcpRunsOver: number;
  perfSpread: number;
  unstable: boolean;
  lcpTargetMet: boolean | null;
}
const checks: Record<string, RouteCheck> = Object.fromEntries(
  routes.map((route) => {
    const ours = samples.ours?.[route.path] ?? [];
    const nojs = samples.nojs?.[route.path];
    const lcpRatios = nojs
      ? ours.map((v, i) => {
          const mine = v[LCP];
          const reference = nojs[i]?.[LCP];
          return typeof mine === 'number' && reference ? mine / reference : null;
        })
      : [];
    const perf = spreadAt('ours', route.path, 'performance');
    const perfSpread = (perf.max ?? 0) - (perf.min ?? 0);
    const ratioMedian = median(lcpRatios);
    return [
      route.path,
      {
        lcpRatios,
        lcpRatioMedian: ratioMedian,
        lcpRunsOver: lcpRatios.filter((r) => r !== null && r > LCP_RUN_RATIO).length,
        perfSpread,
        unstable: perfSpread > PERF_SPREAD,
        lcpTargetMet:
          ratioMedian === null
            ? null
            : ratioMedian <= LCP_MEDIAN_RATIO &&
              lcpRatios.every((r) => r === null || r <= LCP_RUN_RATIO),
      },
    ];
  }),
);
const checkAt = (routePath: string): RouteCheck => {
  const check = checks[routePath];
  if (!check) throw new Error(`No check for ${routePath}`);
  return check;
};
/** Issue 14's other targets, per route: what each one needs, and whether our runs meet it. */
const TARGETS: { label: string; key: string; need: string; met: (x: Spread) => boolean }[] = [
  {
    label: 'Perf',
    key: 'performance',
    need: 'median ≥ 99, min ≥ 97',
    met: (x) => (x.median ?? 0) >= 99 && (x.min ?? 0) >= 97,
  },
  {
    label: 'TBT',
    key: 'total-blocking-time',
    need: 'median ≤ 50 ms',
    met: (x) => x.median !== null && x.median <= 50,
  },
  { label: 'CLS', key: 'cumulative-layout-shift', need: '0 in every run', met: (x) => x.max === 0 },
  { label: 'A11y', key: 'accessibility', need: '100', met: (x) => x.min === 100 },
  { label: 'BP', key: 'best-practices', need: '100', met: (x) => x.min === 100 },
  { label: 'SEO', key: 'seo', need: '100', met: (x) => x.min === 100 },
];
const firstLoadJs = Object.fromEntries(
  routes.map((route) => [route.path, measurePage(dist, route.path).jsGzip]),
);
const loadAfter = os.loadavg();
/** 1-minute load averages. */
const [minuteBefore = 0] = loadBefore;
const [minuteAfter = 0] = loadAfter;
const info = machine();
// Only the load before the bench tells of other work: the one after includes the bench's own
// Chromium (a full bench on a quiet 2-CPU machine ends near 1.1).
const busy = minuteBefore > info.cpus * 0.5;

// ---------------------------------------------------------------------------------------------

const table = (headers: readonly string[], rows: readonly (readonly string[])[]) =>
  [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const oursTable = table(
  ['Route', ...Object.values(METRICS).map((m) => m.label), 'JS gz'],
  routes.map((route) => [
    checkAt(route.path).unstable
      ? `${route.path} ⚠ ${checkAt(route.path).perfSpread} pts`
      : route.path,
    ...Object.keys(METRICS).map((key) => formatSpread(key, spreadAt('ours', route.path, key))),
    `${kib(firstLoadJs[route.path] ?? 0)} KiB`,
  ]),
);
const targetsTable = table(
  ['Route', ...(withReferences ? ['LCP / no-JS'] : []), ...TARGETS.map((t) => t.label)],
  routes.map((route) => [
    route.path,
    ...(withReferences
      ? [
          checkAt(route.path).lcpTargetMet === null
            ? '—'
            : `${checkAt(route.path).lcpTargetMet ? 'met' : '**missed**'} (${times(checkAt(route.path).lcpRatioMedian)})`,
        ]
      : []),
    ...TARGETS.map((target) => {
      const values = spreadAt('ours', route.path, target.key);
      const shown = formatSpread(target.key, values);
      return target.met(values) ? `met (${shown})` : `**missed** (${shown})`;
    }),
  ]),
);
const lcpTable = withReferences
  ? table(
      [
        'Route',
        'LCP ours',
        'LCP no-JS',
        'ours/no-JS median',
        'per run',
        `runs > ${LCP_RUN_RATIO}×`,
        'target',
      ],
      routes.map((route) => {
        const check = checkAt(route.path);
        return [
          route.path,
          formatSpread(LCP, spreadAt('ours', route.path, LCP)),
          formatSpread(LCP, spreadAt('nojs', route.path, LCP)),
          times(check.lcpRatioMedian),
          check.lcpRatios.map(times).join(', '),
          String(check.lcpRunsOver),
          check.lcpTargetMet === null ? '—' : check.lcpTargetMet ? 'met' : '**missed**',
        ];
      }),
    )
  : '';
const comparisonTable = withReferences
  ? table(
      [
        'Route',
        'LCP ours',
        'LCP CSR',
        'ours/CSR',
        'LCP no-JS',
        'ours/no-JS',
        'TBT ours',
        'TBT CSR',
        'ours/CSR',
        'TBT no-JS',
        'ours/no-JS',
      ],
      routes.map((route) => {
        const get = (name: string, key: string) => medians[name]?.[route.path]?.[key] ?? null;
        const lcp = 'largest-contentful-paint';
        const tbt = 'total-blocking-time';
        return [
          route.path,
          format(lcp, get('ours', lcp)),
          format(lcp, get('csr', lcp)),
          ratio(get('ours', lcp), get('csr', lcp)),
          format(lcp, get('nojs', lcp)),
          ratio(get('ours', lcp), get('nojs', lcp)),
          format(tbt, get('ours', tbt)),
          format(tbt, get('csr', tbt)),
          ratio(get('ours', tbt), get('csr', tbt)),
          format(tbt, get('nojs', tbt)),
          ratio(get('ours', tbt), get('nojs', tbt)),
        ];
      }),
    )
  : '';
const referencesTable = withReferences
  ? table(
      ['Build', ...Object.values(METRICS).map((m) => m.label)],
      ['nojs'].flatMap((name) =>
        routes.map((route) => [
          `${name} ${route.path}`,
          ...Object.keys(METRICS).map((key) => format(key, medians[name]?.[route.path]?.[key])),
        ]),
      ),
    )
  : '';

const targets = `Targets (issue 14): LCP median at most ${LCP_MEDIAN_RATIO}× the JavaScript-free copy's and no run above ${LCP_RUN_RATIO}×; performance median ≥ 99, no run below 97; TBT ≤ 50 ms; CLS 0 in every run; accessibility, best practices and SEO 100; time to interactive and hydration no later than before.`;
const unstable = routes.filter((route) => checkAt(route.path).unstable);
const flagLines = [
  ...unstable.map(
    (route) =>
      `- ⚠ \`${route.path}\`: performance ${spreadAt('ours', route.path, 'performance').min}–${spreadAt('ours', route.path, 'performance').max} across runs (more than ${PERF_SPREAD} points apart)`,
  ),
  ...routes
    .filter((route) => checkAt(route.path).lcpTargetMet === false)
    .map(
      (route) =>
        `- \`${route.path}\`: LCP ${times(checkAt(route.path).lcpRatioMedian)} the JavaScript-free copy (median), ${checkAt(route.path).lcpRunsOver} run(s) above ${LCP_RUN_RATIO}×`,
    ),
];
const lostLines = Object.entries(lost)
  .filter(([, list]) => list.length > 0)
  .map(([routePath, list]) => `- \`${routePath}\`: ${list.join('; ')}`);

// What people found out about these numbers (traces, experiments), kept next to them: a
// hand-written bench/findings.md is copied to the end of the report.
const findingsFile = path.join(root, 'bench/findings.md');
const findings = existsSync(findingsFile) ? (await readFile(findingsFile, 'utf8')).trim() : '';

const note = [
  label && `**Note:** ${label}`,
  busy &&
    `**Measured under load** (1-minute load average ${minuteBefore.toFixed(1)} before, ${minuteAfter.toFixed(1)} after, on ${info.cpus} CPUs): timings are noisy; scores and bytes are not.`,
]
  .filter(Boolean)
  .join('\n\n');

const markdown = `# Lighthouse bench

Generated by \`npm run bench\` (tools/bench/bench.ts) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.
Lighthouse ${info.lighthouse}, default mobile mode (simulated slow 4G, 4× CPU slowdown), median of
${runs} run(s) per route and build, served by server/site/serve.ts (brotli) on 127.0.0.1.

Machine: ${info.cpus} CPUs (${info.cpuModel}), ${info.memoryGiB} GiB memory, ${info.chromium},
Node ${info.node}.

${note}

${targets}

## Targets, route by route

Each target as above, checked on our build's runs: median (min–max).

${targetsTable}

## Flags

${flagLines.length ? flagLines.join('\n') : 'None: every route met the LCP targets and its runs agree within 10 points.'}

## Our build

Median (min–max) of ${runs} run(s); ⚠ marks a route whose performance scores are more than
${PERF_SPREAD} points apart.

${oursTable}

TTI: Lighthouse's time to interactive (simulated). Hydrated: when React has hydrated the last
element of the page, in a separate load with DevTools throttling (4× CPU, 150 ms RTT, 1.6 Mbps).
JS gz: first-load JavaScript declared by the page (scripts + modulepreloads), gzipped; Bytes:
everything transferred, as Lighthouse counts it.
${
  withReferences
    ? `
## Against the references

CSR: the same app rendered on the client only (empty #root, no prerendered HTML or head tags).
No-JS: our prerendered HTML and CSS with every script removed. Ratios are ours / reference
(lower is better; below 1 beats the reference).

${comparisonTable}

### LCP against the JavaScript-free copy, run by run

Each ratio divides our LCP by the JavaScript-free copy's LCP of the same round (measured back to
back).

${lcpTable}

### Reference medians

${referencesTable}
`
    : ''
}
## What costs points (our build, last run)

${lostLines.length ? lostLines.join('\n') : 'Nothing: every weighted audit passed.'}
${findings ? `\n${findings}` : ''}`;

await writeBenchReport(
  path.join(root, 'bench/README.md'),
  markdown,
  path.join(root, 'bench/results.json'),
  {
    date: startedAt.toISOString(),
    label: label || null,
    measuredUnderLoad: busy,
    loadAverage: { before: loadBefore, after: loadAfter },
    machine: info,
    runs,
    routes: routes.map((route) => route.path),
    firstLoadJsGzipBytes: firstLoadJs,
    medians,
    spreads,
    checks,
    samples,
    lostPoints: lost,
  },
);

console.log(`\n${note ? `${note}\n\n` : ''}${oursTable}\n`);
if (withReferences) console.log(`${comparisonTable}\n\n${lcpTable}\n`);
if (flagLines.length) console.log(`${flagLines.join('\n')}\n`);
console.log('wrote bench/README.md and bench/results.json');
