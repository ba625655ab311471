import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { securityHeaders } from '../../server/http/security-headers/policy.ts';
import { headersFile } from '../../server/http/security-headers/host-files.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consentLogExpiry,
  consentRetention,
  createConsentLogHandler,
  pruneConsentLog,
  validateConsentRecord,
} from '../../server/consent-log/consent-log.ts';
import { consentConfig } from '../../src/config/consent';
import { createSiteServer } from '../../server/site/serve.ts';
import { consentLogEntry } from '../../src/lib/consent/consent-log';
import { createRecord } from '../../src/lib/consent/record';

const record = () =>
  consentLogEntry(
    createRecord({ functional: false, analytics: true, marketing: false }, { revision: 1 }),
    'tr',
  );

describe('validateConsentRecord', () => {
  it('accepts what the site sends', () => {
    expect(validateConsentRecord(record())).toBeNull();
  });

  it.each([
    ['an extra field (no IP or fingerprint)', { ip: '203.0.113.9' }, /Unexpected field: ip/],
    ['a non-UUID id', { id: 'visitor-42' }, /UUID/],
    ['a local time', { time: '2026-01-01T10:00:00+03:00' }, /ISO 8601/],
    ['a future time', { time: '2999-01-01T00:00:00.000Z' }, /future/],
    ['revision 0', { revision: 0 }, /positive integer/],
    ['an unknown language', { language: 'xx' }, /language/],
    [
      'necessary off',
      { categories: { necessary: false, functional: false, analytics: false, marketing: false } },
      /necessary/,
    ],
    ['a missing category', { categories: { necessary: true, analytics: true } }, /exactly/],
    [
      'a string flag',
      { categories: { necessary: true, functional: 'no', analytics: false, marketing: false } },
      /true or false/,
    ],
  ])('refuses %s', (_, change, reason) => {
    expect(validateConsentRecord({ ...record(), ...change })).toMatch(reason);
  });

  it.each([[null], [[]], ['text']])('refuses a body that is not an object: %j', (body) => {
    expect(validateConsentRecord(body)).toMatch(/JSON object/);
  });
});

describe('POST /api/consent-log on the static server', () => {
  let server: Server;
  let origin: string;
  let dist: string;
  let logDir: string;
  const previous = process.env.CONSENT_LOG_DIR;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
    logDir = path.join(await mkdtemp(path.join(tmpdir(), 'consent-log-')), 'nested');
    process.env.CONSENT_LOG_DIR = logDir;
    await writeFile(path.join(dist, '404.html'), '<h1>missing</h1>');
    // A built dist/ always has the headers file the server sends from.
    await writeFile(path.join(dist, '_headers'), headersFile(securityHeaders()));
    server = createSiteServer({ dist, outboxDir: path.join(dist, 'outbox') });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    if (previous === undefined) delete process.env.CONSENT_LOG_DIR;
    else process.env.CONSENT_LOG_DIR = previous;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dist, { recursive: true, force: true });
    await rm(path.dirname(logDir), { recursive: true, force: true });
  });

  const post = (body: string) =>
    fetch(`${origin}/api/consent-log`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body,
    });

  it('appends each valid record as one JSON line, without request details', async () => {
    const first = record();
    const second = record();
    expect((await post(JSON.stringify(first))).status).toBe(204);
    expect((await post(JSON.stringify(second))).status).toBe(204);
    const files = await readdir(logDir);
    expect(files).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\d\.jsonl$/)]);
    const lines = (await readFile(path.join(logDir, files[0]!), 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { ...first, receivedAt: expect.any(String) },
      { ...second, receivedAt: expect.any(String) },
    ]);
  });

  it('keeps the log readable by its own user only: 0600 files in a 0700 folder', async () => {
    expect((await post(JSON.stringify(record()))).status).toBe(204);
    expect((await stat(logDir)).mode & 0o777).toBe(0o700);
    for (const file of await readdir(logDir)) {
      expect((await stat(path.join(logDir, file))).mode & 0o777).toBe(0o600);
    }
  });

  it('answers 400 to a bad record and 405 to GET, storing nothing', async () => {
    const before = await readFile(path.join(logDir, (await readdir(logDir))[0]!), 'utf8');
    const bad = await post(JSON.stringify({ ...record(), userAgent: 'x' }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/Unexpected field/);
    expect((await post('{oops')).status).toBe(400);
    expect((await fetch(`${origin}/api/consent-log`)).status).toBe(405);
    const after = await readFile(path.join(logDir, (await readdir(logDir))[0]!), 'utf8');
    expect(after).toBe(before);
  });
});

