import DomainOutlined from '@mui/icons-material/DomainOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import type { ExternalLinkId } from '../config/site';

/**
 * The compliance page's service cards in order. Each id is also the key of its external link in
 * `site.external`; copy in `compliance:services.items.<id>`.
 */
export const complianceServices = [
  { id: 'kvkkPortal', icon: DomainOutlined },
  { id: 'kvkkConsulting', icon: PolicyOutlined },
  { id: 'complianceTest', icon: QuizOutlined },
] as const satisfies readonly { id: ExternalLinkId; icon: unknown }[];
