import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../src/config/site';
import { bundle, renderWithProviders } from './support/render';

type Hosting = Partial<(typeof site)['hosting']>;

/** Both notices show the server-logs part with the host of the site. */
const notices: Record<string, () => Promise<ComponentType>> = {
  'contact-form notice': async () =>
    (await import('../../src/sections/contact-notice/notice-body')).NoticeBody,
  'cookie policy': async () =>
    (await import('../../src/sections/cookie-policy/cookie-policy')).CookiePolicy,
};

/** A notice's server-logs part, with `hosting` merged into the site config's. */
async function serverLogsPart(notice: string, language: string, hosting?: Hosting) {
  vi.resetModules();
  if (hosting) {
    vi.doMock('../../src/config/site', async (importOriginal) => {
      const actual = await importOriginal<typeof import('../../src/config/site')>();
      return {
        ...actual,
        site: { ...actual.site, hosting: { ...actual.site.hosting, ...hosting } },
      };
    });
  }
  const Notice = await notices[notice]!();
  const { container } = renderWithProviders(<Notice />, language);
  const part = container.querySelector('[aria-labelledby="notice-serverLogs"]');
  if (!part) throw new Error(`the ${notice} has no server-logs part`);
  return part;
}

afterEach(() => {
  vi.doUnmock('../../src/config/site');
});

/** Germany as each page names it: the configuration holds only its code. */
const germany: Record<string, string> = { tr: 'Almanya', en: 'Germany' };
const germanyIn = (language: string) => germany[language] ?? 'no name for this language';

describe.each(['tr', 'en'])('%s server logs and hosting', (language) => {
  const copy = bundle(language, 'contact-notice');
  const abroadPrefix = copy.hosting.abroad.split('{{')[0];

  describe.each(Object.keys(notices))('in the %s', (notice) => {
    it('says what the access logs hold, why, on what ground and for how long', async () => {
      const part = await serverLogsPart(notice, language);
      expect(part.querySelector('h2, h3')?.textContent).toBe(copy.sections.serverLogs.title);
      for (const paragraph of copy.sections.serverLogs.intro) {
        expect(part.textContent).toContain(
          paragraph.replace('{{logDays}}', String(site.hosting.logRetentionDays)),
        );
      }
      expect(part.textContent).not.toContain('{{');
    });

    it('shows the marked placeholder while the host is not configured', async () => {
      const part = await serverLogsPart(notice, language);
      expect(part.querySelector('[data-placeholder="hosting"]')?.textContent).toBe(
        copy.hosting.placeholder,
      );
    });

    it('names a host abroad, its country in the page language and the art. 9 mechanism', async () => {
      const part = await serverLogsPart(notice, language, {
        provider: 'Örnek Barındırma GmbH',
        country: 'DE',
        transferMechanism: 'standardContract',
      });
      const text = part.textContent ?? '';
      expect(part.querySelector('[data-placeholder]')).toBeNull();
      expect(text).toContain(
        copy.hosting.configured
          .replace('{{provider}}', 'Örnek Barındırma GmbH')
          .replace('{{country}}', germanyIn(language)),
      );
      expect(text).toContain(
        copy.hosting.abroad.replace('{{mechanism}}', copy.transfer.mechanisms.standardContract),
      );
      expect(text).not.toMatch(/\bDE\b/);
    });

    it('speaks of no transfer abroad for a host in Türkiye', async () => {
      const part = await serverLogsPart(notice, language, {
        provider: 'Yerli Bulut A.Ş.',
        country: 'TR',
        transferMechanism: undefined,
      });
      expect(part.querySelector('[data-placeholder]')).toBeNull();
      expect(part.textContent).toContain('Yerli Bulut A.Ş.');
      expect(part.textContent).not.toContain(abroadPrefix);
      expect(part.textContent).not.toMatch(/\bTR\b/);
    });
  });
});
