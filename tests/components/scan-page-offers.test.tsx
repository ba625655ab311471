// The cookie-scan page offers what the build offers. With the scanner built in (VITE_SCANNER_URL):
// "how it works" describes the visitor's own scan (enter the address, the scan runs in a browser,
// the report opens) and the closing band leads back up to the scan form, the plans beside it.
// Without it: the request through the contact form, in both, as the hero then has it.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanCta } from '../../src/features/cookie-scan/scan-cta';
import { ScanProcess } from '../../src/features/cookie-scan/scan-process';
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

const expectedSteps = {
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
function renderedSteps(language: keyof typeof expectedSteps) {
  renderWithProviders(<ScanProcess />, language);
  const section = screen.getByRole('region', { name: expectedSteps[language].heading });
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
    expect(titles).toEqual(expectedSteps[language].selfService);
    expect(text).not.toMatch(expectedSteps[language].contactForm);
  });

  it('describe the request by contact form when the build has no scanner', () => {
    build.scannerUrl = null;
    const { titles, text } = renderedSteps(language);
    expect(titles).toEqual(expectedSteps[language].request);
    expect(text).toMatch(expectedSteps[language].contactForm);
  });
});

const expectedBand = {
  tr: {
    selfService: {
      heading: 'Taramayı şimdi başlatın',
      links: [
        ['Sitenizi Tarayın', '#tarama-formu'],
        ['Paketleri İnceleyin', '/fiyatlandirma'],
      ],
    },
    request: {
      heading: 'Sitenizi taratın',
      links: [
        ['Tarama Talep Edin', '/iletisim'],
        ['Paketleri İnceleyin', '/fiyatlandirma'],
      ],
    },
  },
  en: {
    selfService: {
      heading: 'Start your scan now',
      links: [
        ['Scan your site', '#scan-form'],
        ['See the plans', '/en/pricing'],
      ],
    },
    request: {
      heading: 'Get your site scanned',
      links: [
        ['Request a scan', '/en/contact'],
        ['See the plans', '/en/pricing'],
      ],
    },
  },
} as const;

/** The band's links, as their text and href, in order. */
function renderedLinks(language: keyof typeof expectedBand, heading: string) {
  renderWithProviders(<ScanCta />, language);
  const band = screen.getByRole('region', { name: heading });
  return within(band)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe.each(['tr', 'en'] as const)('%s cookie-scan closing band', (language) => {
  it('leads to the scan form on the page, then the plans, when the build has the scanner', () => {
    build.scannerUrl = '/';
    const { heading, links } = expectedBand[language].selfService;
    expect(renderedLinks(language, heading)).toEqual(links);
  });

  it('leads to the request by contact form, then the plans, when the build has no scanner', () => {
    build.scannerUrl = null;
    const { heading, links } = expectedBand[language].request;
    expect(renderedLinks(language, heading)).toEqual(links);
  });
});
