import { useTranslation } from 'react-i18next';
import { Island } from '../../components/island/island';
import { Section } from '../../components/ui/section';
import featureCarousel from './feature-carousel.island';

export function FeatureCarousel() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Section
      id={t('common:anchors.features')}
      eyebrow={t('features.eyebrow')}
      title={t('features.title')}
      lead={t('features.lead')}
    >
      <Island of={featureCarousel} props={{}} />
    </Section>
  );
}
