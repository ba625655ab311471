// `npm run bench`: Lighthouse (default mobile mode, simulated throttling) on every route of the
// built site, next to two reference builds measured in the same run:
//   csr  - the same app rendered on the client only: every route serves the bare index.html
//          template with an empty #root (what the original single-page site shipped);
//   nojs - our prerendered HTML and CSS with every script and modulepreload removed (the floor).
// Prints medians and writes bench/results.json and bench/README.md. A report, not a test.
//
// Options (environment): BENCH_RUNS=3 runs per route and build; BENCH_ROUTES=/,/urunler (paths
// or route ids; default: every route in locales/tr/routes.json); BENCH_REFERENCES=0 to measure
// only our build; BENCH_LABEL="..." a note for the report (e.g. why numbers are noisy);
// CHROME_PATH or CHROMIUM_PATH (default /usr/bin/chromium). Run `npm run build` first.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { compressDist } from './compress.mjs';
import { htmlFileFor, kib, measurePage, routePaths } from './measure-dist.mjs';
import { createSiteServer } from './serve.mjs';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const dist = path.join(root, 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const withReferences = process.env.BENCH_REFERENCES !== '0';
const label = process.env.BENCH_LABEL ?? '';
const chromeFlags = ['--headless', ...chromiumArgs];

const METRICS = {
  performance: { label: 'Perf', unit: 'score' },
  accessibility: { label: 'A11y', unit: 'score' },
  'best-practices': { label: 'BP', unit: 'score' },
  seo: { label: 'SEO', unit: 'score' },
  'first-contentful-paint': { label: 'FCP', unit: 'ms' },
  'largest-contentful-paint': { label: 'LCP', unit: 'ms' },
  'total-blocking-time': { label: 'TBT', unit: 'blocking' },
  'cumulative-layout-shift': { label: 'CLS', unit: 'cls' },
  'total-byte-weight': { label: 'Bytes', unit: 'bytes' },
};

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(1);
}

const allRoutes = routePaths(root);
const wanted = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
const routes = wanted
  ? allRoutes.filter((route) => wanted.includes(route.path) || wanted.includes(route.id))
  : allRoutes;
if (routes.length === 0) throw new Error(`BENCH_ROUTES matched no route: ${wanted}`);

/** HTML files of a built site: one per route, plus 404.html. */
const htmlFiles = (dir) => [
  ...allRoutes.map((route) => htmlFileFor(dir, route.path)),
  path.join(dir, '404.html'),
];

/** Reference (a): a client-only build of the same sources, the template served for every route. */
async function clientRenderedBuild(work) {
  const out = path.join(work, 'csr');
  await build({
    root,
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true, manifest: false },
  });
  const template = (await readFile(path.join(out, 'index.html'), 'utf8'))
    .replace('<!--app-head-->', '')
    .replace('<!--app-html-->', '');
  for (const file of htmlFiles(out)) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, template);
  }
  await cp(path.join(dist, 'robots.txt'), path.join(out, 'robots.txt'));
  await compressDist(out);
  return out;
}

/** Reference (b): our prerendered pages without any JavaScript. */
async function javascriptFreeBuild(work) {
  const out = path.join(work, 'nojs');
  await cp(dist, out, { recursive: true, filter: (file) => !/\.(gz|br)$/.test(file) });
  for (const file of htmlFiles(out)) {
    const html = await readFile(file, 'utf8');
    await writeFile(
      file,
      html
        .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, ''),
    );
  }
  for (const entry of await readdir(path.join(out, 'assets'))) {
    if (entry.endsWith('.js')) await rm(path.join(out, 'assets', entry));
  }
  await compressDist(out);
  return out;
}

