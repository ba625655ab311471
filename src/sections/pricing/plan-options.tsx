import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import { PlanCards } from '../shared/plan-cards';

/** The three plans with their feature lists (spec section 3); no prices on this page. */
export function PlanOptions() {
  const { t } = useTranslation('pricing');
  const { t: tCommon } = useTranslation('common');
  return (
    <Section
      id={tCommon('anchors.plans')}
      align="center"
      title={t('plans.title')}
      lead={t('plans.lead')}
    >
      <PlanCards place="pricing" />
    </Section>
  );
}
