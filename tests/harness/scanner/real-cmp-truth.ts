/**
 * What a visitor's Chromium holds on each real-CMP fixture (tests/harness/scanner/real-cmp-sites.ts), checked by hand
 * (2026-11-28, Chromium 156 through playwright-core, as an ordinary window would present itself):
 * the cookie names after the page settled without a choice; after clicking "Reddet" and loading
 * the page again in that same browser; after clicking "Kabul Et" in a fresh browser and loading
 * the page again. `names` are the CMP names that are right for it (autoconsent's rule names for
 * that CMP); a report may also name none. `consentRecord` is the cookie in which the package keeps
 * the visitor's choice, under its default name (each package's README or source).
 */
import type { CmpVariant, RealCmp } from './real-cmp-sites.ts';

export interface SeenCookies {
  beforeChoice: string[];
  afterReject: string[];
  afterAccept: string[];
}

/** The labels of the first layer's two choices on every site, as its page writes them. */
export const realCmpLabels = { reject: 'Reddet', accept: 'Kabul Et' } as const;

export const realCmpTruth: Record<
  RealCmp,
  { names: string[]; consentRecord: string } & Record<CmpVariant, SeenCookies>
> = {
  'vanilla-cookieconsent': {
    names: ['cookieconsent3'],
    consentRecord: 'cc_cookie',
    compliant: {
      beforeChoice: [],
      afterReject: ['cc_cookie'],
      afterAccept: ['_ga', 'cc_cookie'],
    },
    noncompliant: {
      beforeChoice: ['_ga'],
      afterReject: ['_ga', 'cc_cookie'],
      afterAccept: ['_ga', 'cc_cookie'],
    },
  },
  // Osano's cookieconsent: its markup is also Complianz's, so no rule names it.
  cookieconsent: {
    names: [],
    consentRecord: 'cookieconsent_status',
    compliant: {
      beforeChoice: [],
      afterReject: ['cookieconsent_status'],
      afterAccept: ['_ga', 'cookieconsent_status'],
    },
    noncompliant: {
      beforeChoice: ['_ga'],
      afterReject: ['_ga', 'cookieconsent_status'],
      afterAccept: ['_ga', 'cookieconsent_status'],
    },
  },
  klaro: {
    names: ['Klaro'],
    consentRecord: 'klaro',
    compliant: { beforeChoice: [], afterReject: ['klaro'], afterAccept: ['_ga', 'klaro'] },
    noncompliant: {
      beforeChoice: ['_ga'],
      afterReject: ['_ga', 'klaro'],
      afterAccept: ['_ga', 'klaro'],
    },
  },
  orejime: {
    names: [],
    consentRecord: 'eu-consent',
    compliant: {
      beforeChoice: [],
      afterReject: ['eu-consent'],
      afterAccept: ['_ga', 'eu-consent'],
    },
    noncompliant: {
      beforeChoice: ['_ga'],
      afterReject: ['_ga', 'eu-consent'],
      afterAccept: ['_ga', 'eu-consent'],
    },
  },
  // It writes its own cookie on the first load, before any choice
  // ("tarteaucitron=!fixtureanalytics=wait"), and rewrites it with the choice.
  tarteaucitronjs: {
    names: ['tarteaucitron deny', 'tarteaucitron.js'],
    consentRecord: 'tarteaucitron',
    compliant: {
      beforeChoice: ['tarteaucitron'],
      afterReject: ['tarteaucitron'],
      afterAccept: ['_ga', 'tarteaucitron'],
    },
    // On reject it deletes the cookies its services list (`_ga`), the ungated tag's included.
    noncompliant: {
      beforeChoice: ['_ga', 'tarteaucitron'],
      afterReject: ['tarteaucitron'],
      afterAccept: ['_ga', 'tarteaucitron'],
    },
  },
  'cookies-eu-banner': {
    names: [],
    consentRecord: 'hasConsent',
    compliant: {
      beforeChoice: [],
      afterReject: ['hasConsent'],
      afterAccept: ['_ga', 'hasConsent'],
    },
    // On reject it deletes `_ga` for the domain ".127.0.0.1", which a browser does not hold.
    noncompliant: {
      beforeChoice: ['_ga'],
      afterReject: ['_ga', 'hasConsent'],
      afterAccept: ['_ga', 'hasConsent'],
    },
  },
};
