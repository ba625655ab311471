// The consent log in PostgreSQL (CONSENT_LOG_DATABASE_URL): one row per decision, with the
// record's fields as columns, shared by every web instance behind a balancer. The schema is
// created or migrated when the store opens (the migrations below, each applied once, under an
// advisory lock so two instances starting together do not race). Retention: prune deletes every
// row past consentLogExpiry's moment (the decision plus maxAgeDays, then plus logRetentionYears,
// in UTC), computed by the database over the whole table in one statement.
import pg from 'pg';
import { queryBounds, type ConsentLogEntry, type ConsentLogStore } from './store.ts';

/** Applied in order, each once; a later change to the table is a new entry, never an edit. */
const migrations: readonly string[] = [
  `CREATE TABLE consent_log (
     id uuid NOT NULL,
     decided_at timestamptz NOT NULL,
     revision integer NOT NULL CHECK (revision > 0),
     language text NOT NULL,
     necessary boolean NOT NULL CHECK (necessary),
     functional boolean NOT NULL,
     analytics boolean NOT NULL,
     marketing boolean NOT NULL,
     received_at timestamptz NOT NULL
   );
   CREATE INDEX consent_log_id ON consent_log (id);
   CREATE INDEX consent_log_decided_at ON consent_log (decided_at);`,
];

/** Any number, the same in every instance: the lock that serialises migrations. */
const MIGRATION_LOCK = 0x636f6e73;

/** Creates the table, or brings it up to date. Returns the migrations applied now. */
export async function migrateConsentLog(client: pg.ClientBase): Promise<number> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS consent_log_migrations (
         version integer PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = await client.query<{ version: number }>(
      'SELECT version FROM consent_log_migrations',
    );
    const applied = new Set(done.rows.map((row) => row.version));
    let count = 0;
    for (const [index, sql] of migrations.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      await client.query(sql);
      await client.query('INSERT INTO consent_log_migrations (version) VALUES ($1)', [version]);
      count += 1;
    }
    await client.query('COMMIT');
    return count;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

interface Row {
  id: string;
  decided_at: Date;
  revision: number;
  language: string;
  necessary: boolean;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  received_at: Date;
}

/** Opens a pool on `url` and migrates the table; the store then appends, prunes and reads. */
export async function openPostgresConsentLogStore(url: string): Promise<ConsentLogStore> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle connection the server dropped must not take the web process down with it.
  pool.on('error', (error) => console.error('consent-log: database connection:', error.message));
  const client = await pool.connect();
  try {
    await migrateConsentLog(client);
  } catch (error) {
    client.release();
    await pool.end();
    throw error;
  }
  client.release();
  const where = new URL(url);
  return {
    name: `PostgreSQL ${where.hostname || 'socket'}${where.pathname}`,
    async append(entry: ConsentLogEntry) {
      const { necessary, functional, analytics, marketing } = entry.categories;
      await pool.query(
        `INSERT INTO consent_log (id, decided_at, revision, language, necessary, functional,
           analytics, marketing, received_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          entry.id,
          entry.time,
          entry.revision,
          entry.language,
          necessary,
          functional,
          analytics,
          marketing,
          entry.receivedAt,
        ],
      );
    },
    async prune(now, retention) {
      // As consentLogExpiry: days first, then years, on the UTC calendar. (On a 29 February
      // that has no twin, PostgreSQL lands on the 28th, a day before the file store.)
      const result = await pool.query(
        `DELETE FROM consent_log
         WHERE ((decided_at AT TIME ZONE 'UTC') + make_interval(days => $1))
               + make_interval(years => $2) <= ($3::timestamptz AT TIME ZONE 'UTC')`,
        [retention.maxAgeDays, retention.logRetentionYears, now],
      );
      return { removed: result.rowCount ?? 0 };
    },
    async read(query) {
      const { start, end } = queryBounds(query);
      const result = await pool.query<Row>(
        `SELECT id, decided_at, revision, language, necessary, functional, analytics, marketing,
           received_at
         FROM consent_log
         WHERE decided_at >= $1 AND decided_at < $2 AND ($3::uuid IS NULL OR id = $3::uuid)
         ORDER BY decided_at, received_at`,
        [start, end, query.id ?? null],
      );
      return result.rows.map((row) => ({
        id: row.id,
        time: row.decided_at.toISOString(),
        revision: row.revision,
        language: row.language,
        categories: {
          necessary: row.necessary,
          functional: row.functional,
          analytics: row.analytics,
          marketing: row.marketing,
        },
        receivedAt: row.received_at.toISOString(),
      }));
    },
    close: () => pool.end(),
  };
}
