import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { CardGrid } from '../../components/ui/card-grid';
import { PlanCard } from '../../components/ui/plan-card';
import { Section } from '../../components/ui/section';
import { plans } from '../../content/plans';

/** The three plans with their feature lists (spec section 3); no prices on this page. */
export function PlanOptions() {
  const { t } = useTranslation('pricing');
  const { t: tCommon } = useTranslation('common');
  const paths = usePaths();
  return (
    <Section
      id={tCommon('anchors.plans')}
      align="center"
      title={t('plans.title')}
      lead={t('plans.lead')}
    >
      <CardGrid columns={{ md: 3 }}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            id={plan.id}
            icon={plan.icon}
            name={tCommon(`plans.names.${plan.id}`)}
            description={t(`plans.items.${plan.id}.description`)}
            features={t(`plans.items.${plan.id}.features`, { returnObjects: true })}
            popular={plan.popular ? { label: tCommon('plans.popular') } : undefined}
            cta={{ label: t(`plans.items.${plan.id}.cta`), to: paths.contact }}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
