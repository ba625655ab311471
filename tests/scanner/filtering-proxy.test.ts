import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProxyLimits } from '../../server/scanner/config';
import {
  startFilteringProxy,
  type FilteringProxy,
  type FilteringProxyOptions,
} from '../../server/scanner/engine/proxy/filtering-proxy';
import { startFixtures, type Fixtures } from '../harness/scanner/scanner-fixtures';
import { loopbackLookup } from '../harness/scanner/stand-ins';
import {
  closesReusedServer,
  fakeDns,
  floodServer,
  sinkServer,
  statusServer,
} from './support/hostile-upstreams';

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

/** A proxy of its own for one test, with small caps; closed by the test. */
function smallProxy(
  allowHosts: string[],
  limits: Partial<ProxyLimits>,
  extra: Partial<FilteringProxyOptions> = {},
) {
  return startFilteringProxy({
    allowHosts: new Set(allowHosts),
    lookup: loopbackLookup,
    ...extra,
    limits,
  });
}

/** Sends `body` through `target` as a plain-http POST; the status, or 0 when the proxy cut it. */
function postVia(target: FilteringProxy, url: string, body: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port: target.port,
      method: 'POST',
      path: url,
      headers: {
        host: new URL(url).host,
        'proxy-authorization': authorization(target),
        'content-length': String(body.length),
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/** Opens a CONNECT tunnel through `target`; resolves with the status line and the open socket. */
function tunnel(target: FilteringProxy, authority: string) {
  return new Promise<{ line: string; socket: net.Socket }>((resolve) => {
    const socket = net.connect(target.port, '127.0.0.1', () => {
      socket.write(
        `CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\nProxy-Authorization: ${authorization(target)}\r\n\r\n`,
      );
    });
    socket.once('data', (data) =>
      resolve({ line: data.toString().split('\r\n')[0] ?? '', socket }),
    );
    // Closed without an answer (the proxy was closed): no status line.
    socket.once('close', () => resolve({ line: '', socket }));
    socket.on('error', () => socket.destroy());
  });
}

/** Writes `bytes` into `socket` as fast as it drains; resolves when the proxy closes it. */
function pushUntilClosed(socket: net.Socket, bytes: number): Promise<void> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 'u');
    let sent = 0;
    socket.on('close', () => resolve());
    socket.on('error', () => socket.destroy());
    const pump = () => {
      while (!socket.destroyed && sent < bytes) {
        sent += chunk.length;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

/** Reads from `socket` until the proxy closes it; the bytes read. */
function readUntilClosed(socket: net.Socket): Promise<number> {
  return new Promise((resolve) => {
    let read = 0;
    socket.on('data', (chunk: Buffer) => (read += chunk.length));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => resolve(read));
  });
}

describe('the filtering proxy against a hostile site', () => {
  it.each(['099', '000', '600', '999'])(
    'answers an upstream status %s with 502 and keeps serving',
    async (status) => {
      const upstream = await statusServer(status);
      const authority = `127.0.0.1:${upstream.port}`;
      const own = await smallProxy([authority, new URL(fixtures.site).host], {});
      try {
        const answer = await new Promise<number>((resolve, reject) => {
          const request = http.request({
            host: '127.0.0.1',
            port: own.port,
            path: `http://${authority}/`,
            headers: { host: authority, 'proxy-authorization': authorization(own) },
          });
          request.on('response', (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          request.on('error', reject);
          request.end();
        });
        expect(answer).toBe(502);
        // Still alive: the next request is answered.
        expect(await connectVia(new URL(fixtures.site).host, authorization(own), own)).toBe(
          'HTTP/1.1 200 Connection Established',
        );
      } finally {
        await own.close();
        await upstream.close();
      }
    },
  );

  it('sends a request again on a new connection when the site closes the kept-alive one it was sent on', async () => {
    const upstream = await closesReusedServer();
    const authority = `127.0.0.1:${upstream.port}`;
    const own = await smallProxy([authority], {});
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port: own.port,
          path: `http://${authority}/pixel`,
          headers: { host: authority, 'proxy-authorization': authorization(own) },
          agent: false,
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    try {
      expect(await get()).toBe(200);
      // The second request goes out on the first one's connection, which the site then closes.
      expect(await get()).toBe(200);
      expect(upstream.connections()).toBe(2);
    } finally {
      await own.close();
      await upstream.close();
    }
  });

  it('counts and cuts request bodies: an upload past the cap stops and is reported', async () => {
    const sink = await sinkServer();
    const authority = `127.0.0.1:${sink.port}`;
    const cap = 256 * 1024;
    const own = await smallProxy([authority], { maxRequestBytes: cap });
    try {
      await postVia(own, `http://${authority}/upload`, Buffer.alloc(8 * 1024 * 1024, 'u'));
      await own.limitReached;
      expect(own.limitHit()).toBe(true);
      expect(own.limitsHit()).toContain('upload-cut');
      // What got through before the cut stays near the cap (socket buffers), far from 8 MiB.
      expect(sink.received()).toBeLessThan(4 * cap + 1024 * 1024);
      // After the cut nothing more is fetched.
      expect((await tunnel(own, new URL(fixtures.site).host)).line).toBe(
        'HTTP/1.1 503 Service Unavailable',
      );
    } finally {
      await own.close();
      await sink.close();
    }
  });

  it('counts and cuts uploads through a CONNECT tunnel', async () => {
    const sink = await sinkServer();
    const authority = `127.0.0.1:${sink.port}`;
    const cap = 256 * 1024;
    const own = await smallProxy([authority], { maxRequestBytes: cap });
    try {
      const { line, socket } = await tunnel(own, authority);
      expect(line).toBe('HTTP/1.1 200 Connection Established');
      await pushUntilClosed(socket, 16 * 1024 * 1024);
      expect(own.limitsHit()).toContain('upload-cut');
      expect(own.requestBytes()).toBeGreaterThan(cap);
      expect(sink.received()).toBeLessThan(4 * cap + 1024 * 1024);
    } finally {
      await own.close();
      await sink.close();
    }
  });

  it('counts and cuts downloads through a CONNECT tunnel', async () => {
    const flood = await floodServer();
    const authority = `127.0.0.1:${flood.port}`;
    const cap = 256 * 1024;
    const own = await smallProxy([authority], { maxResponseBytes: cap });
    try {
      const { socket } = await tunnel(own, authority);
      socket.write('go');
      const read = await readUntilClosed(socket);
      expect(own.limitsHit()).toEqual(['bytes-cut']);
      expect(read).toBeLessThan(cap + 1024 * 1024);
    } finally {
      await own.close();
      await flood.close();
    }
  });

  it('counts websocket upgrades both ways and refuses upgrades once a cap was passed', async () => {
    const flood = await floodServer();
    const authority = `127.0.0.1:${flood.port}`;
    const cap = 256 * 1024;
    const own = await smallProxy([authority], { maxResponseBytes: cap });
    const upgrade = () =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect(own.port, '127.0.0.1', () => {
          socket.write(
            `GET http://${authority}/ws HTTP/1.1\r\nHost: ${authority}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nProxy-Authorization: ${authorization(own)}\r\n\r\n`,
          );
          resolve(socket);
        });
        socket.on('error', reject);
      });
    try {
      const read = await readUntilClosed(await upgrade());
      expect(own.limitsHit()).toEqual(['bytes-cut']);
      expect(read).toBeLessThan(cap + 1024 * 1024);
      const after = await upgrade();
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        after.on('data', (chunk: Buffer) => (text += chunk.toString()));
        after.on('close', () => resolve(text));
      });
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');
    } finally {
      await own.close();
      await flood.close();
    }
  });

  it('caps the requests of a scan: plain, CONNECT and upgrade together', async () => {
    const site = new URL(fixtures.site).host;
    const own = await smallProxy([site], { maxRequests: 2 });
    try {
      expect((await tunnel(own, site)).line).toBe('HTTP/1.1 200 Connection Established');
      expect(await postVia(own, `${fixtures.site}/compliant/`, Buffer.from('a=1'))).toBe(200);
      expect((await tunnel(own, site)).line).toBe('HTTP/1.1 503 Service Unavailable');
      expect(await postVia(own, `${fixtures.site}/compliant/`, Buffer.from('a=1'))).toBe(503);
      expect(own.limitsHit()).toEqual(['requests-capped']);
      // A cap is not an address refusal.
      expect(own.refusals).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('caps the connections open at once, and frees a slot when one closes', async () => {
    const sink = await sinkServer();
    const authority = `127.0.0.1:${sink.port}`;
    const own = await smallProxy([authority], { maxConnections: 2 });
    try {
      const first = await tunnel(own, authority);
      const second = await tunnel(own, authority);
      expect([first.line, second.line]).toEqual([
        'HTTP/1.1 200 Connection Established',
        'HTTP/1.1 200 Connection Established',
      ]);
      expect((await tunnel(own, authority)).line).toBe('HTTP/1.1 503 Service Unavailable');
      expect(own.limitsHit()).toEqual(['connections-capped']);
      const closed = new Promise((resolve) => first.socket.once('close', resolve));
      first.socket.destroy();
      await closed;
      await expect
        .poll(async () => (await tunnel(own, authority)).line)
        .toBe('HTTP/1.1 200 Connection Established');
      second.socket.destroy();
    } finally {
      await own.close();
      await sink.close();
    }
  });

  it('caps the distinct host names of a scan, without looking the extra ones up', async () => {
    const lookups: string[] = [];
    const own = await smallProxy(
      [],
      { maxHosts: 2 },
      {
        lookup: async (host) => {
          lookups.push(host);
          return ['10.0.0.1'];
        },
      },
    );
    try {
      expect((await tunnel(own, 'one.example:443')).line).toBe('HTTP/1.1 403 Forbidden');
      expect((await tunnel(own, 'two.example:443')).line).toBe('HTTP/1.1 403 Forbidden');
      // A name already asked for costs nothing more, on either port.
      expect((await tunnel(own, 'one.example:80')).line).toBe('HTTP/1.1 403 Forbidden');
      expect((await tunnel(own, 'three.example:443')).line).toBe(
        'HTTP/1.1 503 Service Unavailable',
      );
      expect(lookups).toEqual(['one.example', 'two.example', 'one.example']);
      expect(own.limitsHit()).toEqual(['hosts-capped']);
    } finally {
      await own.close();
    }
  });

  it('caps lookups per scan and those running at once', async () => {
    const answer: (() => void)[] = [];
    const own = await smallProxy(
      [],
      { maxLookups: 4, maxConcurrentLookups: 2 },
      {
        // Each lookup waits until the test answers it.
        lookup: async () => {
          await new Promise<void>((resolve) => answer.push(resolve));
          return ['10.0.0.1'];
        },
      },
    );
    try {
      const pending = Array.from({ length: 6 }, (_, n) => tunnel(own, `n${n}.example:443`));
      // Four admitted, two refused at once; of the four, two run and two wait for a slot.
      await expect.poll(() => own.limitsHit()).toEqual(['lookups-capped']);
      await expect.poll(() => answer.length).toBe(2);
      answer.splice(0).forEach((resolve) => resolve());
      await expect.poll(() => answer.length).toBe(2);
      answer.splice(0).forEach((resolve) => resolve());
      const statuses = (await Promise.all(pending)).map(({ line }) => line);
      expect(statuses.filter((line) => line === 'HTTP/1.1 403 Forbidden')).toHaveLength(4);
      expect(statuses.filter((line) => line === 'HTTP/1.1 503 Service Unavailable')).toHaveLength(
        2,
      );
      expect(answer).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('resolves with c-ares: names that never answer hold neither the next scan nor their own end', async () => {
    const dns = await fakeDns({ 'answered.test': '127.0.0.1' });
    const flooding = await smallProxy(
      [],
      {
        maxHosts: 1000,
        maxLookups: 50,
        maxConcurrentLookups: 8,
        lookupTimeoutMs: 60_000,
        lookupTries: 1,
      },
      { lookup: undefined, dnsServers: [dns.server] },
    );
    const next = await smallProxy([], {}, { lookup: undefined, dnsServers: [dns.server] });
    try {
      // The flooding page asks for 300 names whose server never answers.
      const flood = Array.from({ length: 300 }, (_, n) => tunnel(flooding, `slow-${n}.test:443`));
      // 50 lookups admitted, the other 250 names refused at once.
      await expect.poll(() => flooding.limitsHit()).toEqual(['lookups-capped']);
      // Another scan meanwhile: its name is asked for and answered (loopback: refused, unconnected).
      expect((await tunnel(next, 'answered.test:443')).line).toBe('HTTP/1.1 403 Forbidden');
      expect(next.refusals).toEqual([
        { host: 'answered.test', port: 443, reason: 'blocked-address' },
      ]);
      // A and AAAA for each of the 8 running lookups; the other 42 wait for a slot.
      expect(dns.queries.filter((name) => name.startsWith('slow-'))).toHaveLength(16);
      // The flooding scan ends: its pending lookups are cancelled, nothing is left waiting.
      await flooding.close();
      const settled = await Promise.allSettled(flood);
      expect(settled.every((result) => result.status === 'fulfilled')).toBe(true);
    } finally {
      await flooding.close();
      await next.close();
      await dns.close();
    }
  });
});
