import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { launchProblems, type LaunchInput, type LaunchSite } from '../../src/config/launch-check';
import { cookieProviders } from '../../src/content/cookies';
import { plans, pricing } from '../../src/content/plans';
import { site } from '../../src/config/site';
import { siteDefaults } from '../../src/config/site-defaults';

const legalSources = readFileSync('docs/legal-sources.md', 'utf8');
/** A day on which the 2026 figures are valid, so only the placeholders are counted. */
const validDay = new Date('2026-11-25T12:00:00Z');

const defaultInput: LaunchInput = {
  site,
  pricing: { ...pricing, prices: plans.map((plan) => plan.price) },
  env: {},
  cookieProviders,
  legalSources,
  now: validDay,
};

/** A configuration with every placeholder replaced (values invented for the test only). */
const finishedSite: LaunchSite = {
  origin: 'https://www.cerez.test',
  parentCompany: 'Deneme Teknoloji A.Ş.',
  contact: {
    email: 'kvkk@cerez.test',
    phone: '+902120000000',
    phoneDisplay: '+90 212 000 00 00',
    address: {
      street: 'Deneme Cad. No: 2',
      district: 'Şişli',
      city: 'İstanbul',
      postalCode: '34000',
    },
  },
  company: {
    legalName: 'Deneme Teknoloji Anonim Şirketi',
    mersisNumber: '0123456789012345',
    tradeRegistry: 'İstanbul Ticaret Sicili 000000',
    kepAddress: 'deneme@hs01.kep.tr',
  },
  formDelivery: {
    provider: 'Sağlayıcı',
    country: 'DE',
    transferMechanism: 'standardContract',
  },
  hosting: { provider: 'Barındırma', country: 'DE', transferMechanism: 'standardContract' },
  processor: {
    dpa: 'onRequest',
    hosting: { provider: 'Barındırma', country: 'TR' },
    subprocessors: 'https://www.cerez.test/alt-isleyenler',
    breachNoticeHours: 24,
    endOfContract: { action: 'returnThenDelete', days: 30 },
    verbis: 'exempt',
  },
  references: { sample: false, logos: [] },
};

const finishedInput: LaunchInput = {
  site: finishedSite,
  pricing: { sample: false, currency: 'TRY', prices: [1000, 2000, 3000] },
  env: {
    VITE_SITE_ORIGIN: 'https://www.cerez.test',
    VITE_EMAILJS_PUBLIC_KEY: 'pk',
    VITE_EMAILJS_SERVICE_ID: 'svc',
    VITE_EMAILJS_TEMPLATE_ID: 'tpl',
    VITE_SCANNER_URL: '/',
    VITE_EMAILJS_REPORT_TEMPLATE_ID: 'report-tpl',
  },
  cookieProviders: { google: { name: 'Google', transferMechanism: 'standardContract' } },
  legalSources,
  now: validDay,
};

