import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/ui/card-grid';
import { requestFormHref } from '../../components/form/request-context';
import { PlanCard } from '../../components/ui/plan-card';
import { plans } from '../../content/plans';
import { usePaths } from '../../routing/use-paths';

type Plan = (typeof plans)[number];

/** What a page says about a plan; the rest of the card is the same everywhere. */
export type PlanCardCopy = Pick<ComponentProps<typeof PlanCard>, 'description' | 'features'> & {
  price?: ComponentProps<typeof PlanCard>['price'];
  /** Label of the call to action, which leads to the contact page with the plan named. */
  cta: ReactNode;
};

/**
 * The plans (src/content/plans.ts order) as cards in a three-column grid, each with its common
 * name, the popular badge and a call to action to the contact page, whose form shows and sends
 * the chosen plan (`?plan=<id>`); `card` gives the page's own description, features, optional
 * price and button label.
 */
export function PlanCards({
  idPrefix = '',
  card,
}: {
  /** Keeps heading ids unique when a page could show the plans twice. */
  idPrefix?: string;
  card: (plan: Plan, name: string) => PlanCardCopy;
}) {
  const { t } = useTranslation('common');
  const paths = usePaths();
  return (
    <CardGrid columns={{ md: 3 }}>
      {plans.map((plan) => {
        const name = t(`plans.names.${plan.id}`);
        const { cta, ...copy } = card(plan, name);
        return (
          <PlanCard
            key={plan.id}
            id={`${idPrefix}${plan.id}`}
            icon={plan.icon}
            name={name}
            popular={plan.popular ? { label: t('plans.popular') } : undefined}
            cta={{ label: cta, to: requestFormHref(paths.contact, { plan: plan.id }) }}
            {...copy}
          />
        );
      })}
    </CardGrid>
  );
}
