import type { i18n as I18n } from 'i18next';
import { retentionValues } from '../config/consent';

/** schema.org FAQPage data for a page's FAQ, from its namespace's `faq.items`. */
export function faqJsonLd(i18n: I18n, ns: 'home' | 'product') {
  const items = i18n.getFixedT(i18n.language, ns)('faq.items', {
    returnObjects: true,
    ...retentionValues,
  }) as readonly { question: string; answer: string }[];
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: i18n.language,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
