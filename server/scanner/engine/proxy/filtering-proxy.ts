/**
 * The scanner's SSRF defence: an HTTP proxy on 127.0.0.1 that Chromium sends everything through
 * (pages, redirects, subresources, websockets; loopback is not bypassed). Its three request paths
 * (plain http, CONNECT, websocket upgrade) share one admission step (`admit`): the byte cut, the
 * proxy's own credentials (proxy-auth.ts), the request cap (proxy-budget.ts), the target, and the
 * destination check (destination-check.ts: resolved once, every address checked, connected to the
 * address it checked, so a second lookup cannot answer differently). It caps what one scan may do
 * (bytes both ways, requests, open connections, host names, lookups) and reports each cap it hits.
 */
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { proxyLimits, type ProxyLimits } from '../../config';
import { createNameResolver, type NameResolver } from './name-resolver';
import { DestinationCheck, type Checked, type ProxyRefusal } from './destination-check';
import { ProxyAuth, PROXY_REALM, type ProxyCredentials } from './proxy-auth';
import { ProxyBudget } from './proxy-budget';
import type { ProxyLimitCode } from '../../../../packages/scanner-contract/report';

export { browserServiceHosts, type ProxyRefusal } from './destination-check';
export type { ProxyCredentials } from './proxy-auth';

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

const statusLine = (status: number) => `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n\r\n`;
const challenge = `HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: ${PROXY_REALM}\r\nContent-Length: 0\r\n\r\n`;

/** A final status a browser can be given: anything else from upstream becomes 502. */
const validStatus = (status: number | undefined): status is number =>
  status !== undefined && Number.isInteger(status) && status >= 200 && status <= 599;

/** Where a request asks to go; a target that is not one answers `status` (and may be refused). */
type Target =
  | { ok: true; host: string; port: number }
  | { ok: false; status: number; refusal?: Omit<ProxyRefusal, 'reason'> };

/**
 * The outcome of the admission step: the checked address to connect to, or the status to answer
 * (407 asks for the credentials; `refused` marks the destination check's verdict; 0: the client
 * went away, nothing to answer).
 */
type Admission =
  | { ok: true; host: string; port: number; address: string }
  | { ok: false; status: number; refused?: boolean };

/** An absolute-form http:// request target (plain requests and ws upgrades). */
function httpTarget(request: http.IncomingMessage, nonHttpStatus: number): Target & { url?: URL } {
  let url: URL;
  try {
    url = new URL(request.url ?? '');
  } catch {
    return { ok: false, status: 400 };
  }
  const host = url.hostname.toLowerCase();
  const port = Number(url.port || 80);
  if (url.protocol !== 'http:')
    return { ok: false, status: nonHttpStatus, refusal: { host, port } };
  return { ok: true, host, port, url };
}

/** A CONNECT request's `host:port`. */
function authorityTarget(request: http.IncomingMessage): Target {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+):(\d{1,5})$/.exec(request.url ?? '');
  if (!match) return { ok: false, status: 400 };
  const port = Number(match[2]);
  if (port < 1 || port > 65_535) return { ok: false, status: 400 };
  return { ok: true, host: (match[1] as string).toLowerCase(), port };
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

