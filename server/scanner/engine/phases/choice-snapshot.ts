/**
 * What the browser held just before "reject" was clicked, to tell what the site did after the
 * click from what merely stayed: reject runs in the browser of the first visit, so cookies and
 * keys written before the choice are still there after it. Cookies are compared by name, domain
 * and path, with a hash of the value and the expiry (a cookie written again gets a new expiry or
 * value); values themselves are never kept. Storage keys are compared by area, origin and key.
 */
import { createHash } from 'node:crypto';
import type { SinceChoice } from '../../../../packages/scanner-contract/report';

export interface CookieState {
  name: string;
  domain: string;
  path: string;
  value: string;
  /** Unix seconds as the browser reports them; -1 (or less) for a session cookie. */
  expires: number;
}

export interface StorageState {
  area: string;
  origin: string;
  key: string;
}

export interface ChoiceSnapshot {
  cookies: Map<string, { valueHash: string; expires: number }>;
  storage: Set<string>;
}

const cookieKey = (cookie: Pick<CookieState, 'name' | 'domain' | 'path'>) =>
  `${cookie.name}\u0000${cookie.domain}\u0000${cookie.path}`;
const storageKey = (item: StorageState) => `${item.area}\u0000${item.origin}\u0000${item.key}`;
const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

export function takeChoiceSnapshot(
  cookies: readonly CookieState[],
  storage: readonly StorageState[],
): ChoiceSnapshot {
  return {
    cookies: new Map(
      cookies.map((cookie) => [
        cookieKey(cookie),
        { valueHash: hash(cookie.value), expires: cookie.expires },
      ]),
    ),
    storage: new Set(storage.map(storageKey)),
  };
}

export function cookieSinceChoice(snapshot: ChoiceSnapshot, cookie: CookieState): SinceChoice {
  const before = snapshot.cookies.get(cookieKey(cookie));
  if (!before) return 'new';
  return before.valueHash === hash(cookie.value) && before.expires === cookie.expires
    ? 'remained'
    : 'changed';
}

export function storageSinceChoice(snapshot: ChoiceSnapshot, item: StorageState): SinceChoice {
  return snapshot.storage.has(storageKey(item)) ? 'remained' : 'new';
}
