/**
 * Scan traces recorded by `npm run scanner:record-traces` into tests/fixtures/traces/, the
 * analysis's test input, read without Chromium: from the loopback fixture sites
 * (scanner-fixtures.ts) and from the sites built on real consent managers
 * (real-cmp-sites.ts). The fixture servers listen on ports of the moment; a recorded
 * trace names them as the fixed ones below.
 */
import { readFileSync } from 'node:fs';
import type { ScanTrace } from '../../../server/scanner/analysis/trace.ts';
import { realCmps, type CmpVariant, type RealCmp } from './real-cmp-sites.ts';

/** The fixture site's origin as the traces name it. */
export const TRACE_SITE = 'http://127.0.0.1:4100';
/** The real-CMP sites' origin as the traces name it. */
export const TRACE_CMP_SITE = 'http://127.0.0.1:4300';
/** The port of the tracker stand-ins (www.google-analytics.com, ...) as the traces name it. */
export const TRACE_TRACKER_PORT = 4200;

/** The fixture pages recorded, by trace name, with the scan options their tests use. */
export const TRACED_SCANS = {
  noncompliant: { path: '/noncompliant/' },
  compliant: { path: '/compliant/' },
  'policy-site': { path: '/policy-site/', maxExtraPages: 0 },
  'template-consent': { path: '/template-consent/', maxExtraPages: 0 },
  'late-defaults': { path: '/late-defaults/', maxExtraPages: 0 },
  cmp: { path: '/cmp/', maxExtraPages: 0 },
  'cmp-pages': { path: '/cmp-pages/' },
  shadow: { path: '/shadow/', maxExtraPages: 0 },
  preview: { path: '/preview/', maxExtraPages: 0 },
  'reject-sends': { path: '/reject-sends/', maxExtraPages: 0 },
  behaviour: { path: '/behaviour/', maxExtraPages: 0 },
  lookalike: { path: '/lookalike/', maxExtraPages: 0 },
  'input-capture': { path: '/input-capture/', maxExtraPages: 0, inputProbe: true },
  'input-lookalike': { path: '/input-lookalike/', maxExtraPages: 0, inputProbe: true },
  slow: { path: '/slow/', maxExtraPages: 0 },
  probes: { path: '/probes/', maxExtraPages: 0, inputProbe: true },
  // Pages that try to silence their scan (tests/scanner/scan-silencing.test.ts).
  'silencing-browser-frames': { path: '/silencing/browser-frames/', maxExtraPages: 0 },
  'silencing-busy-frame': { path: '/silencing/busy-frame/', maxExtraPages: 0 },
  'silencing-claims-cmp': { path: '/silencing/claims-cmp/', maxExtraPages: 0 },
  // A page calling autoconsent's binding 4,000 times from each frame (served-scan.test.ts).
  'binding-flood': { path: '/flood/', maxExtraPages: 0 },
} as const satisfies Record<string, { path: string; maxExtraPages?: number; inputProbe?: boolean }>;

/** A real-CMP site's trace: that CMP's variant, scanned as tests/scanner/real-cmps.test.ts does. */
export type RealCmpTraceName = `real-cmp-${RealCmp}-${CmpVariant}`;
export const realCmpTraceName = (cmp: RealCmp, variant: CmpVariant): RealCmpTraceName =>
  `real-cmp-${cmp}-${variant}`;
export const REAL_CMP_TRACES = realCmps.flatMap((cmp) =>
  (['compliant', 'noncompliant'] as const).map((variant) => ({
    name: realCmpTraceName(cmp, variant),
    cmp,
    variant,
  })),
);

export type TraceName = keyof typeof TRACED_SCANS | RealCmpTraceName;

export const traceFile = (name: TraceName) =>
  new URL(`../../fixtures/traces/${name}.json`, import.meta.url);

export function loadTrace(name: TraceName): ScanTrace {
  return JSON.parse(readFileSync(traceFile(name), 'utf8')) as ScanTrace;
}
