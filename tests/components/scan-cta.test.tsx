// The cookie-scan page's closing band offers what the page offers: with the scanner built in
// (VITE_SCANNER_URL), a way back up to the scan form on the same page, the plans beside it;
// without it, the request through the contact form, as the hero then has it.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanCta } from '../../src/sections/cookie-scan/scan-cta';
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
function renderedLinks(language: keyof typeof expected, heading: string) {
  renderWithProviders(<ScanCta />, language);
  const band = screen.getByRole('region', { name: heading });
  return within(band)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe.each(['tr', 'en'] as const)('%s cookie-scan closing band', (language) => {
  it('leads to the scan form on the page, then the plans, when the build has the scanner', () => {
    build.scannerUrl = '/';
    const { heading, links } = expected[language].selfService;
    expect(renderedLinks(language, heading)).toEqual(links);
  });

  it('leads to the request by contact form, then the plans, when the build has no scanner', () => {
    build.scannerUrl = null;
    const { heading, links } = expected[language].request;
    expect(renderedLinks(language, heading)).toEqual(links);
  });
});
