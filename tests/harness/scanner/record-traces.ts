/**
 * Records the scan traces the analysis is tested on (tests/fixtures/traces/): each fixture page of
 * TRACED_SCANS and each real-CMP site's variant (REAL_CMP_TRACES) scanned by the real engine,
 * Chromium included, on loopback, and written with the fixture servers' ports of the moment
 * replaced by the fixed ones the tests name. `npm run scanner:record-traces [name...]` (as root,
 * like the scanner tests: Chromium without its sandbox).
 */
// First: the engine's modules read these settings when they load (the frame time among them).
import './record-env.ts';
import { writeFile } from 'node:fs/promises';
import { createTraceScan } from '../../../server/scanner/engine/scan.ts';
import {
  REAL_CMP_TRACES,
  TRACE_CMP_SITE,
  TRACE_SITE,
  TRACE_TRACKER_PORT,
  TRACED_SCANS,
  traceFile,
  type TraceName,
} from './traces.ts';
import { startFixtures } from './scanner-fixtures.ts';
import { loopbackLookup } from './stand-ins.ts';
import { startRealCmpSites } from './real-cmp-sites.ts';

/** Scans at once: each is mostly waiting, on its own Chromium. */
const PARALLEL = 3;

const fixtures = await startFixtures();
const cmpSites = await startRealCmpSites();
const trackerPort = new URL(fixtures.tracker).port;
const known: TraceName[] = [
  ...(Object.keys(TRACED_SCANS) as (keyof typeof TRACED_SCANS)[]),
  ...REAL_CMP_TRACES.map((trace) => trace.name),
];
const names = (process.argv.slice(2) as TraceName[]).filter((name) => known.includes(name));
const queue = names.length > 0 ? names : known;

/** Where a trace's scan starts, and its options (the ones its Chromium test uses). */
function target(name: TraceName) {
  const cmp = REAL_CMP_TRACES.find((trace) => trace.name === name);
  if (cmp) {
    return {
      url: cmpSites.url(cmp.cmp, cmp.variant),
      options: {
        maxExtraPages: 0,
        inputProbe: false,
        allowHosts: new Set([...fixtures.allowHosts, new URL(cmpSites.origin).host]),
      },
    };
  }
  const { path, ...options } = {
    maxExtraPages: undefined,
    inputProbe: false,
    ...TRACED_SCANS[name as keyof typeof TRACED_SCANS],
  };
  return {
    url: `${fixtures.site}${path}`,
    options: { allowHosts: fixtures.allowHosts, ...options },
  };
}

async function record(name: TraceName) {
  const { url, options } = target(name);
  const scan = createTraceScan({ lookup: loopbackLookup, ...options });
  const trace = await scan(url, {
    id: name,
    onProgress: () => undefined,
    signal: new AbortController().signal,
  });
  const json = JSON.stringify(trace, null, 2)
    .replaceAll(fixtures.site, TRACE_SITE)
    .replaceAll(cmpSites.origin, TRACE_CMP_SITE)
    .replaceAll(`:${trackerPort}`, `:${TRACE_TRACKER_PORT}`);
  await writeFile(traceFile(name), `${json}\n`);
  console.log(`${name}: ${trace.durationMs} ms`);
}

try {
  const workers = Array.from({ length: PARALLEL }, async () => {
    for (let name = queue.shift(); name; name = queue.shift()) await record(name);
  });
  await Promise.all(workers);
  if (fixtures.canaryConnections() !== 0) throw new Error('the canary saw a connection');
} finally {
  await fixtures.close();
  await cmpSites.close();
}
