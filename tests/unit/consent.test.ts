// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { consentConfig } from '../../src/config/consent';
import { allowAll, denyAll } from '../../src/lib/consent/categories';
import { consentLogEntry, sendConsentLog } from '../../src/lib/consent/consent-log';
import {
  consentCommands,
  pushConsentDefaults,
  pushConsentUpdate,
  type DataLayerWindow,
} from '../../src/lib/consent/consent-mode';
import {
  acceptChoice,
  deniedByGpc,
  hasGlobalPrivacyControl,
  startChoice,
} from '../../src/lib/consent/gpc';
import { choiceNeedsGtm, gtmScriptUrl } from '../../src/lib/consent/gtm';
import { createRecord, isCurrent, parseRecord } from '../../src/lib/consent/record';
import {
  readCurrentRecord,
  readStoredRecord,
  writeRecord,
  type KeyValueStore,
} from '../../src/lib/consent/storage';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const now = new Date('2026-03-01T10:00:00.000Z');
const choice = { functional: true, analytics: false, marketing: true };

describe('consent record storage', () => {
  it('stores categories, time, a random id and the policy revision, and reads them back', () => {
    const store = memoryStore();
    const record = createRecord(choice, { revision: consentConfig.policyRevision, now });
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(createRecord(choice, { revision: 1, now }).id).not.toBe(record.id);
    expect(writeRecord(store, record)).toBe(true);
    expect(JSON.parse(store.data.get(consentConfig.storageKey)!)).toEqual({
      id: record.id,
      time: '2026-03-01T10:00:00.000Z',
      revision: consentConfig.policyRevision,
      categories: choice,
    });
    expect(readCurrentRecord(store, { now })).toEqual(record);
  });

  it.each([
    ['not JSON', '{oops'],
    ['no id', JSON.stringify({ time: now.toISOString(), revision: 1, categories: denyAll })],
    [
      'a bad time',
      JSON.stringify({ id: crypto.randomUUID(), time: 'x', revision: 1, categories: denyAll }),
    ],
    [
      'a missing category',
      JSON.stringify({
        id: crypto.randomUUID(),
        time: now.toISOString(),
        revision: 1,
        categories: { analytics: true },
      }),
    ],
    [
      'a string flag',
      JSON.stringify({
        id: crypto.randomUUID(),
        time: now.toISOString(),
        revision: 1,
        categories: { ...denyAll, analytics: 'yes' },
      }),
    ],
  ])('ignores a stored value with %s (the visitor is asked again)', (_, text) => {
    const store = memoryStore();
    store.setItem(consentConfig.storageKey, text);
    expect(readStoredRecord(store)).toBeNull();
    expect(readCurrentRecord(store, { now })).toBeNull();
  });

  it('keeps working when storage is unavailable or throws', () => {
    const throwing: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => undefined,
    };
    expect(readCurrentRecord(null)).toBeNull();
    expect(readCurrentRecord(throwing)).toBeNull();
    expect(writeRecord(throwing, createRecord(choice, { revision: 1 }))).toBe(false);
  });

  it('drops unknown fields when parsing', () => {
    const record = createRecord(choice, { revision: 1, now });
    expect(parseRecord({ ...record, ip: '203.0.113.7' })).toEqual(record);
  });
});

describe('policy revision and age', () => {
  const record = createRecord(choice, { revision: 3, now });

  it('a revision bump asks again', () => {
    expect(isCurrent(record, { revision: 3, maxAgeDays: 365, now })).toBe(true);
    expect(isCurrent(record, { revision: 4, maxAgeDays: 365, now })).toBe(false);
    const store = memoryStore();
    writeRecord(store, record);
    expect(readCurrentRecord(store, { now, revision: 3 })).not.toBeNull();
    expect(readCurrentRecord(store, { now, revision: 4 })).toBeNull();
  });

  it('a choice older than maxAgeDays asks again; one dated in the future does not count', () => {
    const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
    expect(isCurrent(record, { revision: 3, maxAgeDays: 365, now: later(364) })).toBe(true);
    expect(isCurrent(record, { revision: 3, maxAgeDays: 365, now: later(366) })).toBe(false);
    expect(isCurrent(record, { revision: 3, maxAgeDays: 365, now: later(-3) })).toBe(false);
  });
});

