import { useTranslation } from 'react-i18next';
import type { PhaseId } from '../../../../../packages/scanner-contract/report-model';

/** The names the report's cookie and storage lists share: a cookie category, a phase. */
export function useReportLabels() {
  const { t } = useTranslation('cookie-scanner');
  const phaseName = (id: PhaseId) => t(`report.story.${id}`);
  const category = (value: string) =>
    t(
      `report.categories.${value as 'necessary' | 'functional' | 'analytics' | 'marketing' | 'unknown'}`,
    );
  return { phaseName, category };
}
