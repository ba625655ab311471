import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isOneOf, scanLimitCodes } from '../../../../../packages/scanner-contract/report';
import { Block } from './report-blocks';

/** The limits a scan ran into; a code this build does not know is shown as it is. */
export function LimitsBlock({ limits }: { limits: string[] }) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Block title={t('report.limits.title')}>
      <Typography>{t('report.limits.lead')}</Typography>
      <Box component="ul" sx={{ pl: 2.5 }}>
        {limits.map((limit) => (
          <li key={limit} data-limit={limit}>
            {isOneOf(scanLimitCodes, limit)
              ? t(`report.limits.codes.${limit}`)
              : t('report.limits.other', { code: limit })}
          </li>
        ))}
      </Box>
    </Block>
  );
}
