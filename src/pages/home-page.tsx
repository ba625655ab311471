import type { i18n as I18n } from 'i18next';
import { faqJsonLd } from '../seo/faq-json-ld';
import { CustomBanner } from '../features/banner-configurator/custom-banner';
import { FeatureCarousel } from '../sections/home/feature-carousel';
import { HomeHero } from '../sections/home/home-hero';
import { KvkkBenefits } from '../sections/home/kvkk-benefits';
import { LatestArticles } from '../sections/home/latest-articles';
import { PricingTeaser } from '../sections/home/pricing-teaser';
import { QuickIntegration } from '../sections/home/quick-integration';
import { ReferenceLogos } from '../sections/home/reference-logos';
import { FaqSection } from '../sections/shared/faq-section';
import { NamespaceCta } from '../sections/shared/namespace-cta';

/** `/`: lists the home page's sections in order. */
export function Component() {
  return (
    <>
      <HomeHero />
      <ReferenceLogos />
      <FeatureCarousel />
      <KvkkBenefits />
      <CustomBanner />
      <QuickIntegration />
      <PricingTeaser />
      <FaqSection ns="home" tone="muted" />
      <LatestArticles />
      <NamespaceCta ns="home" primary="contact" secondary="pricing" />
    </>
  );
}

export function getStructuredData(i18n: I18n) {
  return { jsonLd: [faqJsonLd(i18n, 'home')] };
}
