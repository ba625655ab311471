/**
 * What one scan may do through the filtering proxy, counted: bytes both ways, requests, upstream
 * connections open at once. Past a byte cap every connection is cut and nothing more is fetched;
 * past the other caps what is over is refused (the caller answers 503). Each cap hit is noted.
 */
import type net from 'node:net';
import type { Duplex } from 'node:stream';
import type { ProxyLimits } from '../../config';
import type { ProxyLimitCode } from '../../../../packages/scanner-contract/report';

export class ProxyBudget {
  /** Every cap this scan ran into, in the order first hit. */
  readonly hit = new Set<ProxyLimitCode>();
  /** Response bytes relayed so far. */
  bytes = 0;
  /** Request bytes (bodies, uploads, tunnelled bytes) relayed so far. */
  requestBytes = 0;
  /** True once a byte cap cut every connection. */
  cut = false;
  /** Settles when a byte cap is first passed. */
  readonly limitReached: Promise<void>;
  private requests = 0;
  private connections = 0;
  private readonly sockets = new Set<net.Socket | Duplex>();
  private reachLimit = () => {};

  constructor(private readonly limits: ProxyLimits) {
    this.limitReached = new Promise<void>((resolve) => {
      this.reachLimit = resolve;
    });
  }

  /** Notes a cap that refuses what is over it; returns the code. */
  note(code: ProxyLimitCode): ProxyLimitCode {
    this.hit.add(code);
    return code;
  }

  /** Past a byte cap the scan fetches nothing more: every connection is cut. */
  cutAll(code: ProxyLimitCode): void {
    this.hit.add(code);
    if (this.cut) return;
    this.cut = true;
    this.reachLimit();
    this.destroyAll();
  }

  /** Counts one request through the proxy; false (and the cap noted) past the scan's cap. */
  admitRequest(): boolean {
    if (this.requests >= this.limits.maxRequests) {
      this.hit.add('requests-capped');
      return false;
    }
    this.requests += 1;
    return true;
  }

  /** Takes one upstream connection slot, given back when `holder` closes; null past the cap. */
  admitConnection(): ((holder: NodeJS.EventEmitter) => void) | null {
    if (this.connections >= this.limits.maxConnections) {
      this.hit.add('connections-capped');
      return null;
    }
    this.connections += 1;
    return (holder) =>
      holder.once('close', () => {
        this.connections -= 1;
      });
  }

  countResponse(source: NodeJS.EventEmitter): void {
    source.on('data', (chunk: Buffer) => {
      this.bytes += chunk.length;
      if (this.bytes > this.limits.maxResponseBytes) this.cutAll('bytes-cut');
    });
  }

  countRequest(source: NodeJS.EventEmitter): void {
    source.on('data', (chunk: Buffer) => this.addRequestBytes(chunk.length));
  }

  /** Adds request bytes sent outside a counted stream; false once that passed the cap. */
  addRequestBytes(length: number): boolean {
    this.requestBytes += length;
    if (this.requestBytes <= this.limits.maxRequestBytes) return true;
    this.cutAll('upload-cut');
    return false;
  }

  /** Keeps `socket` to be cut with the others; a kept-alive one is added once. */
  track(socket: net.Socket | Duplex): void {
    if (this.sockets.has(socket)) return;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  destroyAll(): void {
    for (const socket of this.sockets) socket.destroy();
  }
}
