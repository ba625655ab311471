/**
 * The proxy serves only the browser it was started for: every request must carry its own random
 * Basic credentials (Playwright answers the proxy's 407 with them), so another process on the
 * machine cannot borrow it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

/** Basic credentials the browser must present. */
export interface ProxyCredentials {
  username: string;
  password: string;
}

export const PROXY_REALM = 'Basic realm="scanner"';

export class ProxyAuth {
  readonly credentials: ProxyCredentials = {
    username: 'scanner',
    password: randomBytes(24).toString('base64url'),
  };
  private readonly expected = Buffer.from(
    `Basic ${Buffer.from(`${this.credentials.username}:${this.credentials.password}`).toString('base64')}`,
  );

  authorized(request: http.IncomingMessage): boolean {
    const given = Buffer.from(request.headers['proxy-authorization'] ?? '');
    return given.length === this.expected.length && timingSafeEqual(given, this.expected);
  }
}
