/**
 * Whether the proxy may connect to a host:port, and to which address: the name resolved once for
 * the whole scan (so a second answer can never be used: DNS rebinding), every address checked by
 * the address policy (or the test-only allowlist for an exact host:port), the web's default ports
 * only, Chromium's own services refused without a lookup, and the scan's caps on distinct names
 * and lookups kept.
 */
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { hostPortKey, isPublicAddress } from './address-policy';
import type { ProxyLimits } from '../../config';
import type { ProxyBudget } from './proxy-budget';
import type { ProxyLimitCode } from '../../../../packages/scanner-contract/report';

export interface ProxyRefusal {
  /** Lower case, IPv6 without brackets. */
  host: string;
  port: number;
  reason: 'blocked-address' | 'port' | 'unresolved' | 'bad-request' | 'browser-service';
}

export type Checked =
  | { ok: true; address: string }
  | { ok: false; reason: ProxyRefusal['reason'] }
  | { ok: false; limit: ProxyLimitCode };

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

export class DestinationCheck {
  /** The verdict per host:port for the whole scan, and the distinct names asked for. */
  private readonly checks = new Map<string, Promise<Checked>>();
  private readonly names = new Set<string>();
  private lookups = 0;
  private lookupsRunning = 0;
  private readonly lookupWaiting: (() => void)[] = [];

  constructor(
    private readonly allowHosts: Set<string>,
    private readonly lookup: (host: string) => Promise<string[]>,
    private readonly limits: ProxyLimits,
    private readonly budget: ProxyBudget,
  ) {}

  check(host: string, port: number): Promise<Checked> {
    if (browserServiceHosts.has(host))
      return Promise.resolve({ ok: false, reason: 'browser-service' });
    const key = hostPortKey(host, port);
    const allowed = this.allowHosts.has(key);
    // Outside the test allowlist only the web's default ports: nothing else on a public host
    // is something a page needs and a scanner should reach.
    if (!allowed && port !== 80 && port !== 443)
      return Promise.resolve({ ok: false, reason: 'port' });
    // One lookup per name for the whole scan: later connections reuse the checked answer, so
    // a second answer can never be used (DNS rebinding), and a name costs one lookup.
    let checked = this.checks.get(key);
    if (!checked) {
      if (!this.names.has(host) && this.names.size >= this.limits.maxHosts)
        return Promise.resolve({ ok: false, limit: this.budget.note('hosts-capped') });
      this.names.add(host);
      checked = this.resolveAndCheck(host, allowed);
      this.checks.set(key, checked);
    }
    return checked;
  }

  /** Wakes every lookup waiting for a slot (the proxy is closing). */
  release(): void {
    for (const wake of this.lookupWaiting.splice(0)) wake();
  }

  /** One DNS lookup within the scan's caps: a slot among the concurrent ones, or a wait for one. */
  private async limitedLookup(host: string): Promise<string[] | null> {
    if (this.lookups >= this.limits.maxLookups) return null;
    this.lookups += 1;
    if (this.lookupsRunning >= this.limits.maxConcurrentLookups) {
      await new Promise<void>((resolve) => this.lookupWaiting.push(resolve));
    }
    this.lookupsRunning += 1;
    try {
      return await this.lookup(host);
    } finally {
      this.lookupsRunning -= 1;
      this.lookupWaiting.shift()?.();
    }
  }

  private async resolveAndCheck(host: string, allowed: boolean): Promise<Checked> {
    const literal = host.replace(/^\[|\]$/g, '');
    let addresses: string[];
    if (ipaddr.isValid(literal)) {
      addresses = [literal];
    } else {
      let answer: string[] | null;
      try {
        answer = await this.limitedLookup(host);
      } catch {
        return { ok: false, reason: 'unresolved' };
      }
      if (answer === null) return { ok: false, limit: this.budget.note('lookups-capped') };
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
}
