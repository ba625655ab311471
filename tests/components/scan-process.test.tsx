// The cookie-scan page's "how it works" steps follow what the page offers: with the scanner built
// in (VITE_SCANNER_URL), the visitor's own scan (enter the address, the scan runs in a browser,
// the report opens); without it, the request through the contact form that the page offers then.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanProcess } from '../../src/sections/cookie-scan/scan-process';
import { renderWithProviders } from './support/render';

/** The build's scanner address, set per test as a build with or without the scanner has it. */
const build = vi.hoisted(() => ({ scannerUrl: null as string | null }));
vi.mock('../../src/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/config/env')>();
  return {
    env: {
      ...actual.env,
      get scannerUrl() {
        return build.scannerUrl;
      },
    },
  };
});

afterEach(cleanup);

const expected = {
  tr: {
    heading: 'Tarama nasıl işler?',
    selfService: ['Adresinizi girin', 'Sitenizi bir tarayıcıda tararız', 'Raporunuzu alın'],
    request: ['Talebinizi iletin', 'Sitenizi tarayalım', 'Raporu birlikte inceleyelim'],
    contactForm: /[İi]letişim formu/,
  },
  en: {
    heading: 'How does the scan work?',
    selfService: ['Enter your address', 'We scan your site in a browser', 'Get your report'],
    request: ['Send us your request', 'We scan your site', 'We go through the report together'],
    contactForm: /contact form/i,
  },
} as const;

/** The step titles under the section's heading, in order, and the section's whole text. */
function renderedSteps(language: keyof typeof expected) {
  renderWithProviders(<ScanProcess />, language);
  const section = screen.getByRole('region', { name: expected[language].heading });
  const steps = within(section).getAllByRole('listitem');
  return {
    titles: steps.map((step) => within(step).getByRole('heading').textContent),
    text: section.textContent ?? '',
  };
}

describe.each(['tr', 'en'] as const)('%s cookie-scan steps', (language) => {
  it('describe the self-service scan when the build has the scanner', () => {
    build.scannerUrl = '/';
    const { titles, text } = renderedSteps(language);
    expect(titles).toEqual(expected[language].selfService);
    expect(text).not.toMatch(expected[language].contactForm);
  });

  it('describe the request by contact form when the build has no scanner', () => {
    build.scannerUrl = null;
    const { titles, text } = renderedSteps(language);
    expect(titles).toEqual(expected[language].request);
    expect(text).toMatch(expected[language].contactForm);
  });
});
