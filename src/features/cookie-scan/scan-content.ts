import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';

/** What a cookie-scan report lists, in order; copy in `cookie-scan:report.items.<id>`. */
export const reportItems = [
  { id: 'inventory', icon: ListAltOutlined },
  { id: 'purpose', icon: CategoryOutlined },
  { id: 'duration', icon: ScheduleOutlined },
  { id: 'party', icon: GroupsOutlined },
  { id: 'consent', icon: ToggleOnOutlined },
  { id: 'preConsent', icon: WarningAmberOutlined },
] as const;

/**
 * The scan process in order, as the page offers it: the visitor's own scan when the build has the
 * scanner, else a request through the contact form; copy in `cookie-scan:process.<mode>.<id>`.
 */
export const scanSteps = {
  selfService: ['address', 'browser', 'report'],
  request: ['request', 'scan', 'review'],
} as const;
