import { consentConfig } from '../../config/consent';
import { isCurrent, parseRecord, type ConsentRecord } from './record';

/** The part of the Web Storage API used here (tests pass a Map-backed stand-in). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where it is unavailable (blocked storage, some private modes). */
export function browserStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored record, valid or not; null when there is none or it cannot be read. */
export function readStoredRecord(
  store: KeyValueStore | null,
  key: string = consentConfig.storageKey,
): ConsentRecord | null {
  try {
    const text = store?.getItem(key);
    return text ? parseRecord(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** The stored record when it still counts (see isCurrent), else null: the visitor is asked. */
export function readCurrentRecord(
  store: KeyValueStore | null,
  options: { now?: Date; revision?: number; maxAgeDays?: number } = {},
): ConsentRecord | null {
  const record = readStoredRecord(store);
  const current =
    record &&
    isCurrent(record, {
      revision: options.revision ?? consentConfig.policyRevision,
      maxAgeDays: options.maxAgeDays ?? consentConfig.maxAgeDays,
      now: options.now,
    });
  return current ? record : null;
}

/** Stores the record; false when storage refused (the choice then holds for this page only). */
export function writeRecord(store: KeyValueStore | null, record: ConsentRecord): boolean {
  try {
    store?.setItem(consentConfig.storageKey, JSON.stringify(record));
    return !!store;
  } catch {
    return false;
  }
}
