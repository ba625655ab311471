/**
 * The per-client limit on new scans: `points` an hour per client address, counted in this
 * process's memory only (rate-limiter-flexible's memory store), so no address is written anywhere
 * and it is forgotten when its hour ends. With several API processes each counts on its own.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface ClientLimiter {
  /** Counts one scan for `client`; the seconds to wait when its hour's scans are used up. */
  take(client: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  /** Gives back a scan that was counted but not started (the queue was full). */
  giveBack(client: string): Promise<void>;
}

export function createClientLimiter(points: number): ClientLimiter {
  const limiter = new RateLimiterMemory({ points, duration: 3600 });
  return {
    async take(client) {
      try {
        await limiter.consume(client);
        return { allowed: true };
      } catch (result) {
        if (result instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
          };
        }
        throw result;
      }
    },
    async giveBack(client) {
      await limiter.reward(client);
    },
  };
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 prefix of its IPv6 address (one
 * subscriber usually holds a whole /64, so counting single addresses would not limit anyone).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
