/**
 * The scanner's SSRF defence: an HTTP proxy on 127.0.0.1 that Chromium sends everything through
 * (pages, redirects, subresources, websockets; loopback is not bypassed). For each connection it
 * resolves the name itself, checks every address with the address policy (or the test-only
 * allowlist for an exact host:port), and connects to the address it checked, so a second lookup
 * cannot answer differently (DNS rebinding). It caps what one scan may do (bytes both ways,
 * requests, open connections, host names, lookups) and reports each cap it hits.
 * It serves only the browser it was started for: every request must carry the proxy's own random
 * credentials, so another process on the machine cannot borrow it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import ipaddr from 'ipaddr.js';
import { hostPortKey, isPublicAddress } from './address-policy';
import { proxyLimits, type ProxyLimits } from '../../config';
import { createNameResolver, type NameResolver } from './name-resolver';
import type { ProxyLimitCode } from '../../../../src/scanner-contract/report';

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
  /** The caps on this scan; each one not given comes from the environment (config.ts). */
  limits?: Partial<ProxyLimits>;
  /** Same as `limits.maxResponseBytes`. */
  maxResponseBytes?: number;
  /** Upstream connect/idle limit per connection. */
  socketTimeoutMs?: number;
  /**
   * Name resolution (default: c-ares on the system's DNS servers, or on `dnsServers`, A and AAAA).
   * Tests pass a loopback-only one so that no lookup leaves the machine.
   */
  lookup?: (host: string) => Promise<string[]>;
  /** The DNS servers the default resolver asks (`ip:port`); tests give a fake one on loopback. */
  dnsServers?: string[];
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
  /** Request bytes (bodies, uploads, tunnelled bytes) relayed so far. */
  requestBytes(): number;
  /** True once a byte cap (either direction) cut every connection. */
  limitHit(): boolean;
  /** Every cap this scan ran into, in the order first hit. */
  limitsHit(): ProxyLimitCode[];
  /** Settles when a byte cap is first passed. */
  limitReached: Promise<void>;
  /** Closes every connection and cancels every pending lookup. */
  close(): Promise<void>;
}

type Checked =
  | { ok: true; address: string }
  | { ok: false; reason: ProxyRefusal['reason'] }
  | { ok: false; limit: ProxyLimitCode };

const statusLine = (status: number) => `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n\r\n`;

/** A final status a browser can be given: anything else from upstream becomes 502. */
const validStatus = (status: number | undefined): status is number =>
  status !== undefined && Number.isInteger(status) && status >= 200 && status <= 599;

