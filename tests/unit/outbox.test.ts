import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSendRequest } from '../../server/outbox/outbox.ts';
import { securityHeaders } from '../../server/http/security-headers/policy.ts';
import { headersFile } from '../../server/http/security-headers/host-files.ts';
import { createSiteServer } from '../../server/site/serve.ts';

const valid = {
  lib_version: '4.4.1',
  user_id: 'local-outbox',
  service_id: 'local',
  template_id: 'local',
  template_params: { name: 'Ayşe', iAgree: true },
};

describe('validateSendRequest', () => {
  it('accepts the body EmailJS 4.4.1 sends', () => {
    expect(validateSendRequest(valid)).toBeNull();
  });

  it.each(['lib_version', 'user_id', 'service_id', 'template_id'])(
    'names a missing or empty %s',
    (field) => {
      expect(validateSendRequest({ ...valid, [field]: undefined })).toBe(
        `The ${field} parameter is required`,
      );
      expect(validateSendRequest({ ...valid, [field]: ' ' })).toBe(
        `The ${field} parameter is required`,
      );
    },
  );

  it.each([[undefined], [null], ['text'], [['a']]])('rejects template_params %j', (params) => {
    expect(validateSendRequest({ ...valid, template_params: params })).toMatch(/template_params/);
  });

  it.each([[null], [[]], ['text'], [42]])('rejects a body that is not an object: %j', (body) => {
    expect(validateSendRequest(body)).toMatch(/JSON object/);
  });
});

describe('the static server with the local outbox', () => {
  let server: Server;
  let origin: string;
  let dist: string;
  let outboxDir: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
    outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-')), 'nested');
    await writeFile(path.join(dist, 'index.html'), '<h1>home</h1>');
    await writeFile(path.join(dist, '404.html'), '<h1>missing</h1>');
    // A built dist/ always has the headers file the server sends from.
    await writeFile(path.join(dist, '_headers'), headersFile(securityHeaders()));
    server = createSiteServer({ dist, outboxDir });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dist, { recursive: true, force: true });
    await rm(path.dirname(outboxDir), { recursive: true, force: true });
  });

  const send = (body: string, method = 'POST') =>
    fetch(`${origin}/api/v1.0/email/send`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(method === 'POST' && { body }),
    });

  it('stores a valid request as a JSON file and answers 200 OK', async () => {
    const response = await send(JSON.stringify(valid));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{6}\.json$/);
    expect(JSON.parse(await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8'))).toEqual(valid);
  });

  it('keeps what visitors sent readable by its own user only: 0600 files in a 0700 folder', async () => {
    expect((await send(JSON.stringify(valid))).status).toBe(200);
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
    for (const file of await readdir(outboxDir)) {
      expect((await stat(path.join(outboxDir, file))).mode & 0o777).toBe(0o600);
    }
  });

  it('answers 400 with the reason for an invalid body, and stores nothing', async () => {
    const before = (await readdir(outboxDir)).length;
    const missing = await send(JSON.stringify({ ...valid, service_id: '' }));
    expect(missing.status).toBe(400);
    expect(await missing.text()).toBe('The service_id parameter is required');
    const broken = await send('{"lib_version": ');
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe('The request body must be valid JSON');
    expect(await readdir(outboxDir)).toHaveLength(before);
  });

  it('answers 405 to other methods and 413 to oversized bodies', async () => {
    const get = await send('', 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const huge = await send(JSON.stringify({ ...valid, padding: 'x'.repeat(200 * 1024) }));
    expect(huge.status).toBe(413);
  });

  it('still serves files and the 404 page', async () => {
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('home');
    const missing = await fetch(`${origin}/yok`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('missing');
  });
});
