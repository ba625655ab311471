import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScanReport } from '../../../../../packages/scanner-contract/report';
import { Block, wrapAnywhere } from './report-blocks';

/** The site's own cookie policy as the scan read it, compared with the cookies it saw. */
export function PolicyBlock({ report }: { report: ScanReport }) {
  const { t } = useTranslation('cookie-scanner');
  const policy = report.cookiePolicy;
  return (
    <Block title={t('report.policy.title')}>
      <Box data-cookie-policy sx={wrapAnywhere}>
        {policy === null ? (
          <Typography>{t('report.policy.notRead')}</Typography>
        ) : policy.url === null ? (
          <Typography>{t('report.policy.notFound')}</Typography>
        ) : (
          <>
            <Typography>
              {t('report.policy.read')}{' '}
              <Box component="a" href={policy.url} rel="noopener noreferrer nofollow">
                {policy.url}
              </Box>
              {policy.foundIn && ` ${t(`report.policy.foundIn.${policy.foundIn}`)}`}
            </Typography>
            <Typography sx={{ mt: 1 }}>
              {policy.notNamed.length > 0
                ? t('report.policy.notNamed', { list: policy.notNamed.join(', ') })
                : t('report.policy.allNamed')}
            </Typography>
            {policy.unseen.length > 0 && (
              <Typography sx={{ mt: 1 }}>
                {t('report.policy.unseen', { list: policy.unseen.join(', ') })}
              </Typography>
            )}
          </>
        )}
      </Box>
    </Block>
  );
}
