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

/** A plain-http request through the proxy (absolute form, as a browser sends it). */
function viaProxy(url: string): Promise<{ status: number; bytes: number; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port: proxy.port,
      path: url,
      headers: { host: new URL(url).host },
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
function connectVia(authority: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxy.port, '127.0.0.1', () => {
      socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
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

  it('cuts responses past the byte limit', async () => {
    const answer = await viaProxy(`${fixtures.site}/huge/`);
    expect(answer.complete).toBe(false);
    expect(answer.bytes).toBeLessThan(2 * 1024 * 1024);
    expect(proxy.limitHit()).toBe(true);
  });
});
