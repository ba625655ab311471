/**
 * The limits on new scans, counted in this process's memory only (rate-limiter-flexible's memory
 * store), so no address is written anywhere and it is forgotten when its hour ends: `points` an
 * hour per client, and `budget` an hour for all clients together, so that many addresses cannot
 * hold the queue full between them. With several API processes each counts on its own.
 */
import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type Admission =
  | { allowed: true }
  /** `client`: this client's hour is used up; `budget`: everyone's is. */
  | { allowed: false; reason: 'client' | 'budget'; retryAfterSeconds: number };

export interface ClientLimiter {
  /** Counts one scan for `client` and for the hourly budget. */
  take(client: string): Promise<Admission>;
  /** Gives back a scan that was counted but not started (the queue was full). */
  giveBack(client: string): Promise<void>;
}

const EVERYONE = 'everyone';

/** Consumes one point; the seconds to wait when there is none left. */
async function consume(limiter: RateLimiterMemory, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (result) {
    if (result instanceof RateLimiterRes) {
      return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    }
    throw result;
  }
}

export function createClientLimiter(points: number, budget: number): ClientLimiter {
  const perClient = new RateLimiterMemory({ points, duration: 3600 });
  const overall = new RateLimiterMemory({ points: budget, duration: 3600 });
  return {
    async take(client) {
      const clientWait = await consume(perClient, client);
      if (clientWait !== null) {
        return { allowed: false, reason: 'client', retryAfterSeconds: clientWait };
      }
      const budgetWait = await consume(overall, EVERYONE);
      if (budgetWait !== null) {
        await perClient.reward(client);
        return { allowed: false, reason: 'budget', retryAfterSeconds: budgetWait };
      }
      return { allowed: true };
    },
    async giveBack(client) {
      await perClient.reward(client);
      await overall.reward(EVERYONE);
    },
  };
}

/** The address without a port a proxy may have added ("203.0.113.7:51234", "[2001:db8::1]:443"). */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1] as string;
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4 ? (v4[1] as string) : entry;
}

/**
 * The client's address behind `hops` proxies that each append to X-Forwarded-For: the `hops`-th
 * entry from the right (1: the right-most, written by the proxy next to us). Entries further left
 * are whatever the client sent. Null when the header has fewer entries.
 */
export function forwardedClient(header: string, hops: number): string | null {
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - hops] ?? null;
}

/** The one key every address that does not parse is counted under: it never opens a new bucket. */
export const UNPARSEABLE_CLIENT = 'unparseable';

/**
 * The key a client is counted under: its IPv4 address, or the /56 prefix of its IPv6 address (a
 * subscriber is often given a whole /56, so counting /64s would give one client 256 buckets).
 */
export function clientKey(address: string): string {
  const bare = withoutPort(address.trim());
  if (!ipaddr.isValid(bare)) return UNPARSEABLE_CLIENT;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (!v6.isIPv4MappedAddress()) {
      const bytes = v6.toByteArray().map((byte, index) => (index < 7 ? byte : 0));
      return `${ipaddr.fromByteArray(bytes).toString()}/56`;
    }
    parsed = v6.toIPv4Address();
  }
  return parsed.toString();
}
