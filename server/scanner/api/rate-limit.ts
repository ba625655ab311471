/**
 * The limits on new scans, counted in this process's memory only (rate-limiter-flexible's memory
 * store), so no address is written anywhere and it is forgotten when its hour ends:
 * - `perClient` an hour per client (an IPv4 address, an IPv6 /56);
 * - `perNetwork` an hour per network (IPv4 /24, IPv6 /48), all its clients together;
 * - `budget` an hour for all clients together, so that many addresses cannot hold the queue full
 *   between them, of which `reserve` is kept for networks that started no scan in the last hour:
 *   a few networks that spend the rest push no newcomer to 503.
 * With several API processes each counts on its own. Also the per-client limit on downloads.
 */
import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export type Admission =
  /** `giveBack` returns what was counted, for a scan that was not started after all. */
  | { allowed: true; giveBack(): Promise<void> }
  /** `client`: this client's hour is used up; `network`: its network's; `budget`: everyone's. */
  | { allowed: false; reason: 'client' | 'network' | 'budget'; retryAfterSeconds: number };

export interface ClientLimiter {
  /** Counts one scan for the client at `address`, its networks and the hourly budget. */
  take(address: string): Promise<Admission>;
}

export interface ScanLimits {
  perClient: number;
  perNetwork: number;
  budget: number;
  reserve: number;
}

const EVERYONE = 'everyone';
const HOUR_SECONDS = 3600;

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

export function createClientLimiter(limits: ScanLimits): ClientLimiter {
  const reserve = Math.min(limits.reserve, limits.budget - 1);
  const perClient = new RateLimiterMemory({ points: limits.perClient, duration: HOUR_SECONDS });
  const perNetwork = new RateLimiterMemory({ points: limits.perNetwork, duration: HOUR_SECONDS });
  const shared = new RateLimiterMemory({
    points: limits.budget - Math.max(0, reserve),
    duration: HOUR_SECONDS,
  });
  const reserved =
    reserve > 0 ? new RateLimiterMemory({ points: reserve, duration: HOUR_SECONDS }) : null;
  return {
    async take(address) {
      const client = clientKey(address);
      const networks = networkKeys(address);
      const counted: [RateLimiterMemory, string][] = [];
      const undo = async () => {
        for (const [limiter, key] of counted) await limiter.reward(key);
      };
      const clientWait = await consume(perClient, client);
      if (clientWait !== null) {
        return { allowed: false, reason: 'client', retryAfterSeconds: clientWait };
      }
      counted.push([perClient, client]);
      // A network that started nothing this hour is a newcomer: the reserve is for it.
      let newcomer = true;
      for (const network of networks) {
        if (((await perNetwork.get(network))?.consumedPoints ?? 0) > 0) newcomer = false;
        const wait = await consume(perNetwork, network);
        if (wait !== null) {
          await undo();
          return { allowed: false, reason: 'network', retryAfterSeconds: wait };
        }
        counted.push([perNetwork, network]);
      }
      let budgetWait = await consume(shared, EVERYONE);
      if (budgetWait === null) {
        counted.push([shared, EVERYONE]);
      } else if (newcomer && reserved) {
        const reserveWait = await consume(reserved, EVERYONE);
        if (reserveWait === null) counted.push([reserved, EVERYONE]);
        budgetWait = reserveWait === null ? null : Math.min(budgetWait, reserveWait);
      }
      if (budgetWait !== null) {
        await undo();
        return { allowed: false, reason: 'budget', retryAfterSeconds: budgetWait };
      }
      return { allowed: true, giveBack: undo };
    },
  };
}

/** The downloads of finished scans' files one client may make: `perMinute`, then 429. */
export function createDownloadLimiter(perMinute: number) {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  /** Null when the download may go ahead, else the seconds to wait. */
  return (address: string) => consume(limiter, clientKey(address));
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

/** The address parsed, an IPv4-mapped IPv6 address as the IPv4 one; null when it does not parse. */
function parsedAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = withoutPort(address.trim());
  if (!ipaddr.isValid(bare)) return null;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

/** The prefix of `bits` bits of an address, as "<address>/<bits>". */
function prefix(address: ipaddr.IPv4 | ipaddr.IPv6, bits: number): string {
  const bytes = address.toByteArray().map((byte, index) => {
    const kept = Math.max(0, Math.min(8, bits - index * 8));
    return byte & ((0xff << (8 - kept)) & 0xff);
  });
  return `${ipaddr.fromByteArray(bytes).toString()}/${bits}`;
}

/**
 * The key a client is counted under: its IPv4 address, or the /56 prefix of its IPv6 address (a
 * subscriber is often given a whole /56, so counting /64s would give one client 256 buckets).
 */
export function clientKey(address: string): string {
  const parsed = parsedAddress(address);
  if (!parsed) return UNPARSEABLE_CLIENT;
  return parsed.kind() === 'ipv6' ? prefix(parsed, 56) : parsed.toString();
}

/**
 * The networks a client belongs to, each counted on its own: an IPv4 address's /24, an IPv6
 * address's /48 (a site or a provider's customer is often given a /48, holding 256 /56s).
 */
export function networkKeys(address: string): string[] {
  const parsed = parsedAddress(address);
  if (!parsed) return [UNPARSEABLE_CLIENT];
  return [prefix(parsed, parsed.kind() === 'ipv6' ? 48 : 24)];
}
