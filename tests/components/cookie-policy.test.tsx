import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { scannerDefaults } from '../../packages/scanner-contract/scanner-defaults';
import { CookiePolicy } from '../../src/sections/cookie-policy/cookie-policy';
import { cookieProviders, declaredCookies, offeredCategories } from '../../src/content/cookies';
import { optionalCategories } from '../../src/lib/consent/categories';
import { bundle, languages, renderWithProviders } from './support/render';

// The policy of a site with a Tag Manager container and the consent log, as a GTM build has it.
vi.mock('../../src/config/env', () => ({
  env: {
    emailjs: {},
    consent: { gtmId: 'GTM-TEST', logUrl: '/api/consent-log' },
    siteOrigin: undefined,
  },
}));

describe.each(languages)('%s cookie policy with a Tag Manager container', (language) => {
  const policy = bundle(language, 'consent-policy');
  const consent = bundle(language, 'consent');
  const notice = bundle(language, 'contact-notice');

  it('lists exactly the offered categories, each with its data, ground, method and cookies', () => {
    const { container } = renderWithProviders(<CookiePolicy />, language);
    const shown = [...container.querySelectorAll('[data-category]')].map((node) =>
      node.getAttribute('data-category'),
    );
    expect(shown).toEqual([...offeredCategories]);
    expect(optionalCategories.filter((c) => !offeredCategories.includes(c))).toContain(
      'functional',
    );
    for (const category of offeredCategories) {
      const section = within(container.querySelector(`[data-category="${category}"]`)!);
      section.getByText(policy.data[category]);
      section.getByText(policy.categories.ground);
      section.getByText(policy.categories.method);
      for (const cookie of declaredCookies[category]) {
        section.getByText(policy.cookies[cookie.id]);
      }
      expect(section.getAllByText(cookieProviders.google.legalName).length).toBe(
        declaredCookies[category].length,
      );
    }
  });

  it('names the controller, the KEP field, the recipient abroad and the rights', () => {
    const { container } = renderWithProviders(<CookiePolicy />, language);
    const text = container.textContent ?? '';
    expect(text).toContain(notice.contact.kepPlaceholder);
    const provider = container.querySelector('[data-provider="google"]');
    expect(provider?.textContent).toContain('Google LLC');
    // No art. 9 mechanism is configured: the owner's field is shown, marked.
    expect(container.querySelector('[data-placeholder="cookie-transfer"]')).not.toBeNull();
    screen.getByRole('heading', { name: notice.sections.rights.title });
    screen.getByRole('heading', { name: notice.sections.apply.title });
    expect(text).toContain(consent.categories.analytics.name);
  });

  it('says the scan page stores nothing in the browser, and what the scan keeps for how long', () => {
    const { container } = renderWithProviders(<CookiePolicy />, language);
    screen.getByText(policy.categories.scanner);
    screen.getByRole('heading', { level: 3, name: notice.sections.cookieScan.title });
    const kept = (notice.sections.cookieScan.intro[0] as string).split('{{scanDays}}');
    expect(container.textContent).toContain(
      `${kept[0]}${scannerDefaults.retentionDays}${kept[1]!.slice(0, 20)}`,
    );
  });

  it('states the server log with its legal ground, recipient and retention', () => {
    const { container } = renderWithProviders(<CookiePolicy />, language);
    const log = policy.record.log.split('{{')[0]!;
    expect(container.textContent).toContain(log);
    expect(container.textContent).not.toContain('{{');
  });
});
