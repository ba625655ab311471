/**
 * The production topology as `npm run production:try` starts it (tools/production/production-try.ts):
 * nginx with deploy/nginx.conf in front, the Node service in Redis mode behind /api/,
 * redis-server and one scanner worker running the real, sandboxed engine. Everything below goes
 * through nginx, from loopback addresses other than nginx's own (127.0.0.2, 127.0.0.3), so the
 * service can tell a visitor from its proxy.
 */
import { readdir, readFile } from 'node:fs/promises';
import https from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportConsentLog } from '../../tools/production/consent-log-export.ts';
import {
  startProductionStack,
  type ProductionStack,
} from '../../tools/production/production-try.ts';
import { startFixtures, type Fixtures } from '../harness/scanner/scanner-fixtures.ts';
import { readBuiltHeaders } from '../../server/http/security-headers/host-files.ts';
import { localOutboxIds } from '../../src/config/email';
import type { ScanReport, ScanStatus } from '../../packages/scanner-contract/report';
import { languages, pathOf } from '../support/locales';

const dist = path.resolve('dist');
let fixtures: Fixtures;
let stack: ProductionStack;

beforeAll(async () => {
  fixtures = await startFixtures();
  stack = await startProductionStack({
    env: {
      // The fixture site only (its page names no other host, so nothing is resolved).
      SCANNER_ALLOW_HOSTS: new URL(fixtures.site).host,
      // A site may be scanned again as soon as its scan ended; one new scan per visitor an hour.
      SCANNER_COOLDOWN_MINUTES: '0.001',
      SCANNER_RATE_LIMIT: '1',
      // A scan ends by what the fixture does, not by a budget a busy machine ran out of.
      SCANNER_TEST_TIME_SCALE: '3',
    },
  });
});

