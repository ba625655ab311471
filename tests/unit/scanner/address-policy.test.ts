import { describe, expect, it } from 'vitest';
import {
  hostPortKey,
  isPublicAddress,
  parseAllowHosts,
} from '../../../server/scanner/engine/proxy/address-policy';

// Strings only: nothing here opens a socket.
const refused: [string, string][] = [
  ['IPv4 unspecified', '0.0.0.0'],
  ['IPv4 "this network"', '0.1.2.3'],
  ['IPv4 loopback', '127.0.0.1'],
  ['IPv4 loopback, end of range', '127.255.255.254'],
  ['private 10/8', '10.0.0.1'],
  ['private 172.16/12', '172.16.0.1'],
  ['private 172.16/12, end', '172.31.255.255'],
  ['private 192.168/16', '192.168.1.1'],
  ['link-local', '169.254.10.20'],
  ['AWS/GCP/Azure metadata', '169.254.169.254'],
  ['ECS task metadata', '169.254.170.2'],
  ['CGNAT 100.64/10', '100.64.0.1'],
  ['CGNAT end', '100.127.255.254'],
  ['Alibaba metadata', '100.100.100.200'],
  ['Oracle metadata (IETF protocol assignments)', '192.0.0.192'],
  ['Azure WireServer', '168.63.129.16'],
  ['multicast', '224.0.0.1'],
  ['multicast end', '239.255.255.250'],
  ['reserved 240/4', '240.0.0.1'],
  ['broadcast', '255.255.255.255'],
  ['benchmarking 198.18/15', '198.18.0.1'],
  ['benchmarking 198.19', '198.19.255.1'],
  ['documentation TEST-NET-1', '192.0.2.1'],
  ['documentation TEST-NET-2', '198.51.100.7'],
  ['documentation TEST-NET-3', '203.0.113.9'],
  ['6to4 relay anycast', '192.88.99.1'],
  ['IPv6 unspecified', '::'],
  ['IPv6 loopback', '::1'],
  ['IPv6 link-local', 'fe80::1'],
  ['IPv6 link-local with zone', 'fe80::1%eth0'],
  ['IPv6 unique-local fc00::/7', 'fc00::1'],
  ['IPv6 unique-local fd', 'fd12:3456::1'],
  ['AWS IPv6 metadata', 'fd00:ec2::254'],
  ['IPv6 site-local (deprecated)', 'fec0::1'],
  ['IPv6 multicast', 'ff02::1'],
  ['IPv6 documentation 2001:db8::/32', '2001:db8::1'],
  ['IPv6 documentation 3fff::/20', '3fff::1'],
  ['IPv6 benchmarking', '2001:2::1'],
  ['IPv6 discard-only', '100::1'],
  ['IPv6 ORCHIDv2', '2001:20::1'],
  ['IPv6 outside 2000::/3', '4000::1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['IPv4-mapped private (hex form)', '::ffff:a00:1'],
  ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
  ['IPv4-translated private', '::ffff:0:192.168.0.1'],
  ['NAT64 loopback', '64:ff9b::127.0.0.1'],
  ['NAT64 private', '64:ff9b::10.1.2.3'],
  ['NAT64 local-use prefix, private', '64:ff9b:1::a00:1'],
  ['6to4 of private', '2002:c0a8:0101::1'],
  ['6to4 of loopback', '2002:7f00:1::1'],
  ['6to4 of metadata', '2002:a9fe:a9fe::1'],
  // Teredo client address is stored inverted: 127.0.0.1 -> 80ff:fffe.
  ['Teredo with loopback client', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ['Teredo with private server', '2001:0:0a00:0001:8000:63bf:3fff:fdd2'],
  ['not an address', 'localhost'],
  ['octal-looking IPv4', '0177.0.0.1'],
  ['integer IPv4', '2130706433'],
  ['empty', ''],
];

const allowed: [string, string][] = [
  ['public IPv4', '93.184.215.14'],
  ['public IPv4 (Turkey)', '85.111.2.3'],
  ['public IPv6', '2606:4700:4700::1111'],
  ['IPv4-mapped public', '::ffff:93.184.215.14'],
  ['NAT64 of public', '64:ff9b::5db8:d70e'],
  ['6to4 of public', '2002:5db8:d70e::1'],
  // Server 65.54.227.120, client 93.184.215.14 (inverted a247:28f1).
  ['Teredo of public', '2001:0:4136:e378:8000:63bf:a247:28f1'],
];

describe('isPublicAddress', () => {
  it.each(refused)('refuses %s (%s)', (_, ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
  it.each(allowed)('allows %s (%s)', (_, ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});

describe('SCANNER_ALLOW_HOSTS', () => {
  it('is empty when unset', () => {
    expect(parseAllowHosts(undefined).size).toBe(0);
    expect(parseAllowHosts('').size).toBe(0);
  });
  it('keeps exact host:port pairs and drops anything else', () => {
    const hosts = parseAllowHosts('127.0.0.1:4100, localhost:4200,[::1]:4300,nohost,10.0.0.1, :80');
    expect([...hosts].sort()).toEqual(['127.0.0.1:4100', '[::1]:4300', 'localhost:4200']);
  });
  it('spells keys the way the proxy looks them up', () => {
    expect(hostPortKey('LocalHost', 4200)).toBe('localhost:4200');
    expect(hostPortKey('::1', '4300')).toBe('[::1]:4300');
    expect(hostPortKey('[::1]', 4300)).toBe('[::1]:4300');
  });
});
