/**
 * The scanner's SSRF defence: an HTTP proxy on 127.0.0.1 that Chromium sends everything through
 * (pages, redirects, subresources, websockets; loopback is not bypassed). For each connection it
 * resolves the name itself, checks every address with the address policy (or the test-only
 * allowlist for an exact host:port), and connects to the address it checked, so a second lookup
 * cannot answer differently (DNS rebinding). It also counts response bytes and cuts at a limit.
 * It serves only the browser it was started for: every request must carry the proxy's own random
 * credentials, so another process on the machine cannot borrow it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';
import { hostPortKey, isPublicAddress } from './address-policy';

export interface ProxyRefusal {
  /** Lower case, IPv6 without brackets. */
  host: string;
  port: number;
  reason: 'blocked-address' | 'port' | 'unresolved' | 'bad-request' | 'browser-service';
}

/** Basic credentials the browser must present (Playwright answers the proxy's 407 with them). */
export interface ProxyCredentials {
  username: string;
  password: string;
}

export interface FilteringProxyOptions {
  /** Exact `host:port` pairs let through whatever they resolve to (tests only). */
  allowHosts: Set<string>;
  /** Response bytes (all connections together) after which every connection is cut. */
  maxResponseBytes: number;
  /** Upstream connect/idle limit per connection. */
  socketTimeoutMs?: number;
  /**
   * Name resolution (default: the system resolver, every address). Tests pass a loopback-only
   * one so that no lookup leaves the machine.
   */
  lookup?: (host: string) => Promise<string[]>;
}

/**
 * Chromium's own services (component updates, account checks, network time): a regular profile
 * calls them whatever the flags, and they are not the site. Refused without a lookup; the page's
 * own requests are recorded by the browser session before they reach the proxy.
 */
export const browserServiceHosts = new Set([
  'update.googleapis.com',
  'clients2.google.com',
  'clientservices.googleapis.com',
  'optimizationguide-pa.googleapis.com',
  'content-autofill.googleapis.com',
  'safebrowsingohttpgateway.googleapis.com',
  'redirector.gvt1.com',
  'edgedl.me.gvt1.com',
  'accounts.google.com',
]);

export interface FilteringProxy {
  port: number;
  credentials: ProxyCredentials;
  refusals: ProxyRefusal[];
  /** Response bytes relayed so far. */
  bytes(): number;
  /** True once the byte limit cut a connection. */
  limitHit(): boolean;
  /** Settles when the byte limit is first passed. */
  limitReached: Promise<void>;
  close(): Promise<void>;
}

const LOOKUP_TIMEOUT_MS = 5_000;

type Checked = { ok: true; address: string } | { ok: false; reason: ProxyRefusal['reason'] };

async function systemLookup(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timeout')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const answers = await Promise.race([dnsLookup(host, { all: true, verbatim: true }), timeout]);
    return answers.map((answer) => answer.address);
  } finally {
    clearTimeout(timer);
  }
}

