import { useTranslation } from 'react-i18next';
import { Island } from '../../components/island/island';
import { Section } from '../../components/ui/section';
import { site } from '../../config/site';
import referenceCarousel from './reference-carousel.island';

const { sample, logos } = site.references;

/**
 * The reference-logo carousel. The logos come from the site config; while they are the
 * template's sample marks the band says so, so no invented company is presented as a customer.
 */
export function ReferenceLogos() {
  const { t } = useTranslation(['home', 'common']);
  if (logos.length === 0) return null;
  return (
    <Section
      id={t('common:anchors.references')}
      title={sample ? t('common:references.sampleTitle') : t('references.title')}
      lead={sample ? t('common:references.sampleNote') : undefined}
      tone="muted"
      align="center"
      density="compact"
    >
      <Island of={referenceCarousel} props={{}} />
    </Section>
  );
}
