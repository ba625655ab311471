import type { i18n as I18n } from 'i18next';
import { faqJsonLd } from '../seo/faq-json-ld';
import { CompanyBenefits } from '../sections/product/company-benefits';
import { ProcessorTerms } from '../sections/product/processor-terms';
import { ProductHero } from '../sections/product/product-hero';
import { QuickSetup } from '../sections/product/quick-setup';
import { SetupSteps } from '../sections/product/setup-steps';
import { TrustedCompanies } from '../sections/product/trusted-companies';
import { WhyCookieManagement } from '../sections/product/why-cookie-management';
import { FaqSection } from '../sections/shared/faq-section';

/** `/urunler`: the cookie-product landing page, sections in order. */
export function Component() {
  return (
    <>
      <ProductHero />
      <QuickSetup />
      <WhyCookieManagement />
      <SetupSteps />
      <CompanyBenefits />
      <ProcessorTerms />
      <FaqSection ns="product" />
      <TrustedCompanies />
    </>
  );
}

export function getStructuredData(i18n: I18n) {
  return { jsonLd: [faqJsonLd(i18n, 'product')] };
}
