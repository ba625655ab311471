import { describe, expect, it } from 'vitest';
import { cookieProviders, declaredCookies, offeredCategories } from '../../src/content/cookies';
import { optionalCategories } from '../../src/lib/consent/categories';
import { allResources } from '../../src/i18n/all-resources';
import { bundle } from '../support/bundles';

/**
 * The banner, the preferences and the cookie policy are built from src/content/cookies.ts. These
 * tests keep the copy that cannot be generated (the banner's sentence, the purposes) in step with
 * it, in every built locale.
 */
const languages = Object.keys(allResources);

describe('cookie declarations', () => {
  it('offers exactly the optional categories that declare a cookie', () => {
    for (const category of optionalCategories) {
      expect(offeredCategories.includes(category), category).toBe(
        declaredCookies[category].length > 0,
      );
    }
  });

  it('names a provider entity and a country for every declared cookie', () => {
    for (const cookie of Object.values(declaredCookies).flat()) {
      const provider = cookieProviders[cookie.provider];
      expect(provider.legalName.length).toBeGreaterThan(2);
      expect(provider.country).toMatch(/^[A-Z]{2}$/);
    }
  });
});

describe.each(languages)('%s: banner and policy copy', (language) => {
  const consent = bundle(language, 'consent');
  const policy = bundle(language, 'consent-policy');
  const lower = (text: string) => text.toLocaleLowerCase(language);

  it('the banner sentence names every offered category and no other optional one', () => {
    const text = lower(consent.banner.text);
    for (const category of optionalCategories) {
      const name = lower(consent.categories[category].name);
      expect(text.includes(name), `${category} (${name})`).toBe(
        offeredCategories.includes(category),
      );
    }
  });

  it('does not use the vague purpose our own article condemns', () => {
    expect(consent.banner.text).not.toMatch(/deneyiminizi iyileştir|improve your experience/i);
  });

  it('has a purpose for every declared cookie and the data processed for every offered category', () => {
    for (const cookie of Object.values(declaredCookies).flat()) {
      expect(policy.cookies[cookie.id].length, cookie.id).toBeGreaterThan(10);
    }
    for (const category of offeredCategories) {
      expect(policy.data[category].length, category).toBeGreaterThan(10);
    }
  });

  it('never calls the consent record non-identifying', () => {
    expect(policy.record.text).not.toMatch(/tanımlayan bir bilgi içermez|nothing that identifies/i);
  });
});
