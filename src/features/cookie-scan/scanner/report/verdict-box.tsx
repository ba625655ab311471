import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '../../../../../packages/scanner-contract/date-locale';
import type { Verdict } from '../../../../../packages/scanner-contract/report-model';
import { firstSentence } from '../../../../lib/first-sentence';
import { findingAnchor } from './finding-item';
import { sectionHeading } from './report-blocks';

/** What the report opens with: how serious, what was found, the first thing to do. */
export function VerdictBox({ verdict }: { verdict: Verdict }) {
  const { t, i18n } = useTranslation('cookie-scanner');
  const number = new Intl.NumberFormat(dateLocale(i18n.language));
  return (
    <Paper
      variant="outlined"
      component="section"
      data-verdict={verdict.level}
      sx={{
        p: 3,
        mt: 3,
        borderWidth: 2,
        borderColor:
          verdict.level === 'high'
            ? 'error.main'
            : verdict.level === 'medium'
              ? 'warning.main'
              : 'divider',
      }}
    >
      <Typography variant="h3" component="h3" sx={sectionHeading}>
        {t('report.verdict.title')}
      </Typography>
      <Typography sx={{ mt: 1, fontWeight: 700 }}>
        {t(`report.verdict.levels.${verdict.level}`)}
      </Typography>
      {verdict.first && (
        <>
          <Typography sx={{ mt: 1 }}>
            {t('report.verdict.counts', {
              high: number.format(verdict.counts.high),
              medium: number.format(verdict.counts.medium),
              low: number.format(verdict.counts.low),
            })}
          </Typography>
          <Typography sx={{ mt: 1 }} data-first-todo={verdict.first.id}>
            <Box component="strong">
              {t('report.verdict.first', { finding: t(`findings.${verdict.first.id}.title`) })}
            </Box>{' '}
            {firstSentence(t(`findings.${verdict.first.id}.todo`), i18n.language)}{' '}
            <Box
              component="a"
              href={`#${findingAnchor(verdict.first.id)}`}
              sx={{ color: 'primary.main' }}
            >
              {t('report.verdict.more')}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('report.verdict.severities')}
          </Typography>
        </>
      )}
    </Paper>
  );
}
