// What a consent log store is (server/consent-log/consent-log.ts: files; server/consent-log/postgres.ts:
// PostgreSQL): the entry it keeps, the query an export makes, and the operations.

/** How long the log keeps an entry (packages/consent-log/retention.json). */
export interface ConsentRetention {
  maxAgeDays: number;
  logRetentionYears: number;
}

/** One stored decision: the record as the browser sent it, and when the server received it. */
export interface ConsentLogEntry {
  id: string;
  time: string;
  revision: number;
  language: string;
  categories: { necessary: boolean; functional: boolean; analytics: boolean; marketing: boolean };
  receivedAt: string;
}

/** Which entries an export reads: decided on the days `from` to `to` (UTC, both included). */
export interface ConsentLogQuery {
  from: string;
  to: string;
  /** Only this consent id's decisions (a visitor's, for a data subject's request). */
  id?: string | undefined;
}

/** Where the log keeps its entries: files by default, PostgreSQL with CONSENT_LOG_DATABASE_URL. */
export interface ConsentLogStore {
  /** Human-readable, for the server's start line and launch-check. */
  readonly name: string;
  append(entry: ConsentLogEntry): Promise<void>;
  /** Deletes every entry whose retention has run out at `now`. */
  prune(now: Date, retention: ConsentRetention): Promise<{ removed: number }>;
  /** The entries the query selects, oldest decision first. */
  read(query: ConsentLogQuery): Promise<ConsentLogEntry[]>;
  close(): Promise<void>;
}

/** The first moment after the query's last day, and its first moment (UTC). */
export function queryBounds(query: ConsentLogQuery): { start: Date; end: Date } {
  const day = (text: string, name: string) => {
    const date = new Date(`${text}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime())) {
      throw new Error(`${name} must be a date (YYYY-MM-DD), not "${text}"`);
    }
    return date;
  };
  const start = day(query.from, '--from');
  const end = day(query.to, '--to');
  end.setUTCDate(end.getUTCDate() + 1);
  return { start, end };
}
