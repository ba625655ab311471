import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import { StepList } from '../../components/ui/step-list';
import { setupSteps } from '../../content/product';

export function SetupSteps() {
  const { t } = useTranslation(['product', 'common']);
  return (
    <Section
      id={t('common:anchors.howItWorks')}
      eyebrow={t('steps.eyebrow')}
      title={t('steps.title')}
    >
      <StepList
        steps={setupSteps.map((id) => ({
          key: id,
          title: t(`steps.items.${id}.title`),
          description: t(`steps.items.${id}.description`),
        }))}
      />
    </Section>
  );
}
