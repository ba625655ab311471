import CodeOutlined from '@mui/icons-material/CodeOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';

/** How-it-works steps in order; copy in `product:steps.items.<id>`. */
export const setupSteps = ['code', 'categories', 'realtime'] as const;

/** Key facts beside "why it matters", in order; copy in `product:why.facts.<id>`. */
export const whyFacts = ['guide', 'categories', 'fine'] as const;

/** Company benefits in order; copy in `product:benefits.items.<id>`. */
export const companyBenefits = [
  { id: 'audit', icon: FactCheckOutlined },
  { id: 'time', icon: CodeOutlined },
  { id: 'data', icon: InsightsOutlined },
  { id: 'central', icon: HubOutlined },
  { id: 'performance', icon: SpeedOutlined },
  { id: 'support', icon: SupportAgentOutlined },
] as const;
