import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubProcessor } from '../../src/config/site';
import { bundle, languages, renderWithProviders } from './support/render';

const terms = ['dpa', 'hosting', 'subprocessors', 'breach', 'endOfContract', 'verbis'] as const;

/** The product page's processor block, with `processor` replacing the site config's. */
async function renderTerms(language: string, processor?: Record<string, unknown>) {
  vi.resetModules();
  if (processor) {
    vi.doMock('../../src/config/site', async (importOriginal) => {
      const actual = await importOriginal<typeof import('../../src/config/site')>();
      return { ...actual, site: { ...actual.site, processor } };
    });
  }
  const { ProcessorTerms } = await import('../../src/sections/product/processor-terms');
  return renderWithProviders(<ProcessorTerms />, language);
}

afterEach(() => {
  vi.doUnmock('../../src/config/site');
});

describe.each(languages)('%s processor terms on the product page', (language) => {
  const copy = bundle(language, 'product').processor;

  it('shows a marked placeholder for every term the default configuration leaves unset', async () => {
    const { container } = await renderTerms(language);
    for (const term of terms) {
      const value = container.querySelector(`[data-term="${term}"]`);
      expect(value?.getAttribute('data-placeholder')).toBe(`processor-${term}`);
      expect(value?.textContent).toBe(copy.placeholders[term]);
    }
  });

  it('states configured terms, the transfer basis for hosting abroad, and no placeholder', async () => {
    const entries: SubProcessor[] = [{ name: 'Yedek A.Ş.', country: 'TR', purpose: 'backup' }];
    const { container } = await renderTerms(language, {
      dpa: 'onRequest',
      hosting: { provider: 'Barındırıcı', country: 'DE', transferMechanism: 'standardContract' },
      subprocessors: entries,
      breachNoticeHours: 24,
      endOfContract: { action: 'returnThenDelete', days: 30 },
      verbis: 'exempt',
    });
    expect(container.querySelector('[data-placeholder]')).toBeNull();
    const text = (term: string) => container.querySelector(`[data-term="${term}"]`)?.textContent;
    expect(text('dpa')).toBe(copy.dpa.onRequest);
    expect(text('hosting')).toContain('Barındırıcı');
    expect(text('hosting')).toContain(
      copy.hosting.abroad.replace('{{mechanism}}', copy.hosting.mechanisms.standardContract),
    );
    expect(text('subprocessors')).toContain('Yedek A.Ş.');
    expect(text('subprocessors')).toContain(copy.purposes.backup);
    expect(text('breach')).toContain('24');
    expect(text('breach')).toContain('2019/10');
    expect(text('endOfContract')).toContain('30');
    expect(text('verbis')).toBe(copy.verbis.exempt);
    expect(container.textContent).not.toContain('{{');
  });

  it('does not speak of a transfer abroad when the records are hosted in Turkey', async () => {
    const { container } = await renderTerms(language, {
      hosting: { provider: 'Yerli Bulut', country: 'TR' },
    });
    const hosting = container.querySelector('[data-term="hosting"]')?.textContent ?? '';
    expect(hosting).toContain('Yerli Bulut');
    expect(hosting).not.toContain(copy.hosting.abroad.split('{{')[0]);
  });
});
