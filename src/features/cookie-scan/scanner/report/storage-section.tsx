import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScanReport } from '../../../../../packages/scanner-contract/report';
import { storageRows } from '../../../../../packages/scanner-contract/report-model';
import { Folded, wrapAnywhere } from './report-blocks';
import { useReportLabels } from './report-labels';

/** Every localStorage and sessionStorage key the scan saw, with its category. */
export function StorageSection({ report }: { report: ScanReport }) {
  const { t } = useTranslation('cookie-scanner');
  const { category, phaseName } = useReportLabels();
  const storageArea = (area: 'localStorage' | 'sessionStorage') =>
    t(`report.storage.areas.${area}`);
  const storage = storageRows(report);
  return (
    <Folded title={t('report.storage.title')}>
      {storage.length === 0 ? (
        <Typography>{t('report.storage.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, ...wrapAnywhere }}>
          {storage.map((item) => (
            <li key={`${item.area}|${item.origin}|${item.key}`}>
              {item.key} ({storageArea(item.area)}, {item.origin}): {category(item.category)}
              {item.platform && `, ${item.platform}`}
              {item.sinceChoice &&
                ` (${phaseName('afterReject')}: ${t(`report.cookies.${item.sinceChoice}`)})`}
            </li>
          ))}
        </Box>
      )}
    </Folded>
  );
}
