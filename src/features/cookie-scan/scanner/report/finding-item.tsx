import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Finding } from '../../../../../packages/scanner-contract/report';
import { wrapAnywhere } from './report-blocks';

/** The id of a finding's card, which the verdict links to. */
export const findingAnchor = (id: string) => `finding-${id}`;

/** One finding's card: what the scan saw, why it matters, what to do. */
export function FindingItem({ finding }: { finding: Finding }) {
  const { t } = useTranslation('cookie-scanner');
  const evidence = [
    ...(finding.evidence.cookies ?? []),
    ...(finding.evidence.storage ?? []),
    ...(finding.evidence.hosts ?? []),
    ...(finding.evidence.scripts ?? []),
    ...(finding.evidence.requests ?? []),
  ];
  const phases = finding.evidence.phases ?? [];
  return (
    <Paper
      variant="outlined"
      component="article"
      id={findingAnchor(finding.id)}
      sx={{ p: 2, mb: 2 }}
      data-finding={finding.id}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h4" sx={{ typography: 'h6' }}>
          {t(`findings.${finding.id}.title`)}
        </Typography>
        <Box
          component="span"
          sx={{
            px: 1,
            borderRadius: 1,
            typography: 'textSm',
            fontWeight: 700,
            border: 1,
            borderColor:
              finding.severity === 'high'
                ? 'error.main'
                : finding.severity === 'medium'
                  ? 'warning.main'
                  : 'divider',
          }}
        >
          {t(`report.findings.severity.${finding.severity}`)}
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, '& dt': { fontWeight: 700, mt: 1 }, '& dd': { m: 0, ...wrapAnywhere } }}
      >
        <dt>{t('report.findings.observed')}</dt>
        <dd>
          {t(`findings.${finding.id}.observed`)}
          {evidence.length > 0 &&
            ` ${t('report.findings.evidence', { list: evidence.join(', ') })}`}
          {phases.length > 0 &&
            ` ${t('report.findings.seenIn', {
              list: phases.map((id) => t(`report.story.${id}`)).join(', '),
            })}`}
        </dd>
        <dt>{t('report.findings.why')}</dt>
        <dd>{t(`findings.${finding.id}.why`)}</dd>
        <dt>{t('report.findings.todo')}</dt>
        <dd>{t(`findings.${finding.id}.todo`)}</dd>
      </Box>
    </Paper>
  );
}
