/**
 * The address a visitor typed, checked before anything is queued: http or https on the default
 * port, no credentials, at most 2,048 characters, IDN hosts as punycode, and IP-literal hosts
 * judged by the address policy. Names are judged again at connect time by the filtering proxy.
 */
import { domainToASCII } from 'node:url';
import ipaddr from 'ipaddr.js';
import { hostPortKey, isPublicAddress, parseAllowHosts } from '../engine/proxy/address-policy';
import type { UrlRefusal } from '../../../src/scanner-contract/report';

export const MAX_URL_LENGTH = 2048;

export type ParsedScanUrl = { ok: true; url: string } | { ok: false; reason: UrlRefusal };

/**
 * `allowHosts` defaults to the test-only `SCANNER_ALLOW_HOSTS`; an allowed `host:port` may use
 * its port and a non-public address.
 */
export function parseScanUrl(
  input: string,
  allowHosts: Set<string> = parseAllowHosts(process.env.SCANNER_ALLOW_HOSTS),
): ParsedScanUrl {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (trimmed.length > MAX_URL_LENGTH) return { ok: false, reason: 'too-long' };
  // "example.com.tr" is what most people type: read it as https.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, reason: 'not-a-url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  // WHATWG URL parsing already maps IDN to punycode; domainToASCII says so explicitly and
  // refuses names that cannot be converted.
  const bracketed = url.hostname.startsWith('[');
  const host = bracketed ? url.hostname : domainToASCII(url.hostname);
  if (host === '') return { ok: false, reason: 'not-a-url' };
  url.hostname = host;
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  const allowed = allowHosts.has(hostPortKey(host, port));
  if (url.port !== '' && !allowed) return { ok: false, reason: 'port' };
  if (!allowed) {
    const literal = host.replace(/^\[|\]$/g, '');
    // A fully qualified name may end in dots ("localhost."): the same name to a resolver.
    const name = host.replace(/\.+$/, '');
    const refused = ipaddr.isValid(literal)
      ? !isPublicAddress(literal)
      : // Names with no dot never resolve publicly; *.localhost is loopback by definition.
        name === 'localhost' || name.endsWith('.localhost') || !name.includes('.');
    if (refused) return { ok: false, reason: 'blocked-address' };
  }
  url.hash = '';
  const normalised = url.toString();
  if (normalised.length > MAX_URL_LENGTH) return { ok: false, reason: 'too-long' };
  return { ok: true, url: normalised };
}
