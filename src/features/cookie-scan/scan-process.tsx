import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import { StepList } from '../../components/ui/step-list';
import { env } from '../../config/env';
import { scanSteps } from './scan-content';
import { withCopy } from '../../sections/shared/with-copy';

/** How a scan works, as the hero offers it: the visitor's own scan, or a request by form. */
export function ScanProcess() {
  const { t } = useTranslation(['cookie-scan', 'common']);
  const steps = env.scannerUrl
    ? withCopy(
        scanSteps.selfService.map((id) => ({ id })),
        t('process.selfService', { returnObjects: true }),
      )
    : withCopy(
        scanSteps.request.map((id) => ({ id })),
        t('process.request', { returnObjects: true }),
      );
  return (
    <Section
      id={t('common:anchors.process')}
      tone="muted"
      eyebrow={t('process.eyebrow')}
      title={t('process.title')}
    >
      <StepList steps={steps} />
    </Section>
  );
}
