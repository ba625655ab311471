import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFilteringProxy, type FilteringProxy } from '../../server/scanner/filtering-proxy';
import { loopbackLookup, startFixtures, type Fixtures } from './support/fixtures';

let fixtures: Fixtures;
let proxy: FilteringProxy;
beforeAll(async () => {
  fixtures = await startFixtures();
  proxy = await startFilteringProxy({
    allowHosts: fixtures.allowHosts,
    maxResponseBytes: 1024 * 1024,
    lookup: loopbackLookup,
  });
});
afterAll(async () => {
  await proxy.close();
  await fixtures.close();
});

/** The Proxy-Authorization value the browser sends for `target`'s credentials. */
function authorization(target: FilteringProxy): string {
  const { username, password } = target.credentials;
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/** A plain-http request through the proxy (absolute form, as a browser sends it). */
function viaProxy(
  url: string,
  auth: string | null = authorization(proxy),
): Promise<{ status: number; bytes: number; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port: proxy.port,
      path: url,
      headers: {
        host: new URL(url).host,
        ...(auth === null ? {} : { 'proxy-authorization': auth }),
      },
    });
    request.on('response', (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, bytes, complete: true }),
      );
      response.on('error', () =>
        resolve({ status: response.statusCode ?? 0, bytes, complete: false }),
      );
      response.on('aborted', () =>
        resolve({ status: response.statusCode ?? 0, bytes, complete: false }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The proxy's answer to a CONNECT (how https and wss reach it). */
function connectVia(
  authority: string,
  auth: string | null = authorization(proxy),
  target: FilteringProxy = proxy,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(target.port, '127.0.0.1', () => {
      const credentials = auth === null ? '' : `Proxy-Authorization: ${auth}\r\n`;
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n${credentials}\r\n`);
    });
    socket.once('data', (data) => {
      resolve(data.toString().split('\r\n')[0] ?? '');
      socket.destroy();
    });
    socket.on('error', reject);
  });
}

describe('the filtering proxy', () => {
  const canaryAuthority = () => new URL(fixtures.canary).host;
  const canaryPort = () => new URL(fixtures.canary).port;

  it('relays an allowlisted host:port', async () => {
    const answer = await viaProxy(`${fixtures.site}/compliant/`);
    expect(answer.status).toBe(200);
    expect(await connectVia(new URL(fixtures.site).host)).toBe(
      'HTTP/1.1 200 Connection Established',
    );
  });

  it('serves only the browser holding its credentials: no or wrong credentials get 407 and no connection', async () => {
    const site = new URL(fixtures.site).host;
    const before = fixtures.siteRequests();
    expect((await viaProxy(`${fixtures.site}/compliant/`, null)).status).toBe(407);
    const wrong = `Basic ${Buffer.from('scanner:guess').toString('base64')}`;
    expect((await viaProxy(`${fixtures.site}/compliant/`, wrong)).status).toBe(407);
    expect(await connectVia(site, null)).toBe('HTTP/1.1 407 Proxy Authentication Required');
    expect(await connectVia(site, wrong)).toBe('HTTP/1.1 407 Proxy Authentication Required');
    expect(fixtures.siteRequests()).toBe(before);
    // Each proxy has its own: one scan's credentials do not open another's proxy.
    const other = await startFilteringProxy({
      allowHosts: fixtures.allowHosts,
      maxResponseBytes: 1024,
      lookup: loopbackLookup,
    });
    try {
      expect(await connectVia(site, authorization(proxy), other)).toBe(
        'HTTP/1.1 407 Proxy Authentication Required',
      );
      expect(await connectVia(site, authorization(other), other)).toBe(
        'HTTP/1.1 200 Connection Established',
      );
    } finally {
      await other.close();
    }
  });

  it('refuses loopback outside the allowlist, by address and by name, plain and CONNECT', async () => {
    expect((await viaProxy(`${fixtures.canary}/`)).status).toBe(403);
    expect((await viaProxy(`http://localhost:${canaryPort()}/`)).status).toBe(403);
    expect((await viaProxy(`http://[::1]:${canaryPort()}/`)).status).toBe(403);
    expect(await connectVia(canaryAuthority())).toBe('HTTP/1.1 403 Forbidden');
    expect(await connectVia(`localhost:${canaryPort()}`)).toBe('HTTP/1.1 403 Forbidden');
    // Default ports on loopback are loopback too.
    expect((await viaProxy('http://127.0.0.1/')).status).toBe(403);
    expect(await connectVia('127.0.0.1:443')).toBe('HTTP/1.1 403 Forbidden');
    expect(fixtures.canaryConnections()).toBe(0);
    expect(proxy.refusals).toContainEqual({
      host: '127.0.0.1',
      port: Number(canaryPort()),
      reason: 'port',
    });
  });

  it('refuses private and metadata addresses on default ports without connecting', async () => {
    // Checked before any connection: these addresses are only ever strings here.
    expect((await viaProxy('http://169.254.169.254/latest/meta-data/')).status).toBe(403);
    expect(await connectVia('10.0.0.1:443')).toBe('HTTP/1.1 403 Forbidden');
    expect(await connectVia('[::ffff:127.0.0.1]:443')).toBe('HTTP/1.1 403 Forbidden');
    expect(proxy.refusals).toContainEqual({
      host: '169.254.169.254',
      port: 80,
      reason: 'blocked-address',
    });
    expect(proxy.refusals).toContainEqual({
      host: '10.0.0.1',
      port: 443,
      reason: 'blocked-address',
    });
  });

  it('refuses a name when any of its addresses is not public, without connecting', async () => {
    const lookups: string[] = [];
    const mixed = await startFilteringProxy({
      allowHosts: new Set(),
      maxResponseBytes: 1024,
      // Strings only: one public, one private answer.
      lookup: async (host) => {
        lookups.push(host);
        return ['93.184.215.14', '10.0.0.1'];
      },
    });
    try {
      const line = await connectVia('mixed.example:443', authorization(mixed), mixed);
      expect(line).toBe('HTTP/1.1 403 Forbidden');
      expect(lookups).toEqual(['mixed.example']);
      expect(mixed.refusals).toEqual([
        { host: 'mixed.example', port: 443, reason: 'blocked-address' },
      ]);
    } finally {
      await mixed.close();
    }
  });

  it('connects to the address it checked: a second answer never gets a lookup (DNS rebinding)', async () => {
    const sitePort = new URL(fixtures.site).port;
    const answers = [['127.0.0.1'], ['10.0.0.1']];
    let lookups = 0;
    const rebinding = await startFilteringProxy({
      allowHosts: new Set([`rebind.example:${sitePort}`]),
      maxResponseBytes: 1024 * 1024,
      lookup: async () => answers[Math.min(lookups++, 1)] as string[],
    });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port: rebinding.port,
          path: `http://rebind.example:${sitePort}/compliant/`,
          headers: {
            host: `rebind.example:${sitePort}`,
            'proxy-authorization': authorization(rebinding),
          },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
      expect(status).toBe(200);
      expect(lookups).toBe(1);
    } finally {
      await rebinding.close();
    }
  });

  it("refuses Chromium's own service hosts without a lookup", async () => {
    let lookups = 0;
    const quiet = await startFilteringProxy({
      allowHosts: new Set(),
      maxResponseBytes: 1024,
      lookup: async () => {
        lookups += 1;
        return [];
      },
    });
    try {
      await connectVia('update.googleapis.com:443', authorization(quiet), quiet);
      expect(lookups).toBe(0);
      expect(quiet.refusals).toEqual([
        { host: 'update.googleapis.com', port: 443, reason: 'browser-service' },
      ]);
    } finally {
      await quiet.close();
    }
  });

  it('cuts responses past the byte limit', async () => {
    const answer = await viaProxy(`${fixtures.site}/huge/`);
    expect(answer.complete).toBe(false);
    expect(answer.bytes).toBeLessThan(2 * 1024 * 1024);
    expect(proxy.limitHit()).toBe(true);
  });
});
