import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/ui/card-grid';
import { requestFormHref } from '../../components/form/request-context';
import { PlanCard } from '../../components/ui/plan-card';
import { plans, pricing } from '../../content/plans';
import { formatPrice } from '../../lib/format-price';
import { usePaths } from '../../routing/use-paths';

/**
 * The plans (locales/plans.json order) as cards in a three-column grid: name, icon, the popular
 * badge, the description and features the page shows (`place`: the home teaser or the pricing
 * page, both from the `plans` namespace), on the home teaser the price, and a call to action to
 * the contact page, whose form shows and sends the chosen plan (`?plan=<id>`).
 */
export function PlanCards({
  place,
  idPrefix = '',
}: {
  place: 'home' | 'pricing';
  /** Keeps heading ids unique when a page could show the plans twice. */
  idPrefix?: string;
}) {
  const { t, i18n } = useTranslation('plans');
  const paths = usePaths();
  return (
    <CardGrid columns={{ md: 3 }}>
      {plans.map((plan) => {
        const name = t(`items.${plan.id}.name`);
        return (
          <PlanCard
            key={plan.id}
            id={`${idPrefix}${plan.id}`}
            icon={plan.icon}
            name={name}
            description={t(`items.${plan.id}.${place}.description`)}
            // The pricing page describes the plans without prices (spec section 3).
            price={
              place === 'home'
                ? {
                    amount: formatPrice(plan.price, pricing.currency, i18n.language),
                    period: t(`price.period.${pricing.period}`),
                    note: t(pricing.vatIncluded ? 'price.vatIncluded' : 'price.vatExcluded'),
                  }
                : undefined
            }
            features={t(`items.${plan.id}.${place}.features`, { returnObjects: true })}
            popular={plan.popular ? { label: t('popular') } : undefined}
            cta={{
              label:
                place === 'home' ? t('homeCta', { plan: name }) : t(`items.${plan.id}.pricing.cta`),
              to: requestFormHref(paths.contact, { plan: plan.id }),
            }}
          />
        );
      })}
    </CardGrid>
  );
}
