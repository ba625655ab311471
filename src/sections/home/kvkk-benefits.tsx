import { useTranslation } from 'react-i18next';
import { IconCardGrid } from '../../components/ui/icon-card-grid';
import { Section } from '../../components/ui/section';
import { benefitItems } from '../../content/home';

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
        items={benefitItems.map((benefit) => ({
          ...benefit,
          title: t(`benefits.items.${benefit.id}.title`),
          description: t(`benefits.items.${benefit.id}.description`),
        }))}
      />
    </Section>
  );
}
