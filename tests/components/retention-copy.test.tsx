import { describe, expect, it } from 'vitest';
import { consentConfig } from '../../src/config/consent';
import { CompanyBenefits } from '../../src/sections/product/company-benefits';
import { FaqSection } from '../../src/sections/shared/faq-section';
import { bundle, languages, renderWithProviders } from './support/render';

/** The copy that states the consent-log retention takes the figure from the config. */
describe.each(languages)('%s consent-log retention in the product copy', (language) => {
  const years = String(consentConfig.logRetentionYears);
  const fill = (text: string) => text.replaceAll('{{years}}', years);

  it('states the configured years in the home FAQ answer', () => {
    const { container } = renderWithProviders(<FaqSection ns="home" />, language);
    const answer = bundle(language, 'home').faq.items[3]!.answer as string;
    expect(answer).toContain('{{years}}');
    expect(container.textContent).toContain(fill(answer));
  });

  it('states the configured years in the audit benefit', () => {
    const { container } = renderWithProviders(<CompanyBenefits />, language);
    const audit = bundle(language, 'product').benefits.items.audit.description as string;
    expect(audit).toContain('{{years}}');
    expect(container.textContent).toContain(fill(audit));
  });
});
