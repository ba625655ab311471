import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import offer from '../../locales/plans.json';
import { planIds, type PlanId } from './plan-ids';

/**
 * The plans as a marketer writes them: the order, prices, currency, billing period, VAT and the
 * popular plan in locales/plans.json (the same in every language); every word on a plan card in
 * locales/<lng>/plans.json. Only the icons are code.
 */
const icons: Record<PlanId, SvgIconComponent> = {
  starter: RocketLaunchOutlined,
  standard: WorkspacePremiumOutlined,
  enterprise: ApartmentOutlined,
};

/** Stops the build on a value of locales/plans.json that the site cannot show. */
function check(valid: boolean, field: string, expected: string): void {
  if (!valid) throw new Error(`locales/plans.json: "${field}" must be ${expected}`);
}

const isPeriod = (value: string): value is 'month' | 'year' => ['month', 'year'].includes(value);
check(typeof offer.sample === 'boolean', 'sample', 'true or false');
check(/^[A-Z]{3}$/.test(offer.currency), 'currency', 'an ISO 4217 code such as "TRY"');
check(isPeriod(offer.period), 'period', '"month" or "year"');
check(typeof offer.vatIncluded === 'boolean', 'vatIncluded', 'true or false');
for (const id of planIds) {
  const { price, popular } = offer.plans[id];
  check(typeof price === 'number' && price >= 0, `plans.${id}.price`, 'a number');
  check(typeof popular === 'boolean', `plans.${id}.popular`, 'true or false');
}

/**
 * How the home teaser shows the amounts: ISO 4217 currency, billing period, whether they include
 * VAT (KDV), and `sample`: true while they are the template's sample values (the spec gives
 * amounts without a currency); `npm run launch-check` refuses them.
 */
export const pricing = {
  sample: offer.sample,
  currency: offer.currency,
  period: offer.period as 'month' | 'year',
  vatIncluded: offer.vatIncluded,
};

/** The plans in display order (spec sections 3 and 9); the pricing page shows no prices. */
export const plans = planIds.map((id) => ({ id, icon: icons[id], ...offer.plans[id] }));
