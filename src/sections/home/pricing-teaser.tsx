import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { AppLink } from '../../components/ui/app-link';
import { Section } from '../../components/ui/section';
import { site } from '../../config/site';
import { formatPrice } from '../../lib/format-price';
import { PlanCards } from '../shared/plan-cards';

const { currency, period, vatIncluded } = site.pricing;

/**
 * The three plans with their prices and limits (spec section 9). Currency, period and the VAT
 * note come from the site config, the amount is formatted for the page language.
 */
export function PricingTeaser() {
  const { t, i18n } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  const paths = usePaths();
  return (
    <Section
      id={tCommon('anchors.plans')}
      align="center"
      eyebrow={t('pricing.eyebrow')}
      title={t('pricing.title')}
      lead={t('pricing.lead')}
    >
      <PlanCards
        idPrefix="home-"
        card={(plan, name) => ({
          description: t(`pricing.plans.${plan.id}.description`),
          price: {
            amount: formatPrice(plan.price, currency, i18n.language),
            period: tCommon(`price.period.${period}`),
            note: tCommon(vatIncluded ? 'price.vatIncluded' : 'price.vatExcluded'),
          },
          features: t(`pricing.plans.${plan.id}.limits`, { returnObjects: true }),
          cta: t('pricing.cta', { plan: name }),
        })}
      />
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <AppLink
          to={paths.pricing}
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 }}
        >
          {t('pricing.compare')}
        </AppLink>
      </Box>
    </Section>
  );
}
