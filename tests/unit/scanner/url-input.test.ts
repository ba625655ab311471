import { describe, expect, it } from 'vitest';
import { keptAddress, parseScanUrl } from '../../../server/scanner/api/url-input';

const none = new Set<string>();
const parse = (input: string, allow = none) => parseScanUrl(input, allow);

describe('parseScanUrl', () => {
  it('accepts http and https on default ports and normalises them', () => {
    expect(parse('https://example.com.tr/')).toEqual({ ok: true, url: 'https://example.com.tr/' });
    expect(parse('  http://Example.COM:80/a?b=1#c ')).toEqual({
      ok: true,
      url: 'http://example.com/a?b=1',
    });
    expect(parse('https://example.com:443')).toEqual({ ok: true, url: 'https://example.com/' });
  });
  it('reads an address without a scheme as https', () => {
    expect(parse('ornek.com.tr')).toEqual({ ok: true, url: 'https://ornek.com.tr/' });
  });
  it('converts IDN hosts to punycode', () => {
    expect(parse('https://çerez.örnek.com.tr/')).toEqual({
      ok: true,
      url: 'https://xn--erez-zoa.xn--rnek-4qa.com.tr/',
    });
  });
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['ftp://example.com/', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['data:text/html,hi', 'scheme'],
    ['ws://example.com/', 'scheme'],
    ['https://example.com:8443/', 'port'],
    ['http://example.com:22/', 'port'],
    ['https://user:pass@example.com/', 'credentials'],
    ['https://user@example.com/', 'credentials'],
    ['https://exa mple.com/', 'not-a-url'],
    ['https://[::1/', 'not-a-url'],
    ['http://127.0.0.1/', 'blocked-address'],
    ['http://0x7f.1/', 'blocked-address'],
    ['http://2130706433/', 'blocked-address'],
    ['http://[::1]/', 'blocked-address'],
    ['http://[::ffff:169.254.169.254]/', 'blocked-address'],
    ['http://169.254.169.254/latest/meta-data/', 'blocked-address'],
    ['http://10.0.0.1/', 'blocked-address'],
    ['http://localhost/', 'blocked-address'],
    ['http://app.localhost/', 'blocked-address'],
    ['http://intranet/', 'blocked-address'],
    ['http://localhost./', 'blocked-address'],
    ['http://LOCALHOST./', 'blocked-address'],
    ['http://localhost../', 'blocked-address'],
    ['http://foo.localhost./', 'blocked-address'],
    ['https://a.b.localhost./x', 'blocked-address'],
    ['localhost.', 'blocked-address'],
    ['http://intranet./', 'blocked-address'],
    // Special-use names never resolve publicly, with or without a trailing dot or upper case.
    ['http://metadata.google.internal/', 'blocked-address'],
    ['http://a.test./x', 'blocked-address'],
    ['https://printer.local/', 'blocked-address'],
    ['https://shop.invalid/', 'blocked-address'],
    ['https://www.EXAMPLE/', 'blocked-address'],
    ['http://duckduckgogg42xjoc72x3sjasowoarfbgcmvfimaftt6twagswzczad.onion/', 'blocked-address'],
    ['https://a.b.localhost/', 'blocked-address'],
    ['http://metadata.goog/', 'blocked-address'],
  ] as const)('refuses %j: %s', (input, reason) => {
    expect(parse(input)).toEqual({ ok: false, reason });
  });
  it('refuses addresses longer than 2,048 characters', () => {
    expect(parse(`https://example.com/${'a'.repeat(2048)}`)).toEqual({
      ok: false,
      reason: 'too-long',
    });
    expect(parse(`https://example.com/${'a'.repeat(2000)}`).ok).toBe(true);
  });
  it('lets exactly an allowlisted host:port through, nothing next to it', () => {
    const allow = new Set(['127.0.0.1:4100']);
    expect(parse('http://127.0.0.1:4100/page', allow)).toEqual({
      ok: true,
      url: 'http://127.0.0.1:4100/page',
    });
    expect(parse('http://127.0.0.1:4101/', allow)).toEqual({ ok: false, reason: 'port' });
    expect(parse('http://127.0.0.1/', allow)).toEqual({ ok: false, reason: 'blocked-address' });
  });
  it('lets an allowlisted special-use name through, as the test fixtures use them', () => {
    const allow = new Set(['site.test:4100']);
    expect(parse('http://site.test:4100/a', allow)).toEqual({
      ok: true,
      url: 'http://site.test:4100/a',
    });
    expect(parse('http://other.test/', allow)).toEqual({ ok: false, reason: 'blocked-address' });
  });
  it('keeps scheme, host and path of an address, never its query or fragment', () => {
    expect(keptAddress('https://shop.com.tr/reset?token=SECRET&email=a%40b.tr#top')).toBe(
      'https://shop.com.tr/reset',
    );
    expect(keptAddress('http://shop.com.tr/?')).toBe('http://shop.com.tr/');
  });
  it('allows public IP literals', () => {
    expect(parse('http://93.184.215.14/')).toEqual({ ok: true, url: 'http://93.184.215.14/' });
    expect(parse('http://[2606:4700:4700::1111]/')).toEqual({
      ok: true,
      url: 'http://[2606:4700:4700::1111]/',
    });
  });
});
