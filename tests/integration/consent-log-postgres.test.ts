/**
 * The consent log in PostgreSQL (CONSENT_LOG_DATABASE_URL) on Debian's server, started by the
 * test: the table made at start, records stored through the endpoint, retention as the file
 * store applies it, and the export, the same bytes from either store.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createConsentLogHandler,
  fileConsentLogStore,
  type ConsentLogStore,
} from '../../server/consent-log/consent-log.ts';
import { exportConsentLog } from '../../tools/production/consent-log-export.ts';
import {
  migrateConsentLog,
  openPostgresConsentLogStore,
} from '../../server/consent-log/postgres.ts';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';

let server: PostgresServer;
let store: ConsentLogStore;
let sql: pg.Client;
let dir: string;

beforeAll(async () => {
  server = await startPostgresServer();
  store = await openPostgresConsentLogStore(server.url);
  sql = new pg.Client({ connectionString: server.url });
  await sql.connect();
  dir = await mkdtemp(path.join(tmpdir(), 'consent-log-files-'));
});

afterAll(async () => {
  await sql?.end();
  await store?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const categories = { necessary: true, functional: false, analytics: true, marketing: false };
const record = (id: string, time: string) => ({
  id,
  time,
  revision: 3,
  language: 'tr',
  categories,
});

/** POSTs each body to a consent-log endpoint on `target`, the clock at `now`. */
async function post(target: ConsentLogStore, now: Date, bodies: unknown[]): Promise<number[]> {
  const retention = { maxAgeDays: 365, logRetentionYears: 2 };
  const handler = createConsentLogHandler({ store: target, now: () => now, retention });
  const http = createServer((req, res) => handler(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/consent-log`;
  try {
    const statuses: number[] = [];
    for (const body of bodies) {
      statuses.push((await fetch(url, { method: 'POST', body: JSON.stringify(body) })).status);
    }
    return statuses;
  } finally {
    await new Promise<void>((resolve) => http.close(() => resolve()));
  }
}

describe('the consent log in PostgreSQL', () => {
  beforeEach(async () => {
    await sql.query('DELETE FROM consent_log');
  });

  it('creates its table at start with the record’s fields, once for any number of instances', async () => {
    const columns = await sql.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns
       WHERE table_name = 'consent_log' ORDER BY ordinal_position`,
    );
    expect(columns.rows.map((row) => `${row.column_name} ${row.data_type}`)).toEqual([
      'id uuid',
      'decided_at timestamp with time zone',
      'revision integer',
      'language text',
      'necessary boolean',
      'functional boolean',
      'analytics boolean',
      'marketing boolean',
      'received_at timestamp with time zone',
    ]);
    // Two more instances starting at once: neither applies the migration again.
    const more = await Promise.all([
      openPostgresConsentLogStore(server.url),
      openPostgresConsentLogStore(server.url),
    ]);
    await Promise.all(more.map((instance) => instance.close()));
    expect((await sql.query('SELECT version FROM consent_log_migrations')).rows).toEqual([
      { version: 1 },
    ]);
    expect(await migrateConsentLog(sql)).toBe(0);
  });

  it('stores a valid record as one row and refuses an invalid one', async () => {
    const id = '0b5c3a52-5d0a-4b8e-9f33-2a9e6f1c7d10';
    const statuses = await post(store, new Date('2026-11-20T10:00:05.000Z'), [
      record(id, '2026-11-20T10:00:00.000Z'),
      { ...record(id, '2026-11-20T10:00:00.000Z'), ip: '203.0.113.9' },
    ]);
    expect(statuses).toEqual([204, 400]);
    const rows = await sql.query('SELECT * FROM consent_log');
    expect(rows.rows).toEqual([
      {
        id,
        decided_at: new Date('2026-11-20T10:00:00.000Z'),
        revision: 3,
        language: 'tr',
        necessary: true,
        functional: false,
        analytics: true,
        marketing: false,
        received_at: new Date('2026-11-20T10:00:05.000Z'),
      },
    ]);
  });

  it('deletes rows past their retention on the first write of a day, as the file store does', async () => {
    const old = '6f1d2c1e-8a0b-4c55-9d1e-0c3b7a9e2f01';
    const kept = '6f1d2c1e-8a0b-4c55-9d1e-0c3b7a9e2f02';
    const fresh = '6f1d2c1e-8a0b-4c55-9d1e-0c3b7a9e2f03';
    expect(
      await post(store, new Date('2026-01-10T09:00:00.000Z'), [
        record(old, '2026-01-10T08:00:00.000Z'),
        record(kept, '2026-01-10T09:00:00.000Z'),
      ]),
    ).toEqual([204, 204]);
    // 365 days after the first decision its choice expired (2027-01-10), two years later its
    // entry goes: the second, an hour younger, stays.
    expect(
      await post(store, new Date('2029-01-10T08:30:00.000Z'), [
        record(fresh, '2029-01-10T08:29:00.000Z'),
      ]),
    ).toEqual([204]);
    const ids = await sql.query<{ id: string }>('SELECT id FROM consent_log ORDER BY id');
    expect(ids.rows.map((row) => row.id)).toEqual([kept, fresh]);
  });

  it('exports the same CSV and JSON lines from PostgreSQL and from the files', async () => {
    const files = fileConsentLogStore(dir);
    const a = 'c0ffee00-0000-4000-8000-00000000000a';
    const b = 'c0ffee00-0000-4000-8000-00000000000b';
    for (const target of [store, files]) {
      await post(target, new Date('2026-11-20T10:00:01.250Z'), [
        record(a, '2026-11-20T10:00:00.000Z'),
      ]);
      await post(target, new Date('2026-11-21T23:59:59.900Z'), [
        record(b, '2026-11-21T23:59:59.000Z'),
        record(a, '2026-11-21T23:59:59.500Z'),
      ]);
      await post(target, new Date('2026-11-22T00:00:00.100Z'), [
        record(b, '2026-11-22T00:00:00.000Z'),
      ]);
    }
    const csv = [
      'id,time,revision,language,necessary,functional,analytics,marketing,receivedAt',
      `${a},2026-11-20T10:00:00.000Z,3,tr,true,false,true,false,2026-11-20T10:00:01.250Z`,
      `${a},2026-11-21T23:59:59.500Z,3,tr,true,false,true,false,2026-11-21T23:59:59.900Z`,
      '',
    ].join('\r\n');
    const jsonl =
      `{"id":"${b}","time":"2026-11-21T23:59:59.000Z","revision":3,"language":"tr",` +
      '"categories":{"necessary":true,"functional":false,"analytics":true,"marketing":false},' +
      '"receivedAt":"2026-11-21T23:59:59.900Z"}\n';
    for (const env of [{ CONSENT_LOG_DATABASE_URL: server.url }, { CONSENT_LOG_DIR: dir }]) {
      const where = Object.keys(env)[0];
      expect(
        await exportConsentLog(['--from', '2026-11-20', '--to', '2026-11-21', '--id', a], env),
        where,
      ).toBe(csv);
      expect(
        await exportConsentLog(
          ['--from', '2026-11-21', '--to', '2026-11-21', '--id', b, '--format', 'jsonl'],
          env,
        ),
        where,
      ).toBe(jsonl);
    }
  });
});
