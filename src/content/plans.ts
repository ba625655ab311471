import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { PlanId } from './plan-ids';

/**
 * The three plans in display order (spec sections 3 and 9). Prices are the home teaser's monthly
 * amounts; the pricing page shows the plans without them. Names in `common:plans.names.<id>`.
 */
export const plans = [
  { id: 'starter', icon: RocketLaunchOutlined, price: 29, popular: false },
  { id: 'standard', icon: WorkspacePremiumOutlined, price: 79, popular: true },
  { id: 'enterprise', icon: ApartmentOutlined, price: 199, popular: false },
] as const satisfies readonly { id: PlanId; icon: unknown; price: number; popular: boolean }[];