export async function startFilteringProxy(options: FilteringProxyOptions): Promise<FilteringProxy> {
  const limits: ProxyLimits = {
    ...proxyLimits(),
    ...options.limits,
    ...(options.maxResponseBytes === undefined
      ? {}
      : { maxResponseBytes: options.maxResponseBytes }),
  };
  const refusals: ProxyRefusal[] = [];
  const sockets = new Set<net.Socket | Duplex>();
  const socketTimeoutMs = options.socketTimeoutMs ?? 20_000;
  const hit = new Set<ProxyLimitCode>();
  let bytes = 0;
  let requestBytes = 0;
  let requests = 0;
  let connections = 0;
  let lookups = 0;
  let lookupsRunning = 0;
  const lookupWaiting: (() => void)[] = [];
  /** The verdict per host:port for the whole scan, and the distinct names asked for. */
  const checks = new Map<string, Promise<Checked>>();
  const names = new Set<string>();
  let cut = false;
  let reachLimit = () => {};
  const limitReached = new Promise<void>((resolve) => {
    reachLimit = resolve;
  });
  // Upstream keep-alive stays inside this scan: no socket is shared with another scan's proxy.
  const agent = new http.Agent({ keepAlive: true });

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

  const resolver = options.lookup
    ? null
    : createNameResolver({
        servers: options.dnsServers,
        timeoutMs: limits.lookupTimeoutMs,
        tries: limits.lookupTries,
      });
  const lookup = options.lookup ?? ((host: string) => (resolver as NameResolver).resolve(host));

  function limit(code: ProxyLimitCode): { ok: false; limit: ProxyLimitCode } {
    hit.add(code);
    return { ok: false, limit: code };
  }

  /** Past a byte cap the scan fetches nothing more: every connection is cut. */
  function cutAll(code: ProxyLimitCode) {
    hit.add(code);
    if (cut) return;
    cut = true;
    reachLimit();
    for (const socket of sockets) socket.destroy();
  }

  /** One DNS lookup within the scan's caps: a slot among the concurrent ones, or a wait for one. */
  async function limitedLookup(host: string): Promise<string[] | null> {
    if (lookups >= limits.maxLookups) return null;
    lookups += 1;
    if (lookupsRunning >= limits.maxConcurrentLookups) {
      await new Promise<void>((resolve) => lookupWaiting.push(resolve));
    }
    lookupsRunning += 1;
    try {
      return await lookup(host);
    } finally {
      lookupsRunning -= 1;
      lookupWaiting.shift()?.();
    }
  }

  async function resolveAndCheck(host: string, allowed: boolean): Promise<Checked> {
    const literal = host.replace(/^\[|\]$/g, '');
    let addresses: string[];
    if (ipaddr.isValid(literal)) {
      addresses = [literal];
    } else {
      let answer: string[] | null;
      try {
        answer = await limitedLookup(host);
      } catch {
        return { ok: false, reason: 'unresolved' };
      }
      if (answer === null) return limit('lookups-capped');
      addresses = answer;
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
    // Every answer must pass, so that no answer the client could pick is private.
    if (!allowed && !addresses.every(isPublicAddress))
      return { ok: false, reason: 'blocked-address' };
    // IPv4 first: the answer most servers listen on (no happy-eyeballs fallback here).
    const ordered = [...addresses.filter(net.isIPv4), ...addresses.filter((a) => !net.isIPv4(a))];
    return { ok: true, address: ordered[0] as string };
  }

  async function check(host: string, port: number): Promise<Checked> {
    if (browserServiceHosts.has(host)) return { ok: false, reason: 'browser-service' };
    const allowed = options.allowHosts.has(hostPortKey(host, port));
    // Outside the test allowlist only the web's default ports: nothing else on a public host
    // is something a page needs and a scanner should reach.
    if (!allowed && port !== 80 && port !== 443) return { ok: false, reason: 'port' };
    // One lookup per name for the whole scan: later connections reuse the checked answer, so
    // a second answer can never be used (DNS rebinding), and a name costs one lookup.
    const key = hostPortKey(host, port);
    let checked = checks.get(key);
    if (!checked) {
      if (!names.has(host) && names.size >= limits.maxHosts) return limit('hosts-capped');
      names.add(host);
      checked = resolveAndCheck(host, allowed);
      checks.set(key, checked);
    }
    return checked;
  }

  function refuse(host: string, port: number, reason: ProxyRefusal['reason']) {
    refusals.push({ host: host.replace(/^\[|\]$/g, ''), port, reason });
  }

  /** Counts one request through the proxy; false (and the cap noted) past the scan's cap. */
  function admitRequest(): boolean {
    if (requests >= limits.maxRequests) {
      hit.add('requests-capped');
      return false;
    }
    requests += 1;
    return true;
  }

  /** Takes one upstream connection slot, given back when `holder` closes; false past the cap. */
  function admitConnection(): ((holder: NodeJS.EventEmitter) => void) | null {
    if (connections >= limits.maxConnections) {
      hit.add('connections-capped');
      return null;
    }
    connections += 1;
    return (holder) =>
      holder.once('close', () => {
        connections -= 1;
      });
  }

  function countResponse(source: NodeJS.EventEmitter) {
    source.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limits.maxResponseBytes) cutAll('bytes-cut');
    });
  }

  function countRequest(source: NodeJS.EventEmitter) {
    source.on('data', (chunk: Buffer) => {
      requestBytes += chunk.length;
      if (requestBytes > limits.maxRequestBytes) cutAll('upload-cut');
    });
  }

  function track(socket: net.Socket | Duplex) {
    // A kept-alive upstream socket serves several requests: its listeners are added once.
    if (sockets.has(socket)) return;
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
    const holdSlot = admitConnection();
    if (!holdSlot) {
      client.end(statusLine(503));
      return;
    }
    const upstream = net.connect({ host: address, port });
    holdSlot(upstream);
    track(upstream);
    upstream.setTimeout(socketTimeoutMs, () => upstream.destroy());
    upstream.on('connect', () => {
      if (cut) return;
      if (reply) client.write(reply);
      countResponse(upstream);
      countRequest(client);
      if (first.length > 0) {
        requestBytes += first.length;
        if (requestBytes > limits.maxRequestBytes) return cutAll('upload-cut');
        upstream.write(first);
      }
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => {
      if (!client.destroyed) client.end(statusLine(502));
    });
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  }

  /**
   * Relays one plain-http request to the checked address. A request without a body that fails on
   * a kept-alive connection before any answer is sent once more on a new connection, as browsers
   * do: the site may have closed that idle connection just as it was reused (more likely the
   * busier the machine), which is not the site failing.
   */
  function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    address: string,
    port: number,
    target: URL,
  ) {
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const bodyless =
      request.headers['transfer-encoding'] === undefined &&
      Number(request.headers['content-length'] ?? 0) === 0;
    const fail = () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    };
    countRequest(request);
    if (bodyless) request.resume();

    const send = (reusable: boolean) => {
      const holdSlot = admitConnection();
      if (!holdSlot) {
        if (!response.headersSent) response.writeHead(503).end();
        return;
      }
      const upstream = http.request({
        host: address,
        port,
        method: request.method,
        path: `${target.pathname}${target.search}`,
        headers,
        setHost: false,
        timeout: socketTimeoutMs,
        // The second try never takes an idle connection again.
        agent: reusable ? agent : false,
      });
      holdSlot(upstream);
      let timedOut = false;
      let answered = false;
      upstream.on('timeout', () => {
        timedOut = true;
        upstream.destroy();
      });
      upstream.on('error', () => {
        if (reusable && bodyless && upstream.reusedSocket && !answered && !timedOut && !cut) {
          send(false);
        } else {
          fail();
        }
      });
      upstream.on('socket', (socket) => track(socket));
      upstream.on('response', (incoming) => {
        answered = true;
        incoming.on('error', () => response.destroy());
        try {
          // An upstream status Node cannot send on (099, 000, 600+) would throw from writeHead.
          if (!validStatus(incoming.statusCode)) {
            incoming.destroy();
            upstream.destroy();
            fail();
            return;
          }
          response.writeHead(incoming.statusCode, incoming.rawHeaders);
          countResponse(incoming);
          incoming.pipe(response);
        } catch {
          incoming.destroy();
          upstream.destroy();
          fail();
        }
      });
      if (bodyless) upstream.end();
      else request.pipe(upstream);
    };
    send(true);
  }

  /** Runs a listener's work so that nothing it throws or rejects leaves the proxy. */
  function guarded(work: () => Promise<void>, onError: () => void) {
    work().catch(() => {
      try {
        onError();
      } catch {
        // The connection is gone already; nothing is left to answer.
      }
    });
  }

  /** The status line for a check that failed: refused by policy (403) or over a cap (503). */
  function refusalStatus(checked: Exclude<Checked, { ok: true }>, host: string, port: number) {
    if ('reason' in checked) {
      refuse(host, port, checked.reason);
      return 403;
    }
    return 503;
  }

  const server = http.createServer((request, response) => {
    request.on('error', () => response.destroy());
    response.on('error', () => response.destroy());
    guarded(
      async () => {
        // Past a byte cap nothing more is fetched.
        if (cut) {
          response.writeHead(503).end();
          return;
        }
        if (!authorized(request)) {
          response.writeHead(407, { 'proxy-authenticate': 'Basic realm="scanner"' }).end();
          return;
        }
        if (!admitRequest()) {
          response.writeHead(503).end();
          return;
        }
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
          response
            .writeHead(refusalStatus(checked, host, port), { 'content-type': 'text/plain' })
            .end('refused by the scanner');
          return;
        }
        if (cut) {
          response.writeHead(503).end();
          return;
        }
        forward(request, response, checked.address, port, target);
      },
      () => {
        if (!response.headersSent) response.writeHead(502).end();
        else response.destroy();
      },
    );
  });

  server.on('connect', (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    guarded(
      async () => {
        if (cut) {
          client.end(statusLine(503));
          return;
        }
        if (!authorized(request)) {
          client.end(challenge);
          return;
        }
        if (!admitRequest()) {
          client.end(statusLine(503));
          return;
        }
        const authority = parseAuthority(request.url ?? '');
        if (!authority) {
          client.end(statusLine(400));
          return;
        }
        const checked = await check(authority.host, authority.port);
        if (!checked.ok) {
          client.end(statusLine(refusalStatus(checked, authority.host, authority.port)));
          return;
        }
        if (client.destroyed) return;
        if (cut) {
          client.end(statusLine(503));
          return;
        }
        relay(
          client,
          checked.address,
          authority.port,
          head,
          'HTTP/1.1 200 Connection Established\r\n\r\n',
        );
      },
      () => client.destroy(),
    );
  });

  // Plain ws:// through the proxy arrives as an absolute-form GET with Upgrade.
  server.on('upgrade', (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    guarded(
      async () => {
        if (cut) {
          client.end(statusLine(503));
          return;
        }
        if (!authorized(request)) {
          client.end(challenge);
          return;
        }
        if (!admitRequest()) {
          client.end(statusLine(503));
          return;
        }
        let target: URL;
        try {
          target = new URL(request.url ?? '');
        } catch {
          client.end(statusLine(400));
          return;
        }
        const host = target.hostname.toLowerCase();
        const port = Number(target.port || 80);
        const checked: Checked =
          target.protocol === 'http:'
            ? await check(host, port)
            : { ok: false, reason: 'bad-request' };
        if (!checked.ok) {
          client.end(statusLine(refusalStatus(checked, host, port)));
          return;
        }
        if (client.destroyed) return;
        if (cut) {
          client.end(statusLine(503));
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
      },
      () => client.destroy(),
    );
  });

  server.on('connection', (socket) => track(socket));
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy did not bind');

  return {
    port: address.port,
    credentials,
    refusals,
    bytes: () => bytes,
    requestBytes: () => requestBytes,
    limitHit: () => cut,
    limitsHit: () => [...hit],
    limitReached,
    close: () =>
      new Promise<void>((resolve) => {
        resolver?.cancel();
        for (const wake of lookupWaiting.splice(0)) wake();
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
