import { useTranslation } from 'react-i18next';
import { IconCardGrid } from '../../components/ui/icon-card-grid';
import { Section } from '../../components/ui/section';
import { retentionValues } from '../../config/consent';
import { companyBenefits } from '../../content/product';
import { withCopy } from '../shared/with-copy';

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
        items={withCopy(
          companyBenefits,
          t('benefits.items', { returnObjects: true, ...retentionValues }),
        )}
      />
    </Section>
  );
}
