import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { cookieProviders } from '../../src/content/cookies';
import { pricing } from '../../src/content/plans';
import { isCountryCode } from '../../src/lib/country-name';

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

describe('site configuration: trust', () => {
  /** The marks drawn for this template (src/config/references/): invented companies. */
  const templateMarks = [
    'vireta',
    'kornelo',
    'balsera',
    'tunamik',
    'ostraya',
    'merinox',
    'pelvano',
    'lidyam',
  ];

  it('labels the template\u2019s invented reference logos as samples, never as customers', () => {
    const { sample, logos } = site.references;
    const invented = logos.filter((logo) => templateMarks.includes(logo.id));
    if (invented.length > 0) expect(sample).toBe(true);
    for (const logo of logos) expect(logo.name.trim().length).toBeGreaterThan(0);
  });

  it('prices in a well-formed currency code, with a period the locales name', () => {
    expect(
      () => new Intl.NumberFormat('tr', { style: 'currency', currency: pricing.currency }),
    ).not.toThrow();
    expect(['month', 'year']).toContain(pricing.period);
  });

  it('names the form provider\u2019s transfer abroad completely or not at all', () => {
    const values = Object.values(site.formDelivery);
    // Partly filled, the notice would show the placeholder while looking configured.
    expect(values.every((value) => value === undefined) || values.every(Boolean)).toBe(true);
  });

  it('names every configured country by its ISO 3166-1 code, which the pages name per language', () => {
    const { subprocessors, hosting } = site.processor as {
      subprocessors?: string | readonly { country: string }[];
      hosting?: { country: string };
    };
    const countries = [
      site.contact.address.country,
      site.hosting.country,
      site.formDelivery.country,
      hosting?.country,
      ...(Array.isArray(subprocessors) ? subprocessors.map((entry) => entry.country) : []),
      ...Object.values(cookieProviders).map((provider) => provider.country),
    ].filter((country): country is string => country !== undefined);
    expect(countries.filter((country) => !isCountryCode(country))).toEqual([]);
  });
});