afterAll(async () => {
  await stack?.stop();
  await fixtures?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  rawHeaders: string[];
  body: Buffer;
}

/** One request to nginx from the loopback address `from` (a visitor other than nginx). */
function request(
  url: string,
  {
    method = 'GET',
    body,
    headers = {},
    from = '127.0.0.2',
    agent,
  }: {
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    from?: string;
    agent?: https.Agent;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = https.request(
      `${stack.url}${url}`,
      { method, headers, localAddress: from, rejectUnauthorized: false, ...(agent && { agent }) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const postJson = (url: string, value: unknown, options: { from?: string } = {}) =>
  request(url, {
    method: 'POST',
    body: JSON.stringify(value),
    headers: { 'Content-Type': 'application/json' },
    ...options,
  });

/** Each of the build's security headers exactly once, with the build's value. */
function expectSecurityHeadersOnce(answer: Answer, where: string, except: string[] = []) {
  for (const [name, value] of readBuiltHeaders(dist)) {
    if (except.includes(name.toLowerCase())) continue;
    const sent = answer.rawHeaders.filter(
      (_, index) =>
        index % 2 === 0 && answer.rawHeaders[index]?.toLowerCase() === name.toLowerCase(),
    );
    expect(sent.length, `${where}: ${name} sent once`).toBe(1);
    expect(answer.headers[name.toLowerCase()], `${where}: ${name}`).toBe(value);
  }
}

describe('the production stack through nginx', () => {
  it('serves the built pages with their headers', async () => {
    const pages = languages.flatMap((language) =>
      (['home', 'cookieScan', 'contact', 'product'] as const).map((id) => pathOf(language, id)),
    );
    for (const page of pages) {
      const answer = await request(page);
      expect(answer.status, page).toBe(200);
      expect(answer.body.equals(await readFile(path.join(dist, page, 'index.html'))), page).toBe(
        true,
      );
      expectSecurityHeadersOnce(answer, page);
    }
  });

  describe('a scan of a loopback fixture, run by the worker', () => {
    let id: string;
    let report: ScanReport;
    let elapsedMs = 0;
    let statusAnswer: Answer;
    beforeAll(async () => {
      const started = Date.now();
      const created = await postJson('/api/scans', { url: `${fixtures.site}/generic/` });
      expect(created.status, created.body.toString()).toBe(202);
      id = (JSON.parse(created.body.toString()) as { id: string }).id;
      for (;;) {
        statusAnswer = await request(`/api/scans/${id}`);
        expect(statusAnswer.status).toBe(200);
        const status = JSON.parse(statusAnswer.body.toString()) as ScanStatus;
        if (status.status === 'failed')
          throw new Error(`scan failed: ${status.error}\n${stack.log()}`);
        if (status.status === 'done') {
          report = status.report;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      elapsedMs = Date.now() - started;
      console.log(`production stack: scan through nginx to its report in ${elapsedMs} ms`);
    });

    it('reaches its report: the banner found by its labels, both choices clicked', () => {
      expect(report.banner).toMatchObject({
        found: true,
        rejectLabel: 'Reddet',
        acceptLabel: 'Kabul Et',
      });
      // Reject and accept run side by side, each in a context of its own: either click may
      // reach the site first.
      expect([...fixtures.choices()].sort()).toEqual(['accept', 'reject']);
      expect(fixtures.canaryConnections()).toBe(0);
      expect(stack.log()).toMatch(new RegExp(`Scan ${id} started`));
    });

    it('answers with the site’s security headers once, not cached', () => {
      expect(statusAnswer.headers['cache-control']).toBe('no-store');
      expectSecurityHeadersOnce(statusAnswer, 'GET /api/scans/<id>', ['cache-control']);
    });

    it('keeps the draft policy’s own CSP alone, and serves the evidence', async () => {
      const policy = await request(`/api/scans/${id}/policy?lang=en`);
      expect(policy.status).toBe(200);
      const csp = policy.rawHeaders.filter(
        (_, index) =>
          index % 2 === 1 && /^content-security-policy$/i.test(policy.rawHeaders[index - 1] ?? ''),
      );
      expect(csp).toHaveLength(1);
      // Page-derived content: sandboxed, with its one style allowed by hash.
      expect(csp[0]).toMatch(/^sandbox; default-src 'none'; style-src 'sha256-/);
      const evidence = await request(`/api/scans/${id}/evidence`);
      expect(evidence.status).toBe(200);
      expect(evidence.headers['content-type']).toBe('application/zip');
    });

    it('counts the visitor’s address against the limit, not nginx’s, and ignores a forged one', async () => {
      const again = { url: `${fixtures.site}/generic/` };
      // The visitor's one scan an hour is spent (the site's cooldown is over).
      const refused = await postJson('/api/scans', again);
      expect(refused.status, refused.body.toString()).toBe(429);
      expect(JSON.parse(refused.body.toString())).toEqual({
        error: 'rate-limited',
        retryAfterSeconds: expect.any(Number),
      });
      const forged = await request('/api/scans', {
        method: 'POST',
        body: JSON.stringify(again),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '127.0.0.9' },
      });
      expect(forged.status).toBe(429);
      // Another visitor, through the same nginx, still has theirs.
      const other = await postJson('/api/scans', again, { from: '127.0.0.3' });
      expect(other.status, other.body.toString()).toBe(202);
    });
  });

  it('stores both forms’ requests at the local form endpoint', async () => {
    const payload = {
      name: 'Ayşe',
      lastName: 'Yılmaz',
      email: 'ayse@ornek.com.tr',
      phone: '+90 212 555 00 00',
      company: 'Örnek A.Ş.',
      iAgree: true,
    };
    const bodies = [
      { ...payload, message: 'Hızlı kurulum' },
      { ...payload, message: 'İletişim formundan bir soru' },
    ].map((params) => ({
      lib_version: '4.4.1',
      user_id: localOutboxIds.publicKey,
      service_id: localOutboxIds.serviceId,
      template_id: localOutboxIds.templateId,
      template_params: params,
    }));
    for (const body of bodies) {
      const answer = await postJson('/api/v1.0/email/send', body);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe('OK');
      expectSecurityHeadersOnce(answer, 'POST /api/v1.0/email/send');
    }
    const stored = await Promise.all(
      (await readdir(stack.outboxDir)).map(async (name) =>
        JSON.parse(await readFile(path.join(stack.outboxDir, name), 'utf8')),
      ),
    );
    expect(stored).toHaveLength(2);
    expect(stored).toEqual(expect.arrayContaining(bodies));
  });

  it('stores a consent record, which the export then finds by its id', async () => {
    const time = new Date(Date.now() - 1000).toISOString();
    const id = '5a1e0c2d-3b4f-4a6e-8c7d-9e0f1a2b3c4d';
    const categories = { necessary: true, functional: true, analytics: false, marketing: false };
    const answer = await postJson('/api/consent-log', {
      id,
      time,
      revision: 1,
      language: 'en',
      categories,
    });
    expect(answer.status, answer.body.toString()).toBe(204);
    const day = time.slice(0, 10);
    const exported = await exportConsentLog(
      ['--from', day, '--to', day, '--id', id, '--format', 'jsonl'],
      { CONSENT_LOG_DIR: stack.consentLogDir },
    );
    const lines = exported
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { id, time, revision: 1, language: 'en', categories, receivedAt: expect.any(String) },
    ]);
  });

  it('answers nginx’s own limit as JSON when one visitor floods /api/', async () => {
    // 10 a second after a burst of 40: ten at a time on kept-alive connections, faster than
    // that, reach it.
    const agent = new https.Agent({ keepAlive: true, maxSockets: 10, localAddress: '127.0.0.4' });
    let limited: Answer | undefined;
    let sent = 0;
    try {
      while (!limited && sent < 5000) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, () =>
            request('/api/scans/none', { from: '127.0.0.4', agent }),
          ),
        );
        sent += batch.length;
        limited = batch.find((answer) => answer.status === 429);
        for (const answer of batch) expect([404, 429]).toContain(answer.status);
      }
    } finally {
      agent.destroy();
    }
    expect(sent).toBeGreaterThan(40);
    expect(limited?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(String(limited?.body))).toEqual({ error: 'rate-limited' });
    // Another visitor is not held back.
    expect((await request('/api/scans/none', { from: '127.0.0.5' })).status).toBe(404);
  });
});