describe('consent log retention', () => {
  /** A log entry as the server writes it, decided at `time`. */
  const entry = (time: string) => JSON.stringify({ ...record(), time, receivedAt: time });
  const retention = { maxAgeDays: 365, logRetentionYears: 2 };
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'consent-retention-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the cookie policy figures (src/config/consent.ts) for the server', () => {
    expect(consentRetention).toEqual({
      maxAgeDays: consentConfig.maxAgeDays,
      logRetentionYears: consentConfig.logRetentionYears,
    });
  });

  it('keeps an entry for the retention years after its choice expires', () => {
    const expiry = consentLogExpiry({ time: '2026-01-10T08:00:00.000Z' }, retention);
    // 365 days after the decision the choice expires (2027-01-10), then two more years.
    expect(expiry.toISOString()).toBe('2029-01-10T08:00:00.000Z');
  });

  it('deletes entries past their retention and keeps the rest, on a fake clock', async () => {
    const folder = await mkdtemp(path.join(dir, 'prune-'));
    await writeFile(
      path.join(folder, '2026-01-10.jsonl'),
      `${entry('2026-01-10T08:00:00.000Z')}\n${entry('2026-01-10T09:00:00.000Z')}\n`,
    );
    await writeFile(
      path.join(folder, '2026-06-01.jsonl'),
      `${entry('2026-06-01T08:00:00.000Z')}\nnot json\n`,
    );
    const now = new Date('2029-01-10T08:30:00.000Z');
    expect(await pruneConsentLog(folder, { now, retention })).toEqual({ removed: 1, kept: 3 });
    const kept = await readFile(path.join(folder, '2026-01-10.jsonl'), 'utf8');
    expect(
      kept
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).time),
    ).toEqual(['2026-01-10T09:00:00.000Z']);

    const later = new Date('2029-06-02T00:00:00.000Z');
    expect(await pruneConsentLog(folder, { now: later, retention })).toEqual({
      removed: 2,
      kept: 1,
    });
    expect(await readdir(folder)).toEqual(['2026-06-01.jsonl']);
    expect(await readFile(path.join(folder, '2026-06-01.jsonl'), 'utf8')).toBe('not json\n');
  });

  it('prunes on the first write after start and on the first write of a new day', async () => {
    const folder = await mkdtemp(path.join(dir, 'handler-'));
    let now = new Date('2029-01-10T12:00:00.000Z');
    await writeFile(
      path.join(folder, '2026-01-09.jsonl'),
      `${entry('2026-01-09T08:00:00.000Z')}\n`,
    );
    const handler = createConsentLogHandler({ dir: folder, now: () => now, retention });
    const server = createServer((req, res) =>
      handler(req, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/consent-log`;
    const send = (time: string) =>
      fetch(url, { method: 'POST', body: JSON.stringify({ ...record(), time }) });
    try {
      expect((await send('2029-01-10T11:59:00.000Z')).status).toBe(204);
      // The expired entry went with the first write; the new one is filed under the fake day.
      expect(await readdir(folder)).toEqual(['2029-01-10.jsonl']);

      now = new Date('2032-01-11T12:00:00.000Z');
      expect((await send('2032-01-11T11:59:00.000Z')).status).toBe(204);
      expect(await readdir(folder)).toEqual(['2032-01-11.jsonl']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