export async function startFilteringProxy(options: FilteringProxyOptions): Promise<FilteringProxy> {
  const refusals: ProxyRefusal[] = [];
  const sockets = new Set<net.Socket | Duplex>();
  const socketTimeoutMs = options.socketTimeoutMs ?? 20_000;
  let bytes = 0;
  let limitHit = false;
  let reachLimit = () => {};
  const limitReached = new Promise<void>((resolve) => {
    reachLimit = resolve;
  });

  const credentials: ProxyCredentials = {
    username: 'scanner',
    password: randomBytes(24).toString('base64url'),
  };
  const expectedAuthorization = Buffer.from(
    `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`,
  );
  function authorized(request: http.IncomingMessage): boolean {
    const given = Buffer.from(request.headers['proxy-authorization'] ?? '');
    return (
      given.length === expectedAuthorization.length && timingSafeEqual(given, expectedAuthorization)
    );
  }
  const challenge =
    'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="scanner"\r\nContent-Length: 0\r\n\r\n';

  const lookup = options.lookup ?? systemLookup;
  async function resolveAll(host: string): Promise<string[]> {
    const literal = host.replace(/^\[|\]$/g, '');
    return ipaddr.isValid(literal) ? [literal] : lookup(host);
  }

  async function check(host: string, port: number): Promise<Checked> {
    if (browserServiceHosts.has(host)) return { ok: false, reason: 'browser-service' };
    const allowed = options.allowHosts.has(hostPortKey(host, port));
    // Outside the test allowlist only the web's default ports: nothing else on a public host
    // is something a page needs and a scanner should reach.
    if (!allowed && port !== 80 && port !== 443) return { ok: false, reason: 'port' };
    let addresses: string[];
    try {
      addresses = await resolveAll(host);
    } catch {
      return { ok: false, reason: 'unresolved' };
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
    // Every answer must pass, so that no answer the client could pick is private.
    if (!allowed && !addresses.every(isPublicAddress))
      return { ok: false, reason: 'blocked-address' };
    // IPv4 first: the answer most servers listen on (no happy-eyeballs fallback here).
    const ordered = [...addresses.filter(net.isIPv4), ...addresses.filter((a) => !net.isIPv4(a))];
    return { ok: true, address: ordered[0] as string };
  }

  function refuse(host: string, port: number, reason: ProxyRefusal['reason']) {
    refusals.push({ host: host.replace(/^\[|\]$/g, ''), port, reason });
  }

  /** Counts bytes flowing back to the browser and cuts everything once the limit is passed. */
  function countInto(source: NodeJS.EventEmitter, ...toDestroy: { destroy(): unknown }[]) {
    source.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > options.maxResponseBytes) {
        limitHit = true;
        reachLimit();
        for (const stream of toDestroy) stream.destroy();
      }
    });
  }

  function track(socket: net.Socket | Duplex) {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  function parseAuthority(authority: string): { host: string; port: number } | null {
    const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+):(\d{1,5})$/.exec(authority);
    if (!match) return null;
    const port = Number(match[2]);
    if (port < 1 || port > 65_535) return null;
    return { host: (match[1] as string).toLowerCase(), port };
  }

  /** Relays a raw connection (CONNECT tunnel or websocket upgrade) to the checked address. */
  function relay(
    client: Duplex,
    address: string,
    port: number,
    first: Buffer | string,
    reply?: string,
  ) {
    const upstream = net.connect({ host: address, port });
    track(upstream);
    upstream.setTimeout(socketTimeoutMs, () => upstream.destroy());
    upstream.on('connect', () => {
      if (reply) client.write(reply);
      if (first.length > 0) upstream.write(first);
      countInto(upstream, upstream, client);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => {
      if (!client.destroyed) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  }

  const server = http.createServer((request, response) => {
    // Past the byte limit nothing more is fetched.
    if (limitHit) {
      response.writeHead(503).end();
      return;
    }
    if (!authorized(request)) {
      response.writeHead(407, { 'proxy-authenticate': 'Basic realm="scanner"' }).end();
      return;
    }
    void (async () => {
      let target: URL;
      try {
        target = new URL(request.url ?? '');
      } catch {
        response.writeHead(400).end();
        return;
      }
      const port = Number(target.port || 80);
      const host = target.hostname.toLowerCase();
      if (target.protocol !== 'http:') {
        refuse(host, port, 'bad-request');
        response.writeHead(400).end();
        return;
      }
      const checked = await check(host, port);
      if (!checked.ok) {
        refuse(host, port, checked.reason);
        response.writeHead(403, { 'content-type': 'text/plain' }).end('refused by the scanner');
        return;
      }
      const headers = { ...request.headers };
      delete headers['proxy-connection'];
      delete headers['proxy-authorization'];
      const upstream = http.request({
        host: checked.address,
        port,
        method: request.method,
        path: `${target.pathname}${target.search}`,
        headers,
        setHost: false,
        timeout: socketTimeoutMs,
      });
      upstream.on('timeout', () => upstream.destroy());
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502).end();
        else response.destroy();
      });
      upstream.on('response', (incoming) => {
        response.writeHead(incoming.statusCode ?? 502, incoming.rawHeaders);
        countInto(incoming, incoming, response.socket as net.Socket);
        incoming.pipe(response);
      });
      request.pipe(upstream);
    })();
  });

  server.on('connect', (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    if (limitHit) {
      client.end('HTTP/1.1 503 Service Unavailable\r\n\r\n');
      return;
    }
    if (!authorized(request)) {
      client.end(challenge);
      return;
    }
    void (async () => {
      const authority = parseAuthority(request.url ?? '');
      if (!authority) {
        client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
        return;
      }
      const checked = await check(authority.host, authority.port);
      if (!checked.ok) {
        refuse(authority.host, authority.port, checked.reason);
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      relay(
        client,
        checked.address,
        authority.port,
        head,
        'HTTP/1.1 200 Connection Established\r\n\r\n',
      );
    })();
  });

  // Plain ws:// through the proxy arrives as an absolute-form GET with Upgrade.
  server.on('upgrade', (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    if (!authorized(request)) {
      client.end(challenge);
      return;
    }
    void (async () => {
      let target: URL;
      try {
        target = new URL(request.url ?? '');
      } catch {
        client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
        return;
      }
      const host = target.hostname.toLowerCase();
      const port = Number(target.port || 80);
      const checked = target.protocol === 'http:' ? await check(host, port) : null;
      if (!checked?.ok) {
        refuse(host, port, checked ? checked.reason : 'bad-request');
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      const lines = [`${request.method} ${target.pathname}${target.search} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        const name = request.rawHeaders[i] as string;
        if (/^proxy-/i.test(name)) continue;
        lines.push(`${name}: ${request.rawHeaders[i + 1]}`);
      }
      const preamble = Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), head]);
      relay(client, checked.address, port, preamble);
    })();
  });

  server.on('connection', (socket) => track(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy did not bind');

  return {
    port: address.port,
    credentials,
    refusals,
    bytes: () => bytes,
    limitHit: () => limitHit,
    limitReached,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
