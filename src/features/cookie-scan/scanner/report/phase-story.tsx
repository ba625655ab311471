import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScanReport } from '../../../../../packages/scanner-contract/report';
import { phaseSummaries } from '../../../../../packages/scanner-contract/report-model';
import { PhaseColumn } from './phase-column';
import { Folded, threeColumns } from './report-blocks';

/** The three-step story side by side: first visit, after rejecting, after accepting. */
export function PhaseStory({ report }: { report: ScanReport }) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Folded title={t('report.story.title')}>
      <Typography color="text.secondary">{t('report.story.lead')}</Typography>
      <Box sx={threeColumns}>
        {phaseSummaries(report).map((summary) => (
          <PhaseColumn key={summary.id} summary={summary} />
        ))}
      </Box>
    </Folded>
  );
}