describe('Global Privacy Control', () => {
  it('is read from navigator.globalPrivacyControl === true only', () => {
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: true })).toBe(true);
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: 'true' })).toBe(false);
    expect(hasGlobalPrivacyControl({})).toBe(false);
    expect(hasGlobalPrivacyControl(undefined)).toBe(false);
  });

  it('starts with nothing ticked, and analytics and marketing denied by the signal', () => {
    expect(startChoice()).toEqual(denyAll);
    expect(deniedByGpc(true)).toEqual(['analytics', 'marketing']);
    expect(deniedByGpc(false)).toEqual([]);
  });

  it("the first layer's accept leaves GPC-denied categories off", () => {
    const offered = ['functional', 'analytics', 'marketing'] as const;
    expect(acceptChoice(offered, false)).toEqual(allowAll);
    expect(acceptChoice(offered, true)).toEqual({
      functional: true,
      analytics: false,
      marketing: false,
    });
    expect(acceptChoice(['analytics'], false)).toEqual({ ...denyAll, analytics: true });
  });
});

describe('Google Consent Mode v2', () => {
  it('pushes defaults (all four v2 signals denied) before any update', () => {
    const win: DataLayerWindow = {};
    pushConsentDefaults(win);
    pushConsentUpdate(win, { functional: false, analytics: true, marketing: false });
    pushConsentUpdate(win, denyAll);
    const commands = consentCommands(win.dataLayer!);
    expect(commands.map(([command]) => command)).toEqual(['default', 'update', 'update']);
    expect(commands[0]![1]).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(commands[1]![1]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    expect(commands[2]![1]).toMatchObject({ analytics_storage: 'denied' });
  });

  it('pushes arguments objects, as gtag() does (GTM ignores arrays for consent)', () => {
    const win: DataLayerWindow = {};
    pushConsentDefaults(win);
    const entry = win.dataLayer![0];
    expect(Array.isArray(entry)).toBe(false);
    expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
  });

  it('marketing grants ad storage only: ad user data and ad personalisation stay denied', () => {
    const win: DataLayerWindow = {};
    pushConsentUpdate(win, { functional: true, analytics: false, marketing: true });
    expect(consentCommands(win.dataLayer!)[0]![1]).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  });

  it('GTM is needed only for analytics or marketing, and its URL carries the id', () => {
    expect(choiceNeedsGtm(denyAll)).toBe(false);
    expect(choiceNeedsGtm({ ...denyAll, functional: true })).toBe(false);
    expect(choiceNeedsGtm({ ...denyAll, analytics: true })).toBe(true);
    expect(choiceNeedsGtm({ ...denyAll, marketing: true })).toBe(true);
    expect(gtmScriptUrl('GTM-TEST000')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST000',
    );
  });
});

describe('consent log entry', () => {
  it('carries id, time, categories, revision and language, nothing else', () => {
    const record = createRecord(choice, { revision: 2, now });
    const entry = consentLogEntry(record, 'tr');
    expect(Object.keys(entry).sort()).toEqual(['categories', 'id', 'language', 'revision', 'time']);
    expect(entry.categories).toEqual({ necessary: true, ...choice });
  });

  it('is sent with sendBeacon only when a URL is configured', async () => {
    const sendBeacon = vi.fn(() => true);
    const entry = consentLogEntry(createRecord(choice, { revision: 1, now }), 'tr');
    expect(sendConsentLog(undefined, entry, { sendBeacon })).toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(sendConsentLog('/api/consent-log', entry, { sendBeacon })).toBe(true);
    const [url, body] = sendBeacon.mock.calls[0]! as unknown as [string, Blob];
    expect(url).toBe('/api/consent-log');
    expect(JSON.parse(await body.text())).toEqual(entry);
  });
});
