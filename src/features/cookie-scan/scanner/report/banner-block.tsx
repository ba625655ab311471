import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScanReport } from '../../../../../packages/scanner-contract/report';
import { Block } from './report-blocks';

/** The consent banner the scan found (or not), and the labels of its buttons. */
export function BannerBlock({ banner }: { banner: ScanReport['banner'] }) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Block title={t('report.banner.title')}>
      <Typography>
        {banner.found && banner.method
          ? t('report.banner.found', {
              method: t(`report.banner.methods.${banner.method}`, {
                cmp: banner.cmp ?? '',
              }),
            })
          : t('report.banner.notFound')}
        {banner.rejectOnFirstLayer !== null &&
          ` ${t(banner.rejectOnFirstLayer ? 'report.banner.rejectFirstLayer' : 'report.banner.noRejectFirstLayer')}`}
      </Typography>
      {banner.rejectLabel && (
        <Typography sx={{ mt: 0.5 }}>
          {t('report.banner.rejectLabel', { label: banner.rejectLabel })}
        </Typography>
      )}
      {banner.acceptLabel && (
        <Typography sx={{ mt: 0.5 }}>
          {t('report.banner.acceptLabel', { label: banner.acceptLabel })}
        </Typography>
      )}
    </Block>
  );
}
