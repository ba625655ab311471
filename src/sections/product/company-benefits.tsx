import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/ui/card-grid';
import { IconCard } from '../../components/ui/icon-card';
import { Section } from '../../components/ui/section';
import { companyBenefits } from '../../content/product';

export function CompanyBenefits() {
  const { t } = useTranslation('product');
  return (
    <Section id="faydalar" tone="muted" eyebrow={t('benefits.eyebrow')} title={t('benefits.title')}>
      <CardGrid columns={{ sm: 2, lg: 3 }}>
        {companyBenefits.map((benefit, index) => (
          <IconCard
            key={benefit.id}
            icon={benefit.icon}
            index={index}
            title={t(`benefits.items.${benefit.id}.title`)}
            description={t(`benefits.items.${benefit.id}.description`)}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
