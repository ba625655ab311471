import { optionalCategories, type Choice } from './categories';

/** The stored proof of one decision. Nothing in it identifies the visitor or the device. */
export interface ConsentRecord {
  /** Random id (crypto.randomUUID), shown to the visitor as proof and sent to the consent log. */
  id: string;
  /** When the decision was made (ISO 8601). */
  time: string;
  /** Cookie policy revision the decision was made under. */
  revision: number;
  categories: Choice;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayMs = 24 * 60 * 60 * 1000;

export function createRecord(
  categories: Choice,
  {
    revision,
    now = new Date(),
    randomId = () => crypto.randomUUID(),
  }: {
    revision: number;
    now?: Date;
    randomId?: () => string;
  },
): ConsentRecord {
  return { id: randomId(), time: now.toISOString(), revision, categories: { ...categories } };
}

/** The value as a record when it has exactly the record's shape, else null (tampered, old format). */
export function parseRecord(value: unknown): ConsentRecord | null {
  if (!value || typeof value !== 'object') return null;
  const { id, time, revision, categories } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !uuid.test(id)) return null;
  if (typeof time !== 'string' || Number.isNaN(Date.parse(time))) return null;
  if (!Number.isInteger(revision) || (revision as number) < 1) return null;
  if (!categories || typeof categories !== 'object') return null;
  const flags = categories as Record<string, unknown>;
  if (!optionalCategories.every((c) => typeof flags[c] === 'boolean')) return null;
  return {
    id,
    time,
    revision: revision as number,
    categories: {
      functional: flags.functional as boolean,
      analytics: flags.analytics as boolean,
      marketing: flags.marketing as boolean,
    },
  };
}

/**
 * Whether a stored decision still counts: made under the current policy revision (a bump asks
 * again), not older than `maxAgeDays`, and not dated in the future.
 */
export function isCurrent(
  record: ConsentRecord,
  { revision, maxAgeDays, now = new Date() }: { revision: number; maxAgeDays: number; now?: Date },
): boolean {
  if (record.revision !== revision) return false;
  const age = now.getTime() - Date.parse(record.time);
  return age >= -dayMs && age <= maxAgeDays * dayMs;
}