export async function startFilteringProxy(options: FilteringProxyOptions): Promise<FilteringProxy> {
  const limits: ProxyLimits = {
    ...proxyLimits(),
    ...options.limits,
    ...(options.maxResponseBytes === undefined
      ? {}
      : { maxResponseBytes: options.maxResponseBytes }),
  };
  const refusals: ProxyRefusal[] = [];
  const socketTimeoutMs = options.socketTimeoutMs ?? 20_000;
  const budget = new ProxyBudget(limits);
  const auth = new ProxyAuth();
  // Upstream keep-alive stays inside this scan: no socket is shared with another scan's proxy.
  const agent = new http.Agent({ keepAlive: true });
  const resolver = options.lookup
    ? null
    : createNameResolver({
        servers: options.dnsServers,
        timeoutMs: limits.lookupTimeoutMs,
        tries: limits.lookupTries,
      });
  const lookup = options.lookup ?? ((host: string) => (resolver as NameResolver).resolve(host));
  const destinations = new DestinationCheck(options.allowHosts, lookup, limits, budget);

  function refuse(host: string, port: number, reason: ProxyRefusal['reason']) {
    refusals.push({ host: host.replace(/^\[|\]$/g, ''), port, reason });
  }

  /** The status for a check that failed: refused by policy (403) or over a cap (503). */
  function refusalStatus(checked: Exclude<Checked, { ok: true }>, host: string, port: number) {
    if ('reason' in checked) {
      refuse(host, port, checked.reason);
      return 403;
    }
    return 503;
  }

  /** The admission step every request path takes before anything is sent upstream. */
  async function admit(
    request: http.IncomingMessage,
    target: (request: http.IncomingMessage) => Target,
    gone: () => boolean,
  ): Promise<Admission> {
    // Past a byte cap nothing more is fetched.
    if (budget.cut) return { ok: false, status: 503 };
    if (!auth.authorized(request)) return { ok: false, status: 407 };
    if (!budget.admitRequest()) return { ok: false, status: 503 };
    const parsed = target(request);
    if (!parsed.ok) {
      if (parsed.refusal) refuse(parsed.refusal.host, parsed.refusal.port, 'bad-request');
      return { ok: false, status: parsed.status };
    }
    const { host, port } = parsed;
    const checked = await destinations.check(host, port);
    if (!checked.ok)
      return { ok: false, status: refusalStatus(checked, host, port), refused: true };
    if (gone()) return { ok: false, status: 0 };
    if (budget.cut) return { ok: false, status: 503 };
    return { ok: true, host, port, address: checked.address };
  }

  /** Answers a refused raw connection (CONNECT or upgrade) on the socket itself. */
  function refuseRaw(client: Duplex, admission: Extract<Admission, { ok: false }>) {
    if (admission.status === 0) return;
    client.end(admission.status === 407 ? challenge : statusLine(admission.status));
  }

  /** Relays a raw connection (CONNECT tunnel or websocket upgrade) to the checked address. */
  function relay(
    client: Duplex,
    address: string,
    port: number,
    first: Buffer | string,
    reply?: string,
  ) {
    const holdSlot = budget.admitConnection();
    if (!holdSlot) {
      client.end(statusLine(503));
      return;
    }
    const upstream = net.connect({ host: address, port });
    holdSlot(upstream);
    budget.track(upstream);
    upstream.setTimeout(socketTimeoutMs, () => upstream.destroy());
    upstream.on('connect', () => {
      if (budget.cut) return;
      if (reply) client.write(reply);
      budget.countResponse(upstream);
      budget.countRequest(client);
      if (first.length > 0) {
        if (!budget.addRequestBytes(first.length)) return;
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
    budget.countRequest(request);
    if (bodyless) request.resume();

    const send = (reusable: boolean) => {
      const holdSlot = budget.admitConnection();
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
        if (
          reusable &&
          bodyless &&
          upstream.reusedSocket &&
          !answered &&
          !timedOut &&
          !budget.cut
        ) {
          send(false);
        } else {
          fail();
        }
      });
      upstream.on('socket', (socket) => budget.track(socket));
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
          budget.countResponse(incoming);
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

  // Plain http: an absolute-form request.
  const server = http.createServer((request, response) => {
    request.on('error', () => response.destroy());
    response.on('error', () => response.destroy());
    guarded(
      async () => {
        let url: URL | undefined;
        const admission = await admit(
          request,
          (given) => {
            const target = httpTarget(given, 400);
            url = target.url;
            return target;
          },
          () => false,
        );
        if (!admission.ok) {
          if (admission.status === 407) {
            response.writeHead(407, { 'proxy-authenticate': PROXY_REALM }).end();
          } else if (admission.refused) {
            response
              .writeHead(admission.status, { 'content-type': 'text/plain' })
              .end('refused by the scanner');
          } else {
            response.writeHead(admission.status).end();
          }
          return;
        }
        forward(request, response, admission.address, admission.port, url as URL);
      },
      () => {
        if (!response.headersSent) response.writeHead(502).end();
        else response.destroy();
      },
    );
  });

  // https and wss: a CONNECT tunnel.
  server.on('connect', (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    budget.track(client);
    guarded(
      async () => {
        const admission = await admit(request, authorityTarget, () => client.destroyed);
        if (!admission.ok) return refuseRaw(client, admission);
        relay(
          client,
          admission.address,
          admission.port,
          head,
          'HTTP/1.1 200 Connection Established\r\n\r\n',
        );
      },
      () => client.destroy(),
    );
  });

  // Plain ws:// through the proxy arrives as an absolute-form GET with Upgrade.
  server.on('upgrade', (request: http.IncomingMessage, client: Duplex, head: Buffer) => {
    budget.track(client);
    guarded(
      async () => {
        let url: URL | undefined;
        const admission = await admit(
          request,
          (given) => {
            // Anything but ws over http is refused as a bad request (403, like a refused host).
            const target = httpTarget(given, 403);
            url = target.url;
            return target;
          },
          () => client.destroyed,
        );
        if (!admission.ok) return refuseRaw(client, admission);
        const target = url as URL;
        const lines = [`${request.method} ${target.pathname}${target.search} HTTP/1.1`];
        for (let i = 0; i < request.rawHeaders.length; i += 2) {
          const name = request.rawHeaders[i] as string;
          if (/^proxy-/i.test(name)) continue;
          lines.push(`${name}: ${request.rawHeaders[i + 1]}`);
        }
        const preamble = Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), head]);
        relay(client, admission.address, admission.port, preamble);
      },
      () => client.destroy(),
    );
  });

  server.on('connection', (socket) => budget.track(socket));
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy did not bind');

  return {
    port: address.port,
    credentials: auth.credentials,
    refusals,
    bytes: () => budget.bytes,
    requestBytes: () => budget.requestBytes,
    limitHit: () => budget.cut,
    limitsHit: () => [...budget.hit],
    limitReached: budget.limitReached,
    close: () =>
      new Promise<void>((resolve) => {
        resolver?.cancel();
        destinations.release();
        budget.destroyAll();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
