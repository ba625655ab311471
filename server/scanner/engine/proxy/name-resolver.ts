/**
 * Name resolution for the filtering proxy, on c-ares (`dns.Resolver`) rather than `dns.lookup`:
 * getaddrinfo runs on libuv's small thread pool and cannot be cancelled, so one page asking for
 * hundreds of names whose server never answers would hold every later scan's lookups behind it.
 * c-ares queries run on the event loop, time out, and are cancelled here when their scan ends.
 */
import { Resolver } from 'node:dns/promises';

export interface NameResolverOptions {
  /** DNS servers (`ip` or `ip:port`); the system's (resolv.conf) when absent. */
  servers?: string[];
  /** One query's wait for an answer before c-ares retries. */
  timeoutMs: number;
  /** Attempts per query. */
  tries: number;
}

export interface NameResolver {
  /** Every A and AAAA answer for `host`; rejects when neither resolves. */
  resolve(host: string): Promise<string[]>;
  /** Ends every pending query (their promises reject); later calls reject at once. */
  cancel(): void;
}

/** Answers that mean "no address of this family", not a failure. */
const NO_ADDRESS = new Set(['ENODATA', 'ENOTFOUND']);

export function createNameResolver(options: NameResolverOptions): NameResolver {
  const pending = new Set<Resolver>();
  let cancelled = false;

  async function family(resolver: Resolver, host: string, v6: boolean): Promise<string[]> {
    try {
      return v6 ? await resolver.resolve6(host) : await resolver.resolve4(host);
    } catch (error) {
      if (NO_ADDRESS.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  }

  return {
    async resolve(host) {
      if (cancelled) throw new Error('resolver cancelled');
      // One channel per name, so that a timeout or the scan's end cancels exactly its queries.
      const resolver = new Resolver({ timeout: options.timeoutMs, tries: options.tries });
      if (options.servers) resolver.setServers(options.servers);
      pending.add(resolver);
      try {
        const [v4, v6] = await Promise.allSettled([
          family(resolver, host, false),
          family(resolver, host, true),
        ]);
        const answers = [v4, v6].flatMap((result) =>
          result.status === 'fulfilled' ? result.value : [],
        );
        if (answers.length === 0 && v4.status === 'rejected') throw v4.reason;
        return answers;
      } finally {
        pending.delete(resolver);
      }
    },
    cancel() {
      cancelled = true;
      for (const resolver of pending) resolver.cancel();
      pending.clear();
    },
  };
}
