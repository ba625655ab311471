import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';

describe('site configuration', () => {
  it('uses neutral names, not the brands named in the specification', () => {
    const text = JSON.stringify(site).toLowerCase();
    for (const brand of ['çerezbox', 'cerezbox', 'uyumbox']) expect(text).not.toContain(brand);
  });

  it('holds absolute https links for every external and social target', () => {
    for (const url of [...Object.values(site.external), ...Object.values(site.social)]) {
      expect(new URL(url).protocol).toBe('https:');
    }
  });

  it('has an origin without a trailing slash and a dialable phone number', () => {
    expect(site.origin).not.toMatch(/\/$/);
    expect(site.contact.phone).toMatch(/^\+\d{10,15}$/);
    expect(site.contact.email).toMatch(/^[^@\s]+@[^@\s]+$/);
  });
});
