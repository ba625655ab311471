import { useTranslation } from 'react-i18next';
import { IconCardGrid } from '../../components/ui/icon-card-grid';
import { Section } from '../../components/ui/section';
import { benefitItems } from '../../content/home';
import { withCopy } from '../shared/with-copy';

export function KvkkBenefits() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Section
      id={t('common:anchors.kvkkBenefits')}
      tone="muted"
      eyebrow={t('benefits.eyebrow')}
      title={t('benefits.title')}
      lead={t('benefits.lead')}
    >
      <IconCardGrid
        columns={{ sm: 2, lg: 4 }}
        items={withCopy(benefitItems, t('benefits.items', { returnObjects: true }))}
      />
    </Section>
  );
}
