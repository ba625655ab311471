/**
 * The site's consent manager at run time, loaded only when VITE_GTM_ID is set (after the page
 * is interactive; it is never part of a first load). Order matters and is fixed here: Consent
 * Mode defaults first, then the stored choice as an update, then GTM if the choice allows it.
 */
import { consentConfig } from '../../config/consent';
import { env } from '../../config/env';
import type { Choice } from './categories';
import { clearDeniedCookies } from './clear-cookies';
import { consentLogEntry, sendConsentLog } from './consent-log';
import { pushConsentDefaults, pushConsentUpdate, type DataLayerWindow } from './consent-mode';
import { hasGlobalPrivacyControl } from './gpc';
import { choiceNeedsGtm, loadGtm } from './gtm';
import { createRecord, type ConsentRecord } from './record';
import { browserStore, readCurrentRecord, writeRecord } from './storage';

let started = false;
let current: ConsentRecord | null = null;

const target = () => window as unknown as DataLayerWindow;

function apply(choice: Choice) {
  pushConsentUpdate(target(), choice);
  if (env.consent.gtmId && choiceNeedsGtm(choice)) loadGtm(document, target(), env.consent.gtmId);
}

/** Runs once per page: defaults, then the stored choice. Returns the choice when it still counts. */
export function startConsent(): ConsentRecord | null {
  if (started) return current;
  started = true;
  pushConsentDefaults(target());
  current = readCurrentRecord(browserStore());
  if (current) apply(current.categories);
  return current;
}

/** The visitor's current decision on this page (null: not decided, or asked again). */
export function currentRecord() {
  return current;
}

export function globalPrivacyControl() {
  return hasGlobalPrivacyControl();
}

/** Records a decision: stored, pushed as an update, logged; withdrawn categories' cookies go. */
export function decide(choice: Choice, language: string): ConsentRecord {
  startConsent();
  const record = createRecord(choice, { revision: consentConfig.policyRevision });
  writeRecord(browserStore(), record);
  current = record;
  apply(choice);
  clearDeniedCookies(choice);
  sendConsentLog(env.consent.logUrl, consentLogEntry(record, language));
  return record;
}
