import type { i18n as I18n } from 'i18next';
import type { FaqItem } from '../ui/faq-accordion';

/** schema.org FAQPage data for a page's FAQ, from its namespace's `faq.items`. */
export function faqJsonLd(i18n: I18n, ns: 'home' | 'product') {
  const items = i18n.getFixedT(i18n.language, ns)('faq.items', {
    returnObjects: true,
  }) as readonly FaqItem[];
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
