import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '../../../../../packages/scanner-contract/date-locale';
import type { ScanReport } from '../../../../../packages/scanner-contract/report';
import { cookieRows } from '../../../../../packages/scanner-contract/report-model';
import { Folded } from './report-blocks';
import { useReportLabels } from './report-labels';
import { ResponsiveTable } from './responsive-table';

/** Every cookie the scan saw, with its category, owner, lifetime and the phases it was seen in. */
export function CookiesSection({ report }: { report: ScanReport }) {
  const { t, i18n } = useTranslation('cookie-scanner');
  const { category, phaseName } = useReportLabels();
  const date = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'medium' });
  const cookies = cookieRows(report);
  const share = report.unknownCookies;
  return (
    <Folded title={t('report.cookies.title')}>
      {share && (
        <Typography sx={{ mb: 1.5 }} data-unknown-share>
          {t('report.cookies.unknownShare', { ...share })}
        </Typography>
      )}
      {cookies.length === 0 ? (
        <Typography>{t('report.cookies.none')}</Typography>
      ) : (
        <ResponsiveTable
          caption={t('report.cookies.caption')}
          columns={(
            ['name', 'domain', 'category', 'platform', 'party', 'expiry', 'seen'] as const
          ).map((column) => t(`report.cookies.${column}`))}
          rows={cookies.map((cookie) => ({
            key: `${cookie.name}|${cookie.domain}|${cookie.path}`,
            cells: [
              cookie.name,
              cookie.domain,
              category(cookie.category),
              cookie.platform ?? '—',
              t(cookie.thirdParty ? 'report.cookies.thirdParty' : 'report.cookies.firstParty'),
              cookie.expires === null
                ? t('report.cookies.session')
                : date.format(new Date(cookie.expires * 1000)),
              cookie.seenIn
                .map((id) =>
                  id === 'afterReject' && cookie.sinceChoice
                    ? `${phaseName(id)} (${t(`report.cookies.${cookie.sinceChoice}`)})`
                    : phaseName(id),
                )
                .join(', '),
            ],
          }))}
        />
      )}
    </Folded>
  );
}
