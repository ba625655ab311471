import { useTranslation } from 'react-i18next';
import { IconCardGrid } from '../../components/ui/icon-card-grid';
import { Section } from '../../components/ui/section';
import { companyBenefits } from '../../content/product';

export function CompanyBenefits() {
  const { t } = useTranslation(['product', 'common']);
  return (
    <Section
      id={t('common:anchors.benefits')}
      tone="muted"
      eyebrow={t('benefits.eyebrow')}
      title={t('benefits.title')}
    >
      <IconCardGrid
        columns={{ sm: 2, lg: 3 }}
        items={companyBenefits.map((benefit) => ({
          ...benefit,
          title: t(`benefits.items.${benefit.id}.title`),
          description: t(`benefits.items.${benefit.id}.description`),
        }))}
      />
    </Section>
  );
}