describe('launch check', () => {
  it("refuses each of site.ts's placeholder defaults, compared with the very values site.ts uses", () => {
    // site.ts takes them from siteDefaults (no VITE_SITE_ORIGIN in unit tests): a default changed
    // there is still what the check refuses.
    expect([site.origin, site.contact.address.street, site.contact.phone]).toEqual([
      siteDefaults.origin,
      siteDefaults.street,
      siteDefaults.phone,
    ]);
    const withDefault = (change: (copy: LaunchSite) => void) => {
      const copy = structuredClone(finishedSite) as LaunchSite;
      change(copy);
      return launchProblems({ ...finishedInput, site: copy }).map((problem) => problem.id);
    };
    expect(launchProblems(finishedInput)).toEqual([]);
    expect(withDefault((copy) => (copy.origin = siteDefaults.origin))).toContain('site-origin');
    expect(withDefault((copy) => (copy.contact.address.street = siteDefaults.street))).toContain(
      'default-address',
    );
    expect(withDefault((copy) => (copy.contact.phone = siteDefaults.phone))).toContain(
      'default-phone',
    );
  });

  it('refuses the default configuration, listing every kind of placeholder', () => {
    const ids = new Set(launchProblems(defaultInput).map((problem) => problem.id));
    expect([...ids].sort()).toEqual(
      [
        'example-domain',
        'sample-logos',
        'default-address',
        'default-phone',
        'company-identity',
        'form-delivery',
        'hosting',
        'processor-terms',
        'verbis',
        'emailjs',
        'site-origin',
        'prices',
        'security-txt',
        'cookie-transfer',
      ].sort(),
    );
  });

  it('names each .example value and each unset identity field of the default configuration', () => {
    const messages = launchProblems(defaultInput).map((problem) => problem.message);
    for (const path of ['site.origin', 'site.contact.email', 'site.integration.scriptUrl']) {
      expect(messages.some((message) => message.startsWith(`${path} is`))).toBe(true);
    }
    expect(messages.some((message) => message.startsWith('site.social.linkedin'))).toBe(true);
    const identity = messages.find((message) => message.startsWith('site.company'));
    expect(identity).toContain('legalName');
    expect(identity).toContain('mersisNumber');
    expect(identity).toContain('kepAddress');
    const terms = messages.find((message) => message.startsWith('site.processor:'));
    for (const field of ['dpa', 'hosting', 'subprocessors', 'breachNoticeHours', 'endOfContract']) {
      expect(terms).toContain(field);
    }
    expect(messages.some((message) => message.startsWith('site.processor.verbis'))).toBe(true);
  });

  it('names only the processor terms still unset, and VERBİS on its own', () => {
    const problems = launchProblems({
      ...finishedInput,
      site: {
        ...finishedSite,
        processor: { ...finishedSite.processor, hosting: undefined, verbis: undefined },
      },
    });
    expect(problems.map((problem) => problem.id).sort()).toEqual(['processor-terms', 'verbis']);
    expect(problems[0]!.message).toMatch(/unset hosting \(/);
  });

  it('requires the host of the site, its country and, abroad, the KVKK art. 9 mechanism', () => {
    const hostIn = (hosting: LaunchSite['hosting']) =>
      launchProblems({ ...finishedInput, site: { ...finishedSite, hosting } });
    const unset = hostIn({});
    expect(unset.map((problem) => problem.id)).toEqual(['hosting']);
    expect(unset[0]!.message).toMatch(/unset provider, country, transferMechanism/);
    expect(hostIn({ provider: 'Barındırma', country: 'DE' })[0]?.message).toMatch(
      /unset transferMechanism/,
    );
    expect(hostIn({ provider: 'Barındırma', country: 'TR' })).toEqual([]);
  });

  it('requires every configured country as an ISO code, which the notices name per language', () => {
    const named = launchProblems({
      ...finishedInput,
      site: {
        ...finishedSite,
        hosting: { provider: 'Barındırma', country: 'Türkiye' },
        formDelivery: { ...finishedSite.formDelivery, country: 'Almanya' },
        processor: { ...finishedSite.processor, hosting: { provider: 'B', country: 'Turkey' } },
      },
    });
    expect(named.map((problem) => problem.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^site\.formDelivery\.country: "Almanya" is not an ISO 3166-1/),
        expect.stringMatching(/^site\.hosting\.country: "Türkiye" is not an ISO 3166-1/),
        expect.stringMatching(/^site\.processor\.hosting\.country: "Turkey" is not an ISO 3166-1/),
      ]),
    );
    // A name is no code: "Türkiye" is not taken for TR, so the host abroad needs its mechanism.
    expect(named.map((problem) => problem.id)).toContain('hosting');
  });

  it('requires a KVKK art. 9 mechanism for consent records kept abroad', () => {
    const problems = launchProblems({
      ...finishedInput,
      site: {
        ...finishedSite,
        processor: { ...finishedSite.processor, hosting: { provider: 'B', country: 'DE' } },
      },
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/site\.processor\.hosting: .* DE without a transferMechanism/),
    ]);
  });

  it('passes a configuration with every placeholder replaced', () => {
    expect(launchProblems(finishedInput)).toEqual([]);
  });

  it('refuses a finished configuration once a dated legal figure has expired', () => {
    const problems = launchProblems({ ...finishedInput, now: new Date('2027-01-01T00:00:00Z') });
    expect(problems.map((problem) => problem.id)).toContain('legal-figure');
    expect(problems.every((problem) => problem.id === 'legal-figure')).toBe(true);
  });

  it('refuses some but not all EmailJS ids, and a MERSİS number that is not 16 digits', () => {
    const problems = launchProblems({
      ...finishedInput,
      env: { ...finishedInput.env, VITE_EMAILJS_TEMPLATE_ID: ' ' },
      site: { ...finishedSite, company: { ...finishedSite.company, mersisNumber: '123' } },
    });
    expect(problems.map((problem) => problem.id).sort()).toEqual(['company-identity', 'emailjs']);
  });

  it("refuses a scanner without the report's e-mail template, and needs none without a scanner", () => {
    const withoutTemplate = { ...finishedInput.env, VITE_EMAILJS_REPORT_TEMPLATE_ID: '' };
    const problems = launchProblems({ ...finishedInput, env: withoutTemplate });
    expect(problems).toEqual([
      {
        id: 'emailjs',
        message:
          'scan report: missing VITE_EMAILJS_REPORT_TEMPLATE_ID (with the EmailJS ids set, the report offers no "send me this report" form)',
      },
    ]);
    const noScanner = { ...withoutTemplate, VITE_SCANNER_URL: '' };
    expect(launchProblems({ ...finishedInput, env: noScanner })).toEqual([]);
  });
});
