import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqItem } from '../../components/ui/faq-accordion';
import { Section } from '../../components/ui/section';
import type { NamespaceWith } from '../../i18n/namespaces';

export type FaqNamespace = NamespaceWith<{
  faq: { items: readonly { question: string; answer: string }[] };
}>;

type FaqAccordionProps = { id: string; items: readonly FaqItem[] };

/**
 * The answers are in the prerendered HTML, so reading them needs no script. The accordion's code
 * (MUI Accordion, Collapse) therefore stays off the browser's first load: it comes in its own
 * chunk, and React keeps the server HTML of the suspended boundary until it arrives and hydrates.
 * The prerender has no such wait, so on the server the chunk is loaded before any page renders.
 */
const loadFaqAccordion = async (): Promise<ComponentType<FaqAccordionProps>> =>
  (await import('../../components/ui/faq-accordion')).FaqAccordion;
let prerendered: ComponentType<FaqAccordionProps> | undefined;
if (import.meta.env.SSR) prerendered = await loadFaqAccordion();
const FaqAccordion = prerendered ?? lazy(async () => ({ default: await loadFaqAccordion() }));

/** The FAQ band (`section#faq`) of a page whose namespace has `faq.items`. */
export function FaqSection({ ns, tone }: { ns: FaqNamespace; tone?: 'plain' | 'muted' }) {
  const { t } = useTranslation([ns, 'common']);
  return (
    <Section id="faq" title={t('common:faq.title')} align="center" tone={tone}>
      <Suspense fallback={null}>
        <FaqAccordion id={`${ns}-faq`} items={t('faq.items', { returnObjects: true })} />
      </Suspense>
    </Section>
  );
}
