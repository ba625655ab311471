/**
 * Scans of sites built from six real open-source consent managers (tests/harness/scanner/real-cmp-sites.ts), each in a
 * compliant and a non-compliant variant, against what a visitor gets there as checked by hand in
 * Chromium (real-cmp-truth.ts): the banner is found, both choices are made, each phase holds the
 * cookies a visitor's browser held, the CMP is named right or not at all, and only the
 * non-compliant variant gets a high finding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieNames, fixtureScans } from './support/fixture-scans';
import {
  realCmps,
  startRealCmpSites,
  type CmpVariant,
  type RealCmpSites,
} from '../harness/scanner/real-cmp-sites';
import { realCmpTruth } from '../harness/scanner/real-cmp-truth';

const scans = fixtureScans();
let sites: RealCmpSites;
beforeAll(async () => {
  sites = await startRealCmpSites();
});
afterAll(async () => {
  await sites?.close();
});

const variants: CmpVariant[] = ['compliant', 'noncompliant'];

describe.each(realCmps)('%s', (cmp) => {
  it.each(variants)(
    '%s: finds the banner, rejects and accepts, and sees what a visitor gets',
    async (variant) => {
      const truth = realCmpTruth[cmp];
      const { report } = await scans.scan(sites.url(cmp, variant), {
        maxExtraPages: 0,
        allowHosts: new Set([...scans.fixtures.allowHosts, new URL(sites.origin).host]),
      });
      expect(report.notRun).toEqual([]);
      expect(report.banner.found).toBe(true);
      // Named right, or not named: never another CMP's name.
      expect([null, ...truth.names]).toContain(report.banner.cmp);
      expect(report.afterReject).not.toBeNull();
      expect(report.afterAccept).not.toBeNull();
      const seen = truth[variant];
      expect(cookieNames(report.firstVisit)).toEqual(seen.beforeChoice);
      expect(cookieNames(report.afterReject)).toEqual(seen.afterReject);
      expect(cookieNames(report.afterAccept)).toEqual(seen.afterAccept);
      const high = report.findings.filter((finding) => finding.severity === 'high');
      if (variant === 'compliant') expect(high).toEqual([]);
      else expect(high.map((finding) => finding.id)).toContain('non-essential-before-choice');
    },
  );
});
