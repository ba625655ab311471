/**
 * Redis mode's caps on what finished scans keep (reports, screenshots, documents together): every
 * stored scan is listed in a sorted set by when it was stored, with its bytes, and storing one
 * drops the oldest until the count and the bytes are within the caps. A scan whose keys expired
 * (its retention ended) leaves the list at the next store. Lua, so concurrent workers count alike.
 */
import type { Redis } from 'ioredis';
import type { StorageCaps } from './queue.ts';

/** The prefix of every key the scanner keeps in Redis. */
export const KEY_PREFIX = 'cookie-scanner';
const PREFIX = KEY_PREFIX;
/** Stored scans by when they were stored (ms since the epoch). */
const STORED_KEY = `${PREFIX}:stored`;
/** Each stored scan's bytes. */
const SIZES_KEY = `${PREFIX}:stored-bytes`;
/** Every key a stored scan has, by the prefix the key functions in redis-queue.ts use. */
const SCAN_KEYS = ['result', 'evidence', 'documents', 'owner'];

/**
 * KEYS: stored, sizes. ARGV: prefix, id, bytes, now, retention ms, max scans, max bytes, then
 * the scan key kinds. Adds the scan, then drops the expired and the oldest beyond the caps (never
 * the one just stored); returns the ids dropped.
 */
const ACCOUNT = `
local prefix, id, bytes, now = ARGV[1], ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4])
local retention, maxScans, maxBytes = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local kinds = {}
for i = 8, #ARGV do kinds[#kinds + 1] = ARGV[i] end
local function forget(old)
  for _, kind in ipairs(kinds) do redis.call('DEL', prefix .. ':' .. kind .. ':' .. old) end
  redis.call('ZREM', KEYS[1], old)
  redis.call('HDEL', KEYS[2], old)
end
for _, old in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - retention)) do forget(old) end
redis.call('ZADD', KEYS[1], now, id)
redis.call('HSET', KEYS[2], id, bytes)
local total = 0
for _, size in ipairs(redis.call('HVALS', KEYS[2])) do total = total + tonumber(size) end
local dropped = {}
while redis.call('ZCARD', KEYS[1]) > 1 and (redis.call('ZCARD', KEYS[1]) > maxScans or total > maxBytes) do
  local old = redis.call('ZRANGE', KEYS[1], 0, 0)[1]
  if old == id then break end
  total = total - tonumber(redis.call('HGET', KEYS[2], old) or '0')
  forget(old)
  dropped[#dropped + 1] = old
end
return dropped
`;

const FORGET = `
local prefix, id = ARGV[1], ARGV[2]
for i = 3, #ARGV do redis.call('DEL', prefix .. ':' .. ARGV[i] .. ':' .. id) end
redis.call('ZREM', KEYS[1], id)
redis.call('HDEL', KEYS[2], id)
return 1
`;

/** Counts a scan just stored, and drops the oldest ones beyond the caps; returns those ids. */
export async function accountStoredScan(
  redis: Redis,
  id: string,
  bytes: number,
  retentionMs: number,
  caps: StorageCaps,
  now = Date.now(),
): Promise<string[]> {
  return (await redis.eval(
    ACCOUNT,
    2,
    STORED_KEY,
    SIZES_KEY,
    PREFIX,
    id,
    bytes,
    now,
    Math.ceil(retentionMs),
    caps.maxStoredScans,
    caps.maxStoredBytes,
    ...SCAN_KEYS,
  )) as string[];
}

/** Drops a stored scan and every key it has (its requester deleted it). */
export async function forgetScan(redis: Redis, id: string): Promise<void> {
  await redis.eval(FORGET, 2, STORED_KEY, SIZES_KEY, PREFIX, id, ...SCAN_KEYS);
}
