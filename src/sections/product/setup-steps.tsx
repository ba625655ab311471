import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import { StepList } from '../../components/ui/step-list';
import { setupSteps } from '../../content/product';
import { withCopy } from '../shared/with-copy';

export function SetupSteps() {
  const { t } = useTranslation(['product', 'common']);
  return (
    <Section
      id={t('common:anchors.howItWorks')}
      eyebrow={t('steps.eyebrow')}
      title={t('steps.title')}
    >
      <StepList
        steps={withCopy(
          setupSteps.map((id) => ({ id })),
          t('steps.items', { returnObjects: true }),
        )}
      />
    </Section>
  );
}
