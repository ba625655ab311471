import { useTranslation } from 'react-i18next';
import { IconCardGrid } from '../../components/ui/icon-card-grid';
import { Section } from '../../components/ui/section';
import { reportItems } from './scan-content';
import { withCopy } from '../../sections/shared/with-copy';

/** What the scan report lists, following the KVKK cookie guide's classification. */
export function ScanReport() {
  const { t } = useTranslation(['cookie-scan', 'common']);
  return (
    <Section
      id={t('common:anchors.report')}
      eyebrow={t('report.eyebrow')}
      title={t('report.title')}
      lead={t('report.lead')}
    >
      <IconCardGrid
        columns={{ sm: 2, lg: 3 }}
        items={withCopy(reportItems, t('report.items', { returnObjects: true }))}
      />
    </Section>
  );
}
