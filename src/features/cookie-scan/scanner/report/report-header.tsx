import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ActionButton, AnchorButton } from '../../../../components/ui/action-button';
import { dateLocale } from '../../../../../packages/scanner-contract/date-locale';
import type { ScanReport } from '../../../../../packages/scanner-contract/report';
import { scannerDefaults } from '../../../../../packages/scanner-contract/scanner-defaults';
import { wrapAnywhere } from './report-blocks';

/** The report's title, when and how long it ran, its own address, and print and download. */
export function ReportHeader({
  report,
  host,
  shareUrl,
}: {
  report: ScanReport;
  host: string;
  shareUrl: string;
}) {
  const { t, i18n } = useTranslation('cookie-scanner');
  // A data: address rather than a blob: one needs no clean-up and works the same when printed.
  const download = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(report, null, 2))}`;
  const locale = dateLocale(i18n.language);
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const seconds = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <>
      <Typography variant="h2" component="h2" sx={{ typography: 'h3' }}>
        {t('report.title', { host })}
      </Typography>
      <Typography sx={{ mt: 1, ...wrapAnywhere }} color="text.secondary">
        {t('report.meta', {
          date: dateTime.format(new Date(report.startedAt)),
          seconds: seconds.format(report.durationMs / 1000),
          finalUrl: report.finalUrl,
        })}
      </Typography>
      <Typography sx={{ mt: 1, ...wrapAnywhere }}>
        {t('report.share', { days: scannerDefaults.retentionDays })}{' '}
        <Box component="a" href={shareUrl} sx={{ color: 'primary.main' }}>
          {shareUrl}
        </Box>
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }} data-print-hide>
        <ActionButton type="button" variant="outlined" onClick={() => window.print()}>
          {t('report.print')}
        </ActionButton>
        <AnchorButton variant="outlined" href={download} download={`cookie-report-${host}.json`}>
          {t('report.download')}
        </AnchorButton>
      </Box>
    </>
  );
}
