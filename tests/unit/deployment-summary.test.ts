import { describe, expect, it } from 'vitest';
import { deploymentSummary } from '../../tools/build/launch-check.ts';

const securityTxt = 'Contact: mailto:a@b.tr\nExpires: 2027-11-23T00:00:00Z\n';
const now = new Date('2026-11-28T12:00:00Z');

describe('launch-check’s deployment summary', () => {
  it('says the free scan is off, and how to turn it on, when the build has no scanner address', () => {
    const lines = deploymentSummary({ viteEnv: {}, serverEnv: {}, securityTxt, now });
    expect(lines).toEqual([
      'Scanner: Free cookie scan off: VITE_SCANNER_URL is unset, so the cookie-scan page only offers the request form; build with VITE_SCANNER_URL=/ (the service behind nginx, README "Production") to turn it on.',
      'security.txt: expires 2027-11-23 (in 359 days): rebuild and deploy before then',
    ]);
  });

  it('names the consent log’s store when the site asks visitors, and the proxy setting', () => {
    const viteEnv = {
      VITE_SCANNER_URL: '/',
      VITE_GTM_ID: 'GTM-TEST',
      VITE_CONSENT_LOG_URL: '/api/consent-log',
    };
    expect(deploymentSummary({ viteEnv, serverEnv: {}, securityTxt: null, now })).toEqual([
      "Scanner: /api/scans on the site's own origin (the service behind nginx)",
      'Consent log: /api/consent-log -> files in consent-log/ on the web machine (one instance only; CONSENT_LOG_DATABASE_URL for PostgreSQL)',
      'SCANNER_TRUST_PROXY: unset (0): behind nginx every visitor counts as nginx for the scan limit; set SCANNER_TRUST_PROXY=1',
      'security.txt: not built yet (the build writes it, valid 360 days)',
    ]);
    const serverEnv = { CONSENT_LOG_DATABASE_URL: 'postgres://db/site', SCANNER_TRUST_PROXY: '1' };
    expect(deploymentSummary({ viteEnv, serverEnv, securityTxt, now }).slice(1, 3)).toEqual([
      'Consent log: /api/consent-log -> PostgreSQL (CONSENT_LOG_DATABASE_URL)',
      'SCANNER_TRUST_PROXY: 1 (1 with deploy/nginx.conf alone in front)',
    ]);
  });

  it('warns when the site asks visitors but logs no decision, and when security.txt expired', () => {
    const lines = deploymentSummary({
      viteEnv: { VITE_SCANNER_URL: 'https://scan.ornek.com.tr/', VITE_GTM_ID: 'GTM-TEST' },
      serverEnv: {},
      securityTxt,
      now: new Date('2027-12-01T00:00:00Z'),
    });
    expect(lines).toEqual([
      'Scanner: https://scan.ornek.com.tr/ (another origin: its SCANNER_ALLOW_ORIGINS must list this site)',
      'Consent log: OFF: VITE_GTM_ID asks visitors, but without VITE_CONSENT_LOG_URL no decision is logged',
      'security.txt: EXPIRED on 2027-11-23: rebuild and deploy',
    ]);
  });
});
