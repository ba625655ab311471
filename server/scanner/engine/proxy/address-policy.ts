/**
 * Which addresses the scanner may connect to. Strangers type the addresses it visits, so every
 * connection (page, redirect, subresource, websocket) must go to a public unicast address; the
 * filtering proxy asks this module at connect time, after its own DNS lookup.
 */
import ipaddr from 'ipaddr.js';

/**
 * Addresses ipaddr.js calls "unicast" that must still be refused: cloud metadata and host
 * services reachable from inside a cloud VM.
 */
const extraBlocked: [string, number][] = [
  // Azure's WireServer / host agent endpoint (a public-looking address only the VM's host answers).
  ['168.63.129.16', 32],
  // IETF protocol assignments (192.0.0.192 is Oracle Cloud's metadata address).
  ['192.0.0.0', 24],
];

/** Metadata endpoints named explicitly, so a change in the range tables cannot let them through. */
export const metadataAddresses = [
  '169.254.169.254', // AWS, GCP, Azure, OpenStack, DigitalOcean, ...
  '169.254.170.2', // AWS ECS task metadata
  'fd00:ec2::254', // AWS IPv6 metadata
  '100.100.100.200', // Alibaba Cloud
  '192.0.0.192', // Oracle Cloud
  '168.63.129.16', // Azure WireServer
];

function publicIPv4(address: ipaddr.IPv4): boolean {
  if (address.range() !== 'unicast') return false;
  if (metadataAddresses.includes(address.toString())) return false;
  return !extraBlocked.some(([net, bits]) => address.match(ipaddr.IPv4.parse(net), bits));
}

function ipv4FromBytes(bytes: number[]): ipaddr.IPv4 {
  return new ipaddr.IPv4(bytes.slice(0, 4));
}

/** The IPv4 address an IPv6 transition form carries, when it carries one. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray();
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
    case 'rfc6052': // NAT64 64:ff9b::a.b.c.d (and the local-use 64:ff9b:1::/48)
      return ipv4FromBytes(bytes.slice(12));
    case '6to4': // 2002:aabb:ccdd::/48
      return ipv4FromBytes(bytes.slice(2, 6));
    case 'teredo': {
      // 2001:0:<server v4>:<flags>:<port ^ ffff>:<client v4 ^ ffffffff>: both ends must be public.
      const client = ipv4FromBytes(bytes.slice(12).map((byte) => byte ^ 0xff));
      const server = ipv4FromBytes(bytes.slice(4, 8));
      return publicIPv4(server) ? client : server;
    }
    default:
      return null;
  }
}

/**
 * True when `ip` (a literal IPv4 or IPv6 address, no brackets) is a public unicast address the
 * scanner may connect to. Loopback, private, link-local, CGNAT, multicast, broadcast, reserved,
 * benchmarking, documentation, unspecified, unique-local, site-local, discard-only and
 * metadata addresses are refused; IPv6 transition forms are judged by the IPv4 they carry.
 * Anything that does not parse is refused.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // Strict forms only: no "0x7f.1" or "2130706433" (URL parsing already normalises those).
    address = ipaddr.IPv4.isValidFourPartDecimal(ip)
      ? ipaddr.IPv4.parse(ip)
      : ipaddr.IPv6.parse(ip);
  } catch {
    return false;
  }
  if (address.kind() === 'ipv4') return publicIPv4(address as ipaddr.IPv4);
  const v6 = address as ipaddr.IPv6;
  if (v6.zoneId) return false;
  if (metadataAddresses.includes(v6.toString())) return false;
  const embedded = embeddedIPv4(v6);
  if (embedded) return publicIPv4(embedded);
  // Only global unicast (2000::/3) that no special-purpose table names.
  if (!v6.match(ipaddr.IPv6.parse('2000::'), 3)) return false;
  return v6.range() === 'unicast';
}

/**
 * The test-only allowlist: `SCANNER_ALLOW_HOSTS=host:port,...` lets exactly those host:port pairs
 * through (fixture sites on loopback). Empty by default; never set it in production.
 */
export function parseAllowHosts(value: string | undefined): Set<string> {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => /^(\[[0-9a-f:.]+\]|[^\s:/[\]]+):\d{1,5}$/.test(entry));
  return new Set(entries);
}

/** `host:port` as the allowlist spells it (IPv6 literals in brackets, lower case). */
export function hostPortKey(host: string, port: number | string): string {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return `${bare.includes(':') ? `[${bare}]` : bare}:${port}`;
}
