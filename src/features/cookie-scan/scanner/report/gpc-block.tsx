import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScanReport } from '../../../../../packages/scanner-contract/report';
import { Block, wrapAnywhere } from './report-blocks';

/** What the site still set when the browser sent Global Privacy Control: reported, not judged. */
export function GpcBlock({ gpc }: { gpc: ScanReport['globalPrivacyControl'] }) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Block title={t('report.gpc.title')}>
      <Typography color="text.secondary">{t('report.gpc.context')}</Typography>
      <Typography sx={{ mt: 1, ...wrapAnywhere }}>
        {gpc === null
          ? t('report.gpc.notRun')
          : gpc.nonEssential.length === 0
            ? t('report.gpc.none')
            : t('report.gpc.some', {
                list: gpc.nonEssential.join(', '),
              })}
      </Typography>
    </Block>
  );
}
