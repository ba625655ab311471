import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScanStep } from '../../../../../packages/scanner-contract/report';
import { Block } from './report-blocks';

/** The steps a scan cut short did not run: what its report cannot tell. */
export function IncompleteBlock({ notRun }: { notRun: ScanStep[] }) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Block title={t('report.incomplete.title')}>
      <Box data-scan-incomplete>
        <Typography>{t('report.incomplete.lead')}</Typography>
        <Box component="ul" sx={{ pl: 2.5 }}>
          {notRun.map((step) => (
            <li key={step} data-not-run={step}>
              {t(`report.incomplete.steps.${step}`)}
            </li>
          ))}
        </Box>
      </Box>
    </Block>
  );
}
