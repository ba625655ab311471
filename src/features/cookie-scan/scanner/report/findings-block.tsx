import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Finding } from '../../../../../packages/scanner-contract/report';
import { findingsBySeverity } from '../../../../../packages/scanner-contract/report-model';
import { FindingItem } from './finding-item';
import { Block } from './report-blocks';

const CANNOT_SEE = [
  'loggedIn',
  'server',
  'serverSide',
  'texts',
  'later',
  'category',
  'functional',
  'unknown',
] as const;

/**
 * The findings, most serious first, then what a scan cannot see. `judged` is false for a scan
 * without a verdict: no findings there does not mean none on the site.
 */
export function FindingsBlock({ findings, judged }: { findings: Finding[]; judged: boolean }) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Block title={t('report.findings.title')}>
      {findings.length === 0 ? (
        judged ? (
          <Typography sx={{ fontWeight: 600 }} data-no-findings>
            {t('report.findings.none')}
          </Typography>
        ) : (
          <Typography>{t('report.findings.incomplete')}</Typography>
        )
      ) : (
        findingsBySeverity(findings).map((finding) => (
          <FindingItem key={finding.id} finding={finding} />
        ))
      )}
      <Typography variant="h4" component="h4" sx={{ typography: 'h6', fontWeight: 700, mt: 3 }}>
        {t('report.cannotSee.title')}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5 }}>
        {CANNOT_SEE.map((item) => (
          <li key={item}>{t(`report.cannotSee.items.${item}`)}</li>
        ))}
      </Box>
    </Block>
  );
}
