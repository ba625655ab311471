/**
 * The address a visitor typed, checked before anything is queued: http or https on the default
 * port, no credentials, at most 2,048 characters, IDN hosts as punycode, and IP-literal hosts
 * judged by the address policy, names that can never be public (special-use domain names)
 * refused. Names are judged again at connect time by the filtering proxy. What is kept of it
 * (`keptAddress`) is its scheme, host and path: a query or fragment may carry a visitor's secrets.
 */
import { domainToASCII } from 'node:url';
import ipaddr from 'ipaddr.js';
import { hostPortKey, isPublicAddress, parseAllowHosts } from '../engine/proxy/address-policy';
import { MAX_SCAN_URL_LENGTH, type UrlRefusal } from '../../../packages/scanner-contract/report';

export const MAX_URL_LENGTH = MAX_SCAN_URL_LENGTH;

export type ParsedScanUrl = { ok: true; url: string } | { ok: false; reason: UrlRefusal };

/**
 * Top-level names that never resolve publicly: RFC 6761 (test, localhost, invalid, example),
 * RFC 6762 (local), RFC 7686 (onion), and `internal`, which ICANN reserved for private use.
 */
export const SPECIAL_USE_NAMES = [
  'internal',
  'test',
  'local',
  'invalid',
  'example',
  'onion',
  'localhost',
] as const;

/** Cloud metadata names under ordinary TLDs that only ever answer inside a cloud. */
const METADATA_NAMES = ['metadata.google.internal', 'metadata.goog'];

/** True when `name` (no trailing dot, lower case) can never be a public site. */
export function isSpecialUseName(name: string): boolean {
  const labels = name.split('.');
  const last = labels[labels.length - 1] ?? '';
  return (
    (SPECIAL_USE_NAMES as readonly string[]).includes(last) ||
    METADATA_NAMES.some((metadata) => name === metadata || name.endsWith(`.${metadata}`))
  );
}

/** The part of an address that is kept and scanned: scheme, host and path, no query, no fragment. */
export function keptAddress(address: string): string {
  const url = new URL(address);
  url.search = '';
  url.hash = '';
  return url.toString();
}

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
    const name = host.replace(/\.+$/, '').toLowerCase();
    const refused = ipaddr.isValid(literal)
      ? !isPublicAddress(literal)
      : // Names with no dot never resolve publicly; nor do the special-use ones.
        !name.includes('.') || isSpecialUseName(name);
    if (refused) return { ok: false, reason: 'blocked-address' };
  }
  url.hash = '';
  const normalised = url.toString();
  if (normalised.length > MAX_URL_LENGTH) return { ok: false, reason: 'too-long' };
  return { ok: true, url: normalised };
}
