import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { AppLink } from '../../components/ui/app-link';
import { Section } from '../../components/ui/section';
import { PlanCards } from '../shared/plan-cards';

/**
 * The three plans with their prices and limits (spec section 9); the section's heading here, the
 * plans' words and prices in the `plans` namespace and locales/plans.json.
 */
export function PricingTeaser() {
  const { t } = useTranslation('home');
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
      <PlanCards place="home" idPrefix="home-" />
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
