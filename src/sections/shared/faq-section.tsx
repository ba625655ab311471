import { useTranslation } from 'react-i18next';
import { FaqAccordion } from '../../components/ui/faq-accordion';
import { Section } from '../../components/ui/section';
import { retentionValues } from '../../config/consent';
import type { NamespaceWith } from '../../i18n/namespaces';

export type FaqNamespace = NamespaceWith<{
  faq: { items: readonly { question: string; answer: string }[] };
}>;

/**
 * The FAQ band (`section#faq`) of a page whose namespace has `faq.items`; answers may state the
 * consent-log retention (`{{years}}`, `{{days}}`).
 */
export function FaqSection({ ns, tone }: { ns: FaqNamespace; tone?: 'plain' | 'muted' }) {
  const { t } = useTranslation([ns, 'common']);
  return (
    <Section id="faq" title={t('common:faq.title')} align="center" tone={tone}>
      <FaqAccordion
        id={`${ns}-faq`}
        items={t('faq.items', { returnObjects: true, ...retentionValues })}
      />
    </Section>
  );
}