async function serve(dir) {
  const server = createSiteServer({ dist: dir });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function pick(lhr) {
  const values = {};
  for (const key of Object.keys(METRICS)) {
    values[key] =
      key in lhr.categories
        ? Math.round((lhr.categories[key].score ?? 0) * 100)
        : lhr.audits[key]?.numericValue;
  }
  return values;
}

/** Audits that cost points, for the report: "category: audit (score)". */
function losses(lhr) {
  const lost = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        lost.push(`${id}: ${ref.id} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
  return lost;
}

function machine() {
  const chromium = (() => {
    try {
      return execFileSync(chromiumPath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      return 'unknown';
    }
  })();
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium,
    lighthouse: createRequire(import.meta.url)('lighthouse/package.json').version,
  };
}

const format = (key, value) => {
  if (value === null || value === undefined) return '—';
  switch (METRICS[key].unit) {
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
const ratio = (ours, reference) =>
  ours === null || reference === null
    ? '—'
    : reference === 0
      ? ours === 0
        ? '1.00×'
        : `+${Math.round(ours)} ms`
      : `${(ours / reference).toFixed(2)}×`;

// ---------------------------------------------------------------------------------------------

const startedAt = new Date();
const loadBefore = os.loadavg();
const work = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
const builds = { ours: dist };
if (withReferences) {
  console.log('building the references (client-rendered, JavaScript-free)…');
  builds.csr = await clientRenderedBuild(work);
  builds.nojs = await javascriptFreeBuild(work);
}
const servers = Object.fromEntries(
  await Promise.all(Object.entries(builds).map(async ([name, dir]) => [name, await serve(dir)])),
);

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
const samples = {}; // samples[build][routePath] = [values per run]
const lost = {}; // lost[routePath] = audits losing points in our build (last run)
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      // Interleaved, so a burst of load elsewhere hits every build alike.
      for (const name of Object.keys(builds)) {
        const url = `${servers[name].origin}${route.path}`;
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
        ((samples[name] ??= {})[route.path] ??= []).push(pick(lhr));
        if (name === 'ours') lost[route.path] = losses(lhr);
        const v = pick(lhr);
        console.log(
          `run ${run}/${runs} ${name.padEnd(4)} ${route.path.padEnd(38)} perf ${v.performance} LCP ${format('largest-contentful-paint', v['largest-contentful-paint'])} TBT ${Math.round(v['total-blocking-time'])} ms`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  for (const { server } of Object.values(servers)) server.close();
  await rm(work, { recursive: true, force: true });
}

const medians = {};
for (const [name, byRoute] of Object.entries(samples)) {
  medians[name] = {};
  for (const [routePath, list] of Object.entries(byRoute)) {
    medians[name][routePath] = Object.fromEntries(
      Object.keys(METRICS).map((key) => [key, median(list.map((v) => v[key]))]),
    );
  }
}
const firstLoadJs = Object.fromEntries(
  routes.map((route) => [route.path, measurePage(dist, route.path).jsGzip]),
);
const loadAfter = os.loadavg();
const info = machine();
const busy = Math.max(loadBefore[0], loadAfter[0]) > info.cpus * 0.5;

// ---------------------------------------------------------------------------------------------

const table = (headers, rows) =>
  [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const oursTable = table(
  ['Route', ...Object.values(METRICS).map((m) => m.label), 'JS gz'],
  routes.map((route) => [
    route.path,
    ...Object.keys(METRICS).map((key) => format(key, medians.ours[route.path][key])),
    `${kib(firstLoadJs[route.path])} KiB`,
  ]),
);
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
        const get = (name, key) => medians[name][route.path][key];
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
      ['csr', 'nojs'].flatMap((name) =>
        routes.map((route) => [
          `${name} ${route.path}`,
          ...Object.keys(METRICS).map((key) => format(key, medians[name][route.path][key])),
        ]),
      ),
    )
  : '';

const targets =
  'Targets (issue 6): performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS 0, accessibility, best practices and SEO 100.';
const lostLines = Object.entries(lost)
  .filter(([, list]) => list.length > 0)
  .map(([routePath, list]) => `- \`${routePath}\`: ${list.join('; ')}`);

const note = [
  label && `**Note:** ${label}`,
  busy &&
    `**Measured under load** (1-minute load average ${loadBefore[0].toFixed(1)} before, ${loadAfter[0].toFixed(1)} after, on ${info.cpus} CPUs): timings are noisy; scores and bytes are not.`,
]
  .filter(Boolean)
  .join('\n\n');

const markdown = `# Lighthouse bench

Generated by \`npm run bench\` (scripts/bench.mjs) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.
Lighthouse ${info.lighthouse}, default mobile mode (simulated slow 4G, 4× CPU slowdown), median of
${runs} run(s) per route and build, served by scripts/serve.mjs (brotli) on 127.0.0.1.

Machine: ${info.cpus} CPUs (${info.cpuModel}), ${info.memoryGiB} GiB memory, ${info.chromium},
Node ${info.node}.

${note}

${targets}

## Our build

${oursTable}

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

### Reference medians

${referencesTable}
`
    : ''
}
## What costs points (our build, last run)

${lostLines.length ? lostLines.join('\n') : 'Nothing: every weighted audit passed.'}
`;

await mkdir(path.join(root, 'bench'), { recursive: true });
const prettierConfig = (await prettier.resolveConfig(path.join(root, 'bench/README.md'))) ?? {};
await writeFile(
  path.join(root, 'bench/README.md'),
  await prettier.format(markdown, { ...prettierConfig, parser: 'markdown' }),
);
await writeFile(
  path.join(root, 'bench/results.json'),
  `${JSON.stringify(
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
      samples,
      lostPoints: lost,
    },
    null,
    2,
  )}\n`,
);

console.log(`\n${note ? `${note}\n\n` : ''}${oursTable}\n`);
if (withReferences) console.log(`${comparisonTable}\n`);
console.log('wrote bench/README.md and bench/results.json');
