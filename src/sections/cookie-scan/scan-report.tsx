import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/ui/card-grid';
import { IconCard } from '../../components/ui/icon-card';
import { Section } from '../../components/ui/section';
import { reportItems } from '../../content/cookie-scan';

/** What the scan report lists, following the KVKK cookie guide's classification. */
export function ScanReport() {
  const { t } = useTranslation('cookie-scan');
  return (
    <Section
      id="rapor"
      eyebrow={t('report.eyebrow')}
      title={t('report.title')}
      lead={t('report.lead')}
    >
      <CardGrid columns={{ sm: 2, lg: 3 }}>
        {reportItems.map((item, index) => (
          <IconCard
            key={item.id}
            icon={item.icon}
            index={index}
            title={t(`report.items.${item.id}.title`)}
            description={t(`report.items.${item.id}.description`)}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
