import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import { StepList } from '../../components/ui/step-list';
import { scanSteps } from '../../content/cookie-scan';
import { withCopy } from '../shared/with-copy';

export function ScanProcess() {
  const { t } = useTranslation(['cookie-scan', 'common']);
  return (
    <Section
      id={t('common:anchors.process')}
      tone="muted"
      eyebrow={t('process.eyebrow')}
      title={t('process.title')}
    >
      <StepList
        steps={withCopy(
          scanSteps.map((id) => ({ id })),
          t('process.items', { returnObjects: true }),
        )}
      />
    </Section>
  );
}
