import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/ui/card-grid';
import { IconCard } from '../../components/ui/icon-card';
import { Section } from '../../components/ui/section';
import { benefitItems } from '../../content/home';

export function KvkkBenefits() {
  const { t } = useTranslation('home');
  return (
    <Section
      id="kvkk-avantajlari"
      tone="muted"
      eyebrow={t('benefits.eyebrow')}
      title={t('benefits.title')}
      lead={t('benefits.lead')}
    >
      <CardGrid columns={{ sm: 2, lg: 4 }}>
        {benefitItems.map((benefit, index) => (
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
